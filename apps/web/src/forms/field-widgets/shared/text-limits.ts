import { FIELD_TYPE_SPECS } from '@atrium/core';
import type { FieldWidgetProps } from '../widget-types';
import { optionOf } from './field-options';

/** The most characters a text field takes: its `limits.max` option, never beyond the type's limit (§9). */
export function maxLengthOf(props: Pick<FieldWidgetProps, 'node' | 'attribute'>): number | undefined {
  const typeMax = props.attribute ? FIELD_TYPE_SPECS[props.attribute.type].limits?.max : undefined;
  const limits = optionOf(props, 'limits');
  const optionMax =
    typeof limits === 'object' && limits !== null && 'max' in limits && typeof limits.max === 'number'
      ? limits.max
      : undefined;
  if (optionMax === undefined || optionMax <= 0) return typeMax;
  return typeMax === undefined ? optionMax : Math.min(optionMax, typeMax);
}
