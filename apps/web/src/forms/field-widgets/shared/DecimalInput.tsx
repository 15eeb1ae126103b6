import { Input } from 'antd';
import { type ReactNode, useState } from 'react';
import type { FieldWidgetProps } from '../widget-types';
import { stringOption } from './field-options';
import { inputA11y } from './input-a11y';
import { cleanDecimalInput, formatNumber, numberOf, parseDecimalInput, roundTo } from './number-format';

interface DecimalInputProps {
  field: FieldWidgetProps;
  /** Decimals shown once the input is left. */
  precision: number;
  /** Decimals the value is rounded to on leaving the input. */
  roundDigits: number;
  allowNegative: boolean;
  prefix?: ReactNode;
  addonBefore?: ReactNode;
}

/**
 * A decimal typed as text (digits, '.' and '-' only), reported as a number while typing, then rounded
 * and shown with ',' thousands and `precision` decimals when the input is left (spec 001 §5.3).
 */
export function DecimalInput({
  field,
  precision,
  roundDigits,
  allowNegative,
  prefix,
  addonBefore,
}: DecimalInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const stored = numberOf(field.value);
  const shown = draft ?? (stored === null ? '' : formatNumber(stored, precision));
  const clean = (text: string) => {
    const cleaned = cleanDecimalInput(text);
    return allowNegative ? cleaned : cleaned.replaceAll('-', '');
  };
  return (
    <Input
      {...inputA11y(field)}
      inputMode="decimal"
      value={shown}
      prefix={prefix}
      addonBefore={addonBefore}
      placeholder={stringOption(field, 'placeholder')}
      disabled={field.readOnly}
      onFocus={() => setDraft(stored === null ? '' : String(stored))}
      onChange={(event) => {
        const text = clean(event.target.value);
        setDraft(text);
        field.onChange(parseDecimalInput(text));
      }}
      onBlur={() => {
        const typed = draft === null ? stored : parseDecimalInput(draft);
        setDraft(null);
        if (typed === null) return;
        const rounded = roundTo(typed, roundDigits);
        if (rounded !== stored) field.onChange(rounded);
      }}
    />
  );
}
