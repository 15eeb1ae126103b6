import type { FilterEntry, ListAnswer } from '@atrium/core';
import { hashKey, type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { COLUMN_PAGE_SIZE, narrowedColumnFilter, nextColumnPage } from './board-grouping';

/** What every column of one board reads: the cards' fields, and the list's filter and search. */
export interface BoardQuery {
  fields: readonly string[];
  filter: readonly FilterEntry[];
  search: string;
}

export const boardKey = (object: string) => ['records', object, 'board'] as const;
/** The columns of the board as shown now: a new search or filter is a new set of columns. */
export const boardQueryKey = (object: string, field: string, query: BoardQuery) =>
  [...boardKey(object), field, query] as const;
export const columnKey = (object: string, field: string, query: BoardQuery, value: string | null) =>
  [...boardQueryKey(object, field, query), value] as const;

/** The column value a key of columnKey's shape holds. */
export const columnValueOfKey = (key: QueryKey) => key[key.length - 1] as string | null;

/**
 * Whether a cached key is a column of exactly this board: prefix matching alone would let an empty
 * filter also match the columns still cached for another filter.
 */
export function isColumnOf(key: QueryKey, board: QueryKey): boolean {
  return key.length === board.length + 1 && hashKey(key.slice(0, board.length)) === hashKey(board);
}

export type ColumnData = InfiniteData<ListAnswer, number>;

/** One column of the board: the list call filtered on the column's value, 15 a page (spec 001 §9). */
export function useKanbanColumn(
  object: string,
  column: { field: string; value: string | null; query: BoardQuery },
) {
  const { field, value, query } = column;
  return useInfiniteQuery({
    queryKey: columnKey(object, field, query, value),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<ListAnswer>(`records/${object}`, {
        signal,
        query: {
          page: pageParam,
          pageSize: COLUMN_PAGE_SIZE,
          filter: JSON.stringify(narrowedColumnFilter(query.filter, field, value)),
          fields: query.fields.join(','),
          ...(query.search ? { search: query.search } : {}),
        },
      }),
    getNextPageParam: (lastPage, pages) => nextColumnPage(lastPage, pages.length),
  });
}
