import { type Attribute, type FilterEntry, listColumns, type ObjectDefinition } from '@atrium/core';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { filterRowFromSearch } from './filter-from-url';
import { type FilterInput, type FilterRow, toApiFilter } from './filter-row';

/** Spec 001 §4.7: typing in the filter row loads after a 1 s pause. */
const LOAD_DEBOUNCE_MS = 1000;

export interface ListFilters {
  columns: Attribute[];
  /** The filter row as typed. */
  filters: FilterRow;
  setFilters: (row: FilterRow) => void;
  setFilterInput: (column: string, input: FilterInput | undefined) => void;
  /** The filter row once it settled, as the list call's `filter`. */
  filter: FilterEntry[];
  /** The top bar's search term. */
  search: string;
  setSearch: (term: string) => void;
}

/**
 * The list's columns, and after them any lookup the address filters on that the list does not show
 * (a chart on an account's form filters opportunities by `account_id`): a filter is seen where it applies.
 */
export function withFilteredLookups(definition: ObjectDefinition, row: FilterRow): Attribute[] {
  const listed = listColumns(definition);
  const shown = new Set(listed.map((column) => column.name));
  const extra = definition.attributes.filter(
    (attribute) => row[attribute.name]?.kind === 'lookup' && !shown.has(attribute.name),
  );
  return extra.length > 0 ? [...listed, ...extra] : listed;
}

/**
 * What narrows a list, kept by the list page so the grid and the board share it: the filter row (or a
 * chart's `?filter=`, see filter-from-url.ts) and the top bar's search survive a switch between them.
 */
export function useListFilters(definition: ObjectDefinition): ListFilters {
  const { search: address } = useLocation();
  const [filters, setFilters] = useState<FilterRow>(() => filterRowFromSearch(address));
  const [initial] = useState(filters);
  const columns = useMemo(() => withFilteredLookups(definition, initial), [definition, initial]);
  const [search, setSearch] = useState('');
  const settledFilters = useDebouncedValue(filters, LOAD_DEBOUNCE_MS);
  const filter = useMemo(
    () =>
      toApiFilter(
        settledFilters,
        columns.map((column) => column.name),
      ),
    [settledFilters, columns],
  );
  const setFilterInput = useCallback((column: string, input: FilterInput | undefined) => {
    setFilters((current) => {
      const next = { ...current };
      if (input) next[column] = input;
      else delete next[column];
      return next;
    });
  }, []);
  return { columns, filters, setFilters, setFilterInput, filter, search, setSearch };
}
