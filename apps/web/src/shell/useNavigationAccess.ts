import { MODULES, type ModuleDefinition, type NavigationEntry } from '@atrium/core';
import { useCallback, useMemo } from 'react';
import { HYPERION_FINANCIALS_URL } from '../app/config';
import { usePermissions } from '../session/permissions/usePermissions';
import {
  administrationModules,
  navigationPermissions,
  type ResolvedEntry,
  visibleEntries,
  visibleModules,
} from './navigation-filter';

const ALL_NAVIGATION_PERMISSIONS = navigationPermissions(MODULES);

/** External links come from deployment settings; only hyperion's financials exists today. */
export function externalUrl(entry: NavigationEntry): string {
  return entry.key === 'hyperion.financials' ? HYPERION_FINANCIALS_URL : '';
}

/** What the rail and sidebars may show, from one batched permission lookup for the whole registry. */
export function useNavigationAccess() {
  const { ready, has } = usePermissions(ALL_NAVIGATION_PERMISSIONS);
  const modules = useMemo(() => (ready ? visibleModules(MODULES, has) : []), [ready, has]);
  const administration = useMemo(() => (ready ? administrationModules(MODULES, has) : []), [ready, has]);
  const entriesOf = useCallback(
    (module: ModuleDefinition): ResolvedEntry[] => (ready ? visibleEntries(module, has, externalUrl) : []),
    [ready, has],
  );
  return { ready, modules, administration, entriesOf };
}
