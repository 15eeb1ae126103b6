import type { ObjectDefinition } from '@atrium/core';
import { useCallback, useState } from 'react';
import { useSession } from '../../session/useSession';
import { defaultView, groupableAttributes, type ListView } from './board-grouping';

interface Preference {
  view: ListView;
  groupBy: string | undefined;
}

const keyOf = (userId: number | undefined, orgId: number | null, object: string) =>
  `atrium.listView.${userId ?? 0}.${orgId ?? 0}.${object}`;

function read(key: string, definition: ObjectDefinition): Preference {
  const fallback = defaultView(definition);
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<Preference> | null;
    const names = new Set(groupableAttributes(definition).map((attribute) => attribute.name));
    // A remembered field the object no longer has falls back to the default.
    const groupBy = stored?.groupBy && names.has(stored.groupBy) ? stored.groupBy : fallback.groupBy;
    const view = stored?.view === 'board' || stored?.view === 'grid' ? stored.view : fallback.view;
    return { view: groupBy ? view : 'grid', groupBy };
  } catch {
    return fallback;
  }
}

/**
 * The list's view (grid or board) and the board's grouping field, remembered per person, organization
 * and object in this browser; the object's default until the person chooses.
 */
export function useBoardPreference(definition: ObjectDefinition) {
  const { profile, activeOrganization } = useSession();
  const key = keyOf(profile?.id, activeOrganization, definition.name);
  const [state, setState] = useState(() => ({ key, preference: read(key, definition) }));
  const preference = state.key === key ? state.preference : read(key, definition);
  const update = useCallback(
    (change: Partial<Preference>) => {
      const next = { ...preference, ...change };
      window.localStorage.setItem(key, JSON.stringify(next));
      setState({ key, preference: next });
    },
    [key, preference],
  );
  return { ...preference, update };
}
