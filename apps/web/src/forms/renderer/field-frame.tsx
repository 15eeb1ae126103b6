import { Spin } from 'antd';
import type { ReactElement, ReactNode, Ref } from 'react';

interface FieldFrameProps {
  /** The frame's element: the box useDeferredWidget watches while the field is a shell. */
  frame: Ref<HTMLDivElement>;
  inputId: string;
  label: string | undefined;
  required: boolean;
  loading: boolean;
  errors: readonly string[];
  warnings: readonly string[];
  help: string | undefined;
  /** Whether the control is a shell standing in for the widget (useDeferredWidget). */
  shell: boolean;
  control: ReactNode;
}

/**
 * Label, required mark, spinner, help, errors and rule warnings around a widget (spec 001 §4.8).
 * Plain elements rather than antd's Form.Item, and a function rather than a component: hundreds of
 * fields mount at once, and each fiber or node saved per field is saved hundreds of times.
 */
export function fieldFrame({
  frame,
  inputId,
  label,
  required,
  loading,
  errors,
  warnings,
  help,
  shell,
  control,
}: FieldFrameProps): ReactElement {
  const invalid = errors.length > 0;
  return (
    <div
      ref={frame}
      className={`atrium-field${invalid ? ' atrium-field--invalid' : ''}${shell ? ' atrium-field--shell' : ''}`}
    >
      {label ? (
        <label
          htmlFor={inputId}
          className={`atrium-field__label${required ? ' atrium-field__label--required' : ''}`}
        >
          {label}
        </label>
      ) : null}
      <div className="atrium-field__control">
        {control}
        {loading ? <Spin size="small" className="atrium-field__spinner" /> : null}
      </div>
      {help ? <div className="atrium-field__help">{help}</div> : null}
      {invalid
        ? errors.map((message) => (
            <div key={message} role="alert" className="atrium-field__error">
              {message}
            </div>
          ))
        : null}
      {warnings.length > 0
        ? warnings.map((message) => (
            <div key={message} className="atrium-field__warning">
              {message}
            </div>
          ))
        : null}
    </div>
  );
}
