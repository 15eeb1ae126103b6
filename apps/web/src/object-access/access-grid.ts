import { OBJECT_VERBS, type ObjectAccess, type ObjectAccessSave } from '@atrium/core';

type Verb = (typeof OBJECT_VERBS)[number];

/** Role id → the verbs it holds, as the checkboxes show them. */
export type AccessGrid = ReadonlyMap<number, ReadonlySet<Verb>>;

export function gridOf(roles: ObjectAccess['roles']): AccessGrid {
  return new Map(roles.map((role) => [role.id, new Set(role.verbs)]));
}

/**
 * Ticking create, edit, delete or export also ticks view (nobody edits what they cannot open);
 * unticking view unticks the rest.
 */
export function toggleVerb(grid: AccessGrid, roleId: number, verb: Verb, on: boolean): AccessGrid {
  const verbs = new Set(grid.get(roleId) ?? []);
  if (on) {
    verbs.add(verb);
    verbs.add('view');
  } else if (verb === 'view') {
    verbs.clear();
  } else {
    verbs.delete(verb);
  }
  return new Map(grid).set(roleId, verbs);
}

/** The roles whose verbs differ from what was saved, in the PUT body's shape and verb order. */
export function accessChanges(saved: AccessGrid, edited: AccessGrid): ObjectAccessSave['roles'] {
  const changes: ObjectAccessSave['roles'] = [];
  for (const [id, verbs] of edited) {
    const before = saved.get(id) ?? new Set<Verb>();
    const same = before.size === verbs.size && [...verbs].every((verb) => before.has(verb));
    if (!same) changes.push({ id, verbs: OBJECT_VERBS.filter((verb) => verbs.has(verb)) });
  }
  return changes;
}
