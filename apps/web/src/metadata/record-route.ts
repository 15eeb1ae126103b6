import {
  MODULES,
  type ModuleDefinition,
  type NavigationEntry,
  type ObjectDefinition,
  objectNameOfEntry,
} from '@atrium/core';

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

/** What the list page asks about besides its gate: whether New and Export are offered. */
export const listPagePermissions = (scope: string) => [`${scope}:create`, `${scope}:export`];

/** What the form page asks about besides its gate: editing, deleting, and the rule trace for admins. */
export const formPagePermissions = (scope: string) => [`${scope}:edit`, `${scope}:delete`, 'module:admin'];

/** A detail route whose id is new or add is a create form (spec 000 §2). */
export function isCreateId(id: string | undefined): boolean {
  return id === undefined || CREATE_IDS.has(id.toLowerCase());
}

/** The list path of an object's generic record screens, or undefined when no navigation entry shows it. */
export function listRouteOf(
  object: string,
  modules: readonly ModuleDefinition[] = MODULES,
): string | undefined {
  for (const module of modules) {
    // The same entries `moduleRouteList` gives record screens to.
    if (module.key === 'userzone') continue;
    const entry = module.navigation.find(
      (candidate) => candidate.url !== `/${module.key}` && objectNameOfEntry(candidate) === object,
    );
    if (entry) return entry.url;
  }
  return undefined;
}
