import { z } from '../api/zod';
import { translated } from '../i18n/metadata-translations';
import { objectPermission } from '../metadata/identifiers';
import { objectTranslationsSchema } from '../metadata/object-definition';
import { EMBEDDED_OBJECT_SCOPES } from '../permissions/catalogue';
import type { ModuleDefinition, NavigationEntry } from './module-definition';
import { MODULES } from './modules';
import { objectNameOfEntry, objectNameOfScope } from './object-of-entry';

/** Objects with a place of their own: a registry navigation entry, or embedded in other records' pages. */
export const REGISTERED_OBJECTS: ReadonlySet<string> = new Set([
  ...MODULES.flatMap((module) => module.navigation.map(objectNameOfEntry)).filter(
    (name): name is string => name !== undefined,
  ),
  ...EMBEDDED_OBJECT_SCOPES.map(objectNameOfScope),
]);

/** Modules whose navigation may list objects an administrator created (not the shell's own areas). */
export function hostsCustomObjects(module: ModuleDefinition): boolean {
  return module.key !== 'userzone' && module.administration !== true;
}

export const customObjectSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  module: z.string(),
  translations: objectTranslationsSchema.optional(),
  /**
   * The module package that installed the object in this organization, if one did: the package's own
   * navigation reaches it (a masters tab, a related list), so the sidebar does not list it again.
   */
  package: z.string().nullable().optional(),
});
export type CustomObject = z.infer<typeof customObjectSchema>;

/**
 * `GET def/objects/custom`: objects outside the registry's navigation (made in the object creator or
 * installed by a module package) that the caller may list; each has its list and form routes.
 */
export const customObjectsResponseSchema = z.object({ data: z.array(customObjectSchema) });

/**
 * `GET def/objects/names`: every object the caller may list, built in or made in the creator, with the
 * names administrators gave it per language; the navigation names built-in entries with them.
 */
export const objectNamesResponseSchema = customObjectsResponseSchema;

/**
 * A built-in navigation entry's name in `locale` when an administrator gave its object a plural name
 * there; undefined leaves the shipped translation of the entry.
 */
export function adminEntryName(
  names: ReadonlyMap<string, CustomObject>,
  entry: NavigationEntry,
  locale: string,
): string | undefined {
  const object = objectNameOfEntry(entry);
  const named = object === undefined ? undefined : names.get(object);
  if (!named) return undefined;
  const plural = translated(named.translations, locale, 'plural_name', '');
  return plural === '' ? undefined : plural;
}

/** The objects the sidebar lists as entries of their own: those no module package installed. */
export function sidebarObjects(objects: readonly CustomObject[], module: string): CustomObject[] {
  return objects.filter((object) => object.module === module && !object.package);
}

/**
 * The navigation entry of an administrator-made object: its list at `/{module}/{name}`, named with the
 * object's plural name in `locale` (then its singular one there, then its English name).
 */
export function customObjectEntry(object: CustomObject, locale: string): NavigationEntry {
  const singular = translated(object.translations, locale, 'display_name', object.display_name);
  return {
    key: `${object.module}.${object.name}`,
    url: `/${object.module}/${object.name}`,
    icon: 'database',
    label: translated(object.translations, locale, 'plural_name', singular),
    requires: { all: [objectPermission(object.name, 'view')] },
  };
}
