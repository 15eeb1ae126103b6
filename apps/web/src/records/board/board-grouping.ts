import {
  type Attribute,
  boardGroupingAttributes,
  choiceItems,
  defaultListView,
  type FilterEntry,
  type ObjectDefinition,
} from '@atrium/core';
import { mayBelongToList } from '../list/live-match';

/** Spec 001 §9: a kanban column loads 15 records a page, from page 1. */
export const COLUMN_PAGE_SIZE = 15;

export type ListView = 'grid' | 'board';

/** One column of the board: a value of the grouping field, or the records that have none. */
export interface BoardColumn {
  /** The stored value; null for "no value". */
  value: string | null;
  label: string;
}

/** The attributes a board can group this object's records by, in the definition's order. */
export function groupableAttributes(definition: ObjectDefinition): Attribute[] {
  return boardGroupingAttributes(definition.attributes);
}

/** The view an object opens on when its reader has not chosen one (core's defaultListView). */
export function defaultView(definition: ObjectDefinition): { view: ListView; groupBy: string | undefined } {
  return defaultListView(definition);
}

/** The board's columns: one per choice, in the field's order and the reader's language, then "no value". */
export function boardColumns(attribute: Attribute, noValue: string, locale?: string): BoardColumn[] {
  return [
    ...choiceItems(attribute, locale).map((choice) => ({ value: choice.value, label: choice.label })),
    { value: null, label: noValue },
  ];
}

/** The list call's filter for a column: the value, or an empty field (docs/api/records.md). */
export function columnFilter(field: string, value: string | null): FilterEntry[] {
  return value === null
    ? [{ columnName: field, operation: 'isEmpty', value: '' }]
    : [{ columnName: field, operation: 'equals', value }];
}

/**
 * The list call's filter for a column on a narrowed list: the list's own filter (its filter row, or a
 * chart's `?filter=`) and the column's value must both hold, so each column shows only its matching records.
 */
export function narrowedColumnFilter(
  listFilter: readonly FilterEntry[],
  field: string,
  value: string | null,
): FilterEntry[] {
  return [...listFilter, ...columnFilter(field, value)];
}

/**
 * Whether a card moved to `value` still meets the list's filter. Only the entries on the grouping field
 * can change with a move (the card met the rest to be shown); one it no longer meets leaves the board.
 */
export function staysOnBoard(
  listFilter: readonly FilterEntry[],
  field: string,
  value: string | null,
): boolean {
  const onField = listFilter.filter((entry) => entry.columnName === field);
  return mayBelongToList({ [field]: value }, { filter: onField, search: '' });
}

/** Spec 001 §4.8: the next page to load, or none once a page came back shorter than the page size. */
export function nextColumnPage(
  lastPage: { data: readonly unknown[] },
  pagesLoaded: number,
): number | undefined {
  return lastPage.data.length < COLUMN_PAGE_SIZE ? undefined : pagesLoaded + 1;
}

/** The column a record sits in: its value when it is one of the columns, else "no value". */
export function columnOf(columns: readonly BoardColumn[], value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return columns.some((column) => column.value === text) ? text : null;
}
