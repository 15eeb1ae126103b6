import type { FilterEntry, ListAnswer } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client';

/** Page size of a lookup's options; `nopaging` asks for the most a list call gives. */
const PAGE_SIZE = 20;
const NO_PAGING_SIZE = 200;

interface LookupRecordsQuery {
  target: string;
  endpoint: string | undefined;
  search: string;
  filters: readonly FilterEntry[];
  nopaging: boolean;
  enabled: boolean;
}

/** The looked-up object's records matching the search and the lookup's filters (first page only). */
export function useLookupRecords({
  target,
  endpoint,
  search,
  filters,
  nopaging,
  enabled,
}: LookupRecordsQuery) {
  const filter = filters.length > 0 ? JSON.stringify(filters) : undefined;
  return useQuery({
    queryKey: ['records', target, 'lookup', search, filter, nopaging],
    queryFn: ({ signal }) =>
      api.get<ListAnswer>(endpoint ?? `records/${target}`, {
        signal,
        query: {
          page: 1,
          pageSize: nopaging ? NO_PAGING_SIZE : PAGE_SIZE,
          search: search || undefined,
          filter,
        },
      }),
    enabled,
  });
}
