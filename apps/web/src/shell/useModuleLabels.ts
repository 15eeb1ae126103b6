import type { ModuleDefinition, NavigationEntry } from '@atrium/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translated names: modules under `modules.{key}`, navigation entries under `nav.{entry.key}`; an entry
 * an administrator named (a custom object) shows that name.
 */
export function useModuleLabels() {
  const { t } = useTranslation();
  const moduleName = useCallback((module: ModuleDefinition) => t(`modules.${module.key}`), [t]);
  const entryLabel = useCallback((entry: NavigationEntry) => entry.label ?? t(`nav.${entry.key}`), [t]);
  return { moduleName, entryLabel };
}
