import { adminEntryName, type ModuleDefinition, type NavigationEntry } from '@atrium/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectNames } from '../records/custom-objects/useCustomObjects';

/**
 * Translated names: modules under `modules.{key}`, navigation entries under `nav.{entry.key}`; an entry
 * an administrator named (a custom object) shows that name, and a built-in entry whose object an
 * administrator gave a plural name in the person's language shows that one.
 */
export function useModuleLabels() {
  const { t, i18n } = useTranslation();
  const names = useObjectNames();
  const moduleName = useCallback((module: ModuleDefinition) => t(`modules.${module.key}`), [t]);
  const entryLabel = useCallback(
    (entry: NavigationEntry) =>
      entry.label ?? (names && adminEntryName(names, entry, i18n.language)) ?? t(`nav.${entry.key}`),
    [t, names, i18n.language],
  );
  return { moduleName, entryLabel };
}
