import type { ModuleDefinition, NavigationEntry } from '@atrium/core';
import type { ReactNode } from 'react';
import { RequirePermissions } from '../session/permissions/RequirePermissions';

/** A module page needs the module's permissions, then its navigation entry's own (spec 000 §6). */
export function ModuleRouteGuard({
  module,
  entry,
  children,
}: {
  module: ModuleDefinition;
  entry?: NavigationEntry;
  children: ReactNode;
}) {
  return (
    <RequirePermissions requires={module.requires}>
      <RequirePermissions requires={entry?.requires}>{children}</RequirePermissions>
    </RequirePermissions>
  );
}
