import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { definitionClient } from '../../../metadata/definition-client';

/** The parent types as select options, named by their display names once their definitions load. */
export function usePolymorphTypes(parents: readonly string[]): { value: string; label: string }[] {
  const definitions = useQueries({
    // Same key as useObjectDefinition, so the definitions are shared with the rest of the screen.
    queries: parents.map((name) => ({
      queryKey: ['definition', name],
      queryFn: () => definitionClient.get(name),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const names = definitions.map((query) => query.data?.display_name ?? '').join('\u0000');
  return useMemo(() => {
    const shown = names.split('\u0000');
    return parents.map((name, index) => ({ value: name, label: shown[index] || name }));
  }, [parents, names]);
}
