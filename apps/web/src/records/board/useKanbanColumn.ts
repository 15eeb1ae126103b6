import type { ListAnswer } from '@atrium/core';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { COLUMN_PAGE_SIZE, columnFilter, nextColumnPage } from './board-grouping';

export const boardKey = (object: string) => ['records', object, 'board'] as const;
export const columnKey = (object: string, field: string, value: string | null, fields: readonly string[]) =>
  [...boardKey(object), field, value, fields] as const;

export type ColumnData = InfiniteData<ListAnswer, number>;

/** One column of the board: the list call filtered on the column's value, 15 a page (spec 001 §9). */
export function useKanbanColumn(
  object: string,
  column: { field: string; value: string | null; fields: readonly string[] },
) {
  return useInfiniteQuery({
    queryKey: columnKey(object, column.field, column.value, column.fields),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<ListAnswer>(`records/${object}`, {
        signal,
        query: {
          page: pageParam,
          pageSize: COLUMN_PAGE_SIZE,
          filter: JSON.stringify(columnFilter(column.field, column.value)),
          fields: column.fields.join(','),
        },
      }),
    getNextPageParam: (lastPage, pages) => nextColumnPage(lastPage, pages.length),
  });
}
