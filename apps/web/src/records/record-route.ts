import type { NavigationEntry, ObjectDefinition } from '@atrium/core';

/** What a record screen needs to know about where it lives. */
export interface RecordRoute {
  entry: NavigationEntry;
  definition: ObjectDefinition;
  /** The camelCase permission scope of the object (`salesOrder`). */
  scope: string;
  /** The list's path; records are at `${listRoute}/:id`, new ones at `${listRoute}/new`. */
  listRoute: string;
}

const CREATE_IDS = new Set(['new', 'add']);

/** A detail route whose id is new or add is a create form (spec 000 §2). */
export function isCreateId(id: string | undefined): boolean {
  return id === undefined || CREATE_IDS.has(id.toLowerCase());
}
