import type { ChoiceItem } from '@atrium/core';
import { Select } from 'antd';
import type { FieldWidgetProps } from '../widget-types';
import { stringOption } from './field-options';
import { listOf, textOf } from './field-value';
import { inputA11y } from './input-a11y';

interface ChoiceSelectProps {
  field: FieldWidgetProps;
  options: readonly ChoiceItem[];
  /** One value (text), several (a list), or several with free entries (tags). */
  mode?: 'single' | 'multiple' | 'tags';
}

const SEARCH = { optionFilterProp: 'label' } as const;

/** A searchable select over choice items; single values travel as text, several as a list of texts. */
export function ChoiceSelect({ field, options, mode = 'single' }: ChoiceSelectProps) {
  const common = {
    ...inputA11y(field),
    options: options as ChoiceItem[],
    showSearch: SEARCH,
    allowClear: true,
    disabled: field.readOnly,
    placeholder: stringOption(field, 'placeholder'),
    style: { width: '100%' },
  };
  if (mode === 'single') {
    const value = textOf(field.value);
    return (
      <Select<string>
        {...common}
        value={value === '' ? undefined : value}
        onChange={(next) => field.onChange(next ?? null)}
      />
    );
  }
  return (
    <Select<string[]>
      {...common}
      mode={mode}
      tokenSeparators={mode === 'tags' ? [','] : undefined}
      value={listOf(field.value)}
      onChange={(next) => field.onChange(next ?? [])}
    />
  );
}
