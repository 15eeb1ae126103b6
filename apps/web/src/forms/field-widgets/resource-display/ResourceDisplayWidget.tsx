import { EmptyValue } from '../shared/EmptyValue';
import { booleanOption, stringOption } from '../shared/field-options';
import { isEmptyValue, textOf, valueAtPath } from '../shared/field-value';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** The text of what `resourceDataAccessor` points at: a value, or a list of values joined. */
function resourceText(props: FieldWidgetProps): string {
  const path = stringOption(props, 'resourceDataAccessor') ?? props.node.attributeName;
  if (path === undefined) return '';
  const value = valueAtPath(props.record, path);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return isEmptyValue(value) ? '' : textOf(value);
}

function ResourceDisplay(props: FieldWidgetProps) {
  const text = resourceText(props);
  if (text === '') return booleanOption(props, 'hideIfEmpty') ? null : <EmptyValue />;
  return <span>{text}</span>;
}

/** resourceDisplay: a value read from the record by a dotted path; nothing at all with hideIfEmpty. */
export const ResourceDisplayWidget: FieldWidget = {
  Input: ResourceDisplay,
  Display: ResourceDisplay,
  labelled: true,
};
