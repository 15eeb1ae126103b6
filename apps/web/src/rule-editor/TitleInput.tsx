import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useRuleEditorTranslation } from '../i18n/resources/rule-editor';

interface TitleInputProps {
  value: string;
  onChange: (title: string) => void;
  label: string;
  /** Told whether the box holds a title, for a dialog whose Save must refuse an empty one. */
  onValidity?: (valid: boolean) => void;
}

/**
 * A required title (spec 001 §5.1): an empty box is shown as an error and never reaches the rule,
 * which keeps its last title, so the saved JSON always has one.
 */
export function TitleInput({ value, onChange, label, onValidity }: TitleInputProps) {
  const { t } = useRuleEditorTranslation();
  const [text, setText] = useState(value);
  useEffect(() => {
    setText((shown) => (shown.trim() === '' ? shown : value));
  }, [value]);
  const empty = text.trim() === '';
  return (
    <Form.Item
      label={label}
      validateStatus={empty ? 'error' : undefined}
      help={empty ? t('ruleEditor.titleRequired') : undefined}
      style={{ marginBlockEnd: 8 }}
    >
      <Input
        aria-label={label}
        aria-invalid={empty}
        value={text}
        maxLength={200}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onValidity?.(next.trim() !== '');
          if (next.trim() !== '') onChange(next);
        }}
      />
    </Form.Item>
  );
}

/** Puts focus back in an empty title box, as a save refused for it must (spec 001 §5.1). */
export function focusTitle(container: HTMLElement | null, label: string): void {
  const inputs = container?.querySelectorAll<HTMLInputElement>('input[aria-label]') ?? [];
  [...inputs].find((input) => input.getAttribute('aria-label') === label)?.focus();
}
