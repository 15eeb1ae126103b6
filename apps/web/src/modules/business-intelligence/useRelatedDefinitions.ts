import type { ObjectDefinition, RelatedObjects } from '@atrium/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { definitionClient } from '../../metadata/definition-client';
import { relatedObjectsOf } from './report-builder';

/**
 * The definitions of the objects a report reads through lookups, through the same cache and query key
 * as useObjectDefinition. One still loading is unknown to core's check, so a report on it waits.
 */
export function useRelatedDefinitions(names: readonly string[]): RelatedObjects {
  const answers = useQueries({
    queries: names.map((name) => ({
      queryKey: ['definition', name] as const,
      queryFn: () => definitionClient.get(name),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const loaded: (ObjectDefinition | null | undefined)[] = answers.map((answer) => answer.data);
  const versions = loaded.map((related) => (related ? `${related.name}@${related.version}` : '')).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is a new array each render; `versions` says when its definitions change.
  return useMemo(() => relatedObjectsOf(loaded), [versions]);
}
