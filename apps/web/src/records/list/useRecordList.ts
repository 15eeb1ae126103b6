import type { FilterEntry, ListAnswer, SortEntry } from '@atrium/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api-client';
import { applyLiveEvent, type LiveListEvent } from './list-live-reducer';
import { mayBelongToList } from './live-match';

export interface ListParams {
  page: number;
  pageSize: number;
  sorting: SortEntry | undefined;
  filter: FilterEntry[];
  search: string;
  /** The columns the grid shows: only those are read and sent (with id, version and permission). */
  fields: string[];
}

export const recordListKey = (object: string, params: ListParams) =>
  ['records', object, 'list', params] as const;

/** One page of an object's records (docs/api/records.md), kept on screen while the next one loads. */
export function useRecordList(object: string, params: ListParams) {
  const queryClient = useQueryClient();
  const key = recordListKey(object, params);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<ListAnswer>(`records/${object}`, {
        signal,
        query: {
          page: params.page,
          pageSize: params.pageSize,
          ...(params.sorting ? { sorting: JSON.stringify([params.sorting]) } : {}),
          ...(params.filter.length ? { filter: JSON.stringify(params.filter) } : {}),
          ...(params.search ? { search: params.search } : {}),
          ...(params.fields.length ? { fields: params.fields.join(',') } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is rebuilt from `object` and `params`.
  const applyLive = useCallback(
    (event: LiveListEvent) => {
      // A record made elsewhere joins this page only if the page's filters and search admit it.
      if (event.type === 'created' && !mayBelongToList(event.record, params)) return;
      queryClient.setQueryData<ListAnswer>(key, (list) => (list ? applyLiveEvent(list, event) : list));
    },
    [queryClient, object, params],
  );
  return { ...query, applyLive };
}
