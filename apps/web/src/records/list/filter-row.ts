import { type Attribute, choiceItems, type FilterEntry, storageOf } from '@atrium/core';

/** What the filter cell of a column offers, from the field's storage (spec 001 §2.6). */
export type FilterKind = 'text' | 'number' | 'date' | 'datetime' | 'choice' | 'boolean' | 'none';

/** What a person typed in one filter cell. Ranges keep either end open. */
export type FilterInput =
  | { kind: 'text'; value: string }
  | { kind: 'number'; from?: number | undefined; to?: number | undefined }
  | { kind: 'date' | 'datetime'; from?: string | undefined; to?: string | undefined }
  | { kind: 'choice'; values: string[] }
  | { kind: 'boolean'; value: '1' | '0' }
  /**
   * A lookup equal to one record (`account_id` = 42), as a chart on a record's form opens the list: not
   * typed in the row, only brought by an address; `label` names the record in the cell.
   */
  | { kind: 'lookup'; id: number; label?: string | undefined };

export type FilterRow = Record<string, FilterInput>;

export function filterKindOf(attribute: Attribute): FilterKind {
  switch (storageOf(attribute)) {
    case 'text':
      return choiceItems(attribute).length > 0 ? 'choice' : 'text';
    case 'json':
      return 'text';
    case 'integer':
    case 'decimal':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'boolean':
      return 'boolean';
    default:
      return 'none';
  }
}

type Bound = number | string;

/** A range as the API's operations: equals when both ends agree, between, or one open end. */
function range(
  columnName: string,
  from: Bound | undefined,
  to: Bound | undefined,
  exact: boolean,
): FilterEntry[] {
  if (from !== undefined && to !== undefined) {
    if (from === to && exact) return [{ columnName, operation: 'equals', value: from }];
    return [{ columnName, operation: 'between', value: [from, to] }];
  }
  if (from !== undefined) return [{ columnName, operation: 'greaterThanOrEqual', value: from }];
  if (to !== undefined) return [{ columnName, operation: 'lessThanOrEqual', value: to }];
  return [];
}

/** Date-times are filtered by whole days: the start of the first day to the end of the last. */
const dayStart = (day: string) => `${day}T00:00:00.000`;
const dayEnd = (day: string) => `${day}T23:59:59.999`;

function entriesOf(columnName: string, input: FilterInput): FilterEntry[] {
  switch (input.kind) {
    case 'text': {
      const value = input.value.trim();
      return value ? [{ columnName, operation: 'contains', value }] : [];
    }
    case 'number':
      return range(columnName, input.from, input.to, true);
    case 'date':
      return range(columnName, input.from || undefined, input.to || undefined, true);
    case 'datetime':
      return range(
        columnName,
        input.from ? dayStart(input.from) : undefined,
        input.to ? dayEnd(input.to) : undefined,
        false,
      );
    case 'choice':
      if (input.values.length === 0) return [];
      return input.values.length === 1
        ? [{ columnName, operation: 'equals', value: input.values[0] }]
        : [{ columnName, operation: 'in', value: input.values }];
    case 'boolean':
      return [{ columnName, operation: 'equals', value: input.value }];
    case 'lookup':
      return Number.isSafeInteger(input.id) && input.id > 0
        ? [{ columnName, operation: 'equals', value: input.id }]
        : [];
    default: {
      const unreachable: never = input;
      return unreachable;
    }
  }
}

/** The filter row as the list call's `filter` (docs/api/records.md), in column order. */
export function toApiFilter(row: FilterRow, columns: readonly string[]): FilterEntry[] {
  return columns.flatMap((column) => {
    const input = row[column];
    return input ? entriesOf(column, input) : [];
  });
}
