import type {
  AttributeChange,
  AttributeInput,
  CreatorObject,
  ObjectChange,
  ObjectDefinition,
  ObjectInput,
  RelationshipInput,
} from '@atrium/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../app/api-client';

const LIST_KEY = ['creator', 'objects'] as const;
const definitionKey = (name: string) => ['creator', 'definition', name] as const;

export function useCreatorObjects(enabled = true) {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => api.get<{ data: CreatorObject[] }>('administration/creator/objects', { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useObjectDefinition(name: string | undefined) {
  return useQuery({
    queryKey: definitionKey(name ?? ''),
    queryFn: ({ signal }) => api.get<ObjectDefinition>(`administration/objects/${name}`, { signal }),
    enabled: Boolean(name),
  });
}

/**
 * The creator's writes. Each keeps the cached list and definitions in step: a definition the server
 * answers replaces the cached one, anything else is read again.
 */
export function useCreatorCalls() {
  const client = useQueryClient();
  const refresh = useCallback(
    async (names: readonly string[]) => {
      await client.invalidateQueries({ queryKey: LIST_KEY });
      for (const name of names) await client.invalidateQueries({ queryKey: definitionKey(name) });
    },
    [client],
  );
  const keep = useCallback(
    async (definition: ObjectDefinition) => {
      client.setQueryData(definitionKey(definition.name), definition);
      await client.invalidateQueries({ queryKey: LIST_KEY });
      return definition;
    },
    [client],
  );

  return {
    createObject: async (input: ObjectInput) =>
      keep(await api.post<ObjectDefinition>('administration/creator/objects', input)),
    updateObject: async (object: string, change: ObjectChange) =>
      keep(await api.put<ObjectDefinition>(`administration/creator/objects/${object}`, change)),
    addAttribute: async (object: string, input: AttributeInput) => {
      const answer = await api.post<{ id: number }>(
        `administration/creator/objects/${object}/attributes`,
        input,
      );
      await refresh([object]);
      return answer.id;
    },
    updateAttribute: async (object: string, id: number, change: AttributeChange) =>
      keep(
        await api.put<ObjectDefinition>(`administration/creator/objects/${object}/attributes/${id}`, change),
      ),
    removeAttribute: async (object: string, id: number) =>
      keep(await api.delete<ObjectDefinition>(`administration/creator/objects/${object}/attributes/${id}`)),
    addRelationship: async (input: RelationshipInput) => {
      const answer = await api.post<{ id: number }>('administration/creator/relationships', input);
      await refresh([input.parent_object, input.child_object]);
      return answer.id;
    },
  };
}
