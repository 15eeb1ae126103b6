import type { ObjectDefinition } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { definitionClient } from './definition-client';

/** One object's definition (null when the server has none), batched and cached by the definition client. */
export function useObjectDefinition(name: string | undefined) {
  return useQuery<ObjectDefinition | null>({
    queryKey: ['definition', name],
    queryFn: () => (name ? definitionClient.get(name) : Promise.resolve(null)),
    enabled: name !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
