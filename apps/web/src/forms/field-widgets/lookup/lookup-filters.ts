import { FILTER_OPERATION_NAMES, type FilterEntry, type FilterOperation } from '@atrium/core';
import { isEmptyValue, valueAtPath } from '../shared/field-value';

/** Operator spellings designers use, mapped to the list's filter operations. */
const OPERATOR_ALIASES: Readonly<Record<string, FilterOperation>> = {
  '=': 'equals',
  '==': 'equals',
  eq: 'equals',
  '!=': 'notEquals',
  '<>': 'notEquals',
  neq: 'notEquals',
  like: 'contains',
  '>': 'greaterThan',
  '>=': 'greaterThanOrEqual',
  '<': 'lessThan',
  '<=': 'lessThanOrEqual',
};

function operationOf(operator: unknown): FilterOperation {
  if (typeof operator !== 'string') return 'equals';
  if ((FILTER_OPERATION_NAMES as readonly string[]).includes(operator)) return operator as FilterOperation;
  return OPERATOR_ALIASES[operator.toLowerCase()] ?? 'equals';
}

/**
 * A lookup's `filters` option as list filters: each names the `attribute` of the looked-up object and
 * takes its value from `static`, or from `accessor` (a path into the record being edited). A
 * `transparent` filter whose value is empty is left out; any other filter with an empty value matches
 * only records where the attribute is empty, so an unset parent field never widens the choice.
 */
export function lookupFilters(option: unknown, record: Readonly<Record<string, unknown>>): FilterEntry[] {
  if (!Array.isArray(option)) return [];
  return option.flatMap((entry: unknown): FilterEntry[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const filter = entry as Record<string, unknown>;
    if (typeof filter.attribute !== 'string' || filter.attribute === '') return [];
    const value =
      filter.static !== undefined
        ? filter.static
        : typeof filter.accessor === 'string'
          ? valueAtPath(record, filter.accessor)
          : undefined;
    const operation = operationOf(filter.operator);
    if (operation === 'isEmpty' || operation === 'isNotEmpty')
      return [{ columnName: filter.attribute, operation }];
    if (isEmptyValue(value)) {
      return filter.transparent === true ? [] : [{ columnName: filter.attribute, operation: 'isEmpty' }];
    }
    return [{ columnName: filter.attribute, operation, value }];
  });
}
