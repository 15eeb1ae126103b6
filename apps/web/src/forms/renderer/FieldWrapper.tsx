import { Spin } from 'antd';
import type { ReactNode } from 'react';

interface FieldWrapperProps {
  inputId: string;
  label: string | undefined;
  required: boolean;
  loading: boolean;
  errors: readonly string[];
  warnings: readonly string[];
  help: string | undefined;
  children: ReactNode;
}

/**
 * Label, required mark, spinner, help, errors and rule warnings around a widget. Plain elements rather
 * than antd's Form.Item: hundreds of fields mount at once, and only their values come from the store.
 */
export function FieldWrapper({
  inputId,
  label,
  required,
  loading,
  errors,
  warnings,
  help,
  children,
}: FieldWrapperProps) {
  const invalid = errors.length > 0;
  return (
    <div className={`atrium-field${invalid ? ' atrium-field--invalid' : ''}`}>
      {label ? (
        <label
          htmlFor={inputId}
          className={`atrium-field__label${required ? ' atrium-field__label--required' : ''}`}
        >
          {label}
        </label>
      ) : null}
      <div className="atrium-field__control">
        {children}
        {loading ? <Spin size="small" className="atrium-field__spinner" /> : null}
      </div>
      {help ? <div className="atrium-field__help">{help}</div> : null}
      {errors.map((message) => (
        <div key={message} role="alert" className="atrium-field__error">
          {message}
        </div>
      ))}
      {warnings.map((message) => (
        <div key={message} className="atrium-field__warning">
          {message}
        </div>
      ))}
    </div>
  );
}
