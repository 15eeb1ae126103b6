import {
  type CustomObject,
  customObjectEntry,
  customObjectsResponseSchema,
  hostsCustomObjects,
  type ModuleDefinition,
  type NavigationEntry,
  objectNamesResponseSchema,
  sidebarObjects,
} from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client';
import { useSession } from '../../session/useSession';

/** Objects made in the object creator that the person may list, in the active organization. */
export function useCustomObjects(enabled = true) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['custom-objects', activeOrganization],
    queryFn: async (): Promise<CustomObject[]> =>
      customObjectsResponseSchema.parse(await api.get('def/objects/custom')).data,
    staleTime: 60_000,
    enabled,
  });
}

/**
 * Every object the person may list with the names administrators gave it per language, by object name:
 * built-in navigation entries show those names. Until it answers (or if it fails), the shipped ones show.
 */
export function useObjectNames(): ReadonlyMap<string, CustomObject> | undefined {
  const { activeOrganization, loggedIn } = useSession();
  const { data } = useQuery({
    queryKey: ['object-names', activeOrganization],
    queryFn: async (): Promise<CustomObject[]> =>
      objectNamesResponseSchema.parse(await api.get('def/objects/names')).data,
    staleTime: 60_000,
    enabled: loggedIn,
  });
  return useMemo(() => (data ? new Map(data.map((object) => [object.name, object])) : undefined), [data]);
}

/** The navigation entries of one module's custom objects (none while they load, none for the shell's own areas). */
export function useCustomEntries(module: ModuleDefinition | undefined): NavigationEntry[] {
  const { data } = useCustomObjects(module !== undefined && hostsCustomObjects(module));
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () =>
      module ? sidebarObjects(data ?? [], module.key).map((object) => customObjectEntry(object, locale)) : [],
    [data, module, locale],
  );
}

/** The module with its custom objects appended to its navigation, for titles and breadcrumbs. */
export function useModuleWithCustomObjects(
  module: ModuleDefinition | undefined,
): ModuleDefinition | undefined {
  const entries = useCustomEntries(module);
  return useMemo(
    () =>
      module && entries.length > 0 ? { ...module, navigation: [...module.navigation, ...entries] } : module,
    [module, entries],
  );
}
