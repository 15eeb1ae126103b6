import type { ListViewAnswer, ListViewPreference, ObjectDefinition } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../app/api-client';
import { useSession } from '../../session/useSession';
import { defaultView, groupableAttributes, type ListView } from './board-grouping';

interface Preference {
  view: ListView;
  groupBy: string | undefined;
}

/** A kept preference the object can still honour, else the object's default. */
export function effectivePreference(
  definition: ObjectDefinition,
  kept: ListViewPreference | null | undefined,
): Preference {
  const fallback = defaultView(definition);
  if (!kept) return fallback;
  const names = new Set(groupableAttributes(definition).map((attribute) => attribute.name));
  // A field the object no longer has (or no longer groups by) falls back to the default.
  const groupBy = kept.groupBy && names.has(kept.groupBy) ? kept.groupBy : fallback.groupBy;
  return { view: groupBy ? kept.view : 'grid', groupBy };
}

/**
 * The list's view (grid or board) and the board's grouping field, kept on the server per person,
 * organization and object (`userzone/list-views`); the object's default until the person chooses.
 * A change shows at once and is saved behind it.
 */
export function useBoardPreference(definition: ObjectDefinition) {
  const { activeOrganization } = useSession();
  const queryClient = useQueryClient();
  const key = useMemo(
    () => ['userzone', 'list-views', activeOrganization, definition.name] as const,
    [activeOrganization, definition.name],
  );
  // An object with nothing to group by only has the grid: there is nothing to ask.
  const boardable = useMemo(() => groupableAttributes(definition).length > 0, [definition]);
  const kept = useQuery({
    queryKey: key,
    enabled: boardable,
    queryFn: ({ signal }) => api.get<ListViewAnswer>(`userzone/list-views/${definition.name}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const preference = effectivePreference(definition, kept.data?.preference);
  const save = useMutation({
    mutationFn: (next: ListViewPreference) =>
      api.put<ListViewAnswer>(`userzone/list-views/${definition.name}`, next),
  });
  const update = useCallback(
    (change: Partial<Preference>) => {
      const next = { ...preference, ...change };
      const body: ListViewPreference = { view: next.view, groupBy: next.groupBy ?? null };
      queryClient.setQueryData<ListViewAnswer>(key, { preference: body });
      save.mutate(body);
    },
    [preference, queryClient, key, save],
  );
  return { ...preference, ready: !boardable || !kept.isPending, update };
}
