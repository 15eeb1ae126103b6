import type { RecordData } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { isApiError } from '../../app/api-error';

export const recordKey = (object: string, id: string) => ['records', object, 'record', id] as const;

/** One record; a 404 or 403 is an answer, not something to retry. */
export function useRecordQuery(object: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: recordKey(object, id),
    queryFn: ({ signal }) => api.get<RecordData>(`records/${object}/${id}`, { signal }),
    enabled,
    retry: (count, error) =>
      !(isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) && count < 2,
  });
}
