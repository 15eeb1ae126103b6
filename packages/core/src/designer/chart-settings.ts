import {
  countsByDefault,
  FIELD_TYPE_SPECS,
  type FieldType,
  GROUPABLE_STORAGES,
  isFieldType,
} from '../metadata/field-types';
import type { FormNode } from '../metadata/form-schema';

interface CountedObject {
  display_name: string;
  attributes: readonly { name: string; label: string; type: string }[];
}

const textOption = (node: FormNode, key: string) => {
  const value = node.options?.[key] ?? node.properties?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The object a chart counts: its `object` option, else the form's own. */
export function chartObjectName(node: FormNode, formObject: string): string {
  return textOption(node, 'object') ?? formObject;
}

/**
 * Why a bar chart cannot draw with its settings, in words that say what to set; undefined when it
 * can (or when a custom service path answers instead of the statistics call).
 */
export function barChartProblem(node: FormNode, counted: CountedObject): string | undefined {
  if (node.type !== 'chartBar' || textOption(node, 'customServicePath')) return undefined;
  const groupBy = textOption(node, 'groupBy') ?? textOption(node, 'key');
  const title = textOption(node, 'title') ?? 'The bar chart';
  if (groupBy === undefined) {
    if (counted.attributes.some((attribute) => countsByDefault(attribute.type))) return undefined;
    return `${title} has nothing to count by: ${counted.display_name} has no choice field. Set its Group by option to one of ${counted.display_name}'s fields.`;
  }
  const field = counted.attributes.find((attribute) => attribute.name === groupBy);
  if (!field)
    return `${title} counts by '${groupBy}', which is not a field of ${counted.display_name}. Set its Group by option to one of its fields.`;
  const storage = isFieldType(field.type) ? FIELD_TYPE_SPECS[field.type as FieldType].storage : 'none';
  if (!GROUPABLE_STORAGES.has(storage))
    return `${title} cannot count by ${field.label}. Set its Group by option to a choice, yes/no, whole number, date or lookup field.`;
  return undefined;
}

/** Every bar chart of a form body with its node. */
export function barChartsOf(body: FormNode): FormNode[] {
  return [...(body.type === 'chartBar' ? [body] : []), ...(body.children ?? []).flatMap(barChartsOf)];
}
