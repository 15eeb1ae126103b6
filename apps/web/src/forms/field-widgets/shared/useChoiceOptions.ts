import { type ChoiceItem, choiceItems } from '@atrium/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../widget-types';

export interface ChoiceOptions {
  /** What the input offers: the attribute's items, narrowed by a SET_OPTIONS rule when one applies. */
  offered: ChoiceItem[];
  /** The label of a stored value, whether or not it is still offered. */
  labelOf: (value: string) => string;
}

type ChoiceSource = Pick<FieldWidgetProps, 'attribute' | 'allowedOptions'>;

/** The items of a choice field (`options.items`), computed once per attribute and rule outcome. */
export function useChoiceOptions({ attribute, allowedOptions }: ChoiceSource): ChoiceOptions {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const all = useMemo(() => (attribute ? choiceItems(attribute, locale) : []), [attribute, locale]);
  const offered = useMemo(() => {
    if (allowedOptions === undefined) return all;
    const allowed = new Set(allowedOptions);
    return all.filter((item) => allowed.has(item.value));
  }, [all, allowedOptions]);
  const labelOf = useMemo(() => {
    const labels = new Map(all.map((item) => [item.value, item.label]));
    return (value: string) => labels.get(value) ?? value;
  }, [all]);
  return { offered, labelOf };
}
