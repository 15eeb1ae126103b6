import type { ObjectDefinition } from '@atrium/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { definitionClient } from './definition-client';

const definitionKey = (name: string | undefined) => ['definition', name] as const;

/**
 * One object's definition (null when the server has none), batched and cached by the definition client.
 * A stored copy shows at once; when revalidation replaces it, the query data follows.
 */
export function useObjectDefinition(name: string | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (name === undefined) return;
    const sync = () => {
      const latest = definitionClient.peek(name);
      const shown = queryClient.getQueryData<ObjectDefinition | null>(definitionKey(name));
      // A replacement made while no screen watched this name must not leave the old copy in the query cache.
      if (latest !== undefined && shown !== undefined && shown?.version !== latest?.version) {
        queryClient.setQueryData(definitionKey(name), latest);
      }
    };
    sync();
    return definitionClient.subscribe(name, sync);
  }, [name, queryClient]);

  return useQuery<ObjectDefinition | null>({
    queryKey: definitionKey(name),
    queryFn: () => (name ? definitionClient.get(name) : Promise.resolve(null)),
    enabled: name !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
