import {
  hostsCustomObjects,
  MODULES,
  type ModuleDefinition,
  type NavigationEntry,
  objectNameOfEntry,
} from '@atrium/core';
import { Suspense } from 'react';
import { Route } from 'react-router';
import { CustomObjectScreen } from '../records/custom-objects/CustomObjectScreen';
import { RecordScreen } from '../records/RecordScreen';
import { RequirePermissions } from '../session/permissions/RequirePermissions';
import { LoadingBlock } from '../ui/LoadingBlock';
import { ENTRY_PAGES } from './entry-pages';
import { ModulePage } from './ModulePage';
import { ModuleRouteGuard } from './ModuleRouteGuard';

interface ModuleRoute {
  path: string;
  module: ModuleDefinition;
  entry?: NavigationEntry;
  /** The entry shows an object's records: `list` at its URL, `detail` at `/:id`. */
  records?: { object: string; view: 'list' | 'detail' };
  /** `/{module}/:object[/:id]`: an object made in the object creator (registry routes rank above it). */
  custom?: 'list' | 'detail';
}

/** Every route the registry implies: each module's base, each navigation entry, and its `/:id` form. */
export function moduleRouteList(modules: readonly ModuleDefinition[] = MODULES): ModuleRoute[] {
  const routes: ModuleRoute[] = [];
  for (const module of modules) {
    if (module.key === 'userzone') continue;
    const base = `/${module.key}`;
    const baseEntry = module.navigation.find((entry) => entry.url === base);
    routes.push({ path: base, module, ...(baseEntry ? { entry: baseEntry } : {}) });
    for (const entry of module.navigation) {
      if (entry.external || entry.url === base) continue;
      // A screen of its own (the workflow designer) wins over records its permission might name.
      const object = ENTRY_PAGES[entry.url] ? undefined : objectNameOfEntry(entry);
      routes.push({
        path: entry.url,
        module,
        entry,
        ...(object ? { records: { object, view: 'list' } } : {}),
      });
      routes.push({
        path: `${entry.url}/:id`,
        module,
        entry,
        ...(object ? { records: { object, view: 'detail' } } : {}),
      });
    }
    if (hostsCustomObjects(module)) {
      routes.push({ path: `${base}/:object`, module, custom: 'list' });
      routes.push({ path: `${base}/:object/:id`, module, custom: 'detail' });
    }
  }
  return routes;
}

function elementOf({ module, entry, records, custom }: ModuleRoute) {
  if (custom) {
    return (
      <RequirePermissions requires={module.requires}>
        <CustomObjectScreen module={module} view={custom} />
      </RequirePermissions>
    );
  }
  if (entry && records) {
    // The record screen applies the object's own gates (create, edit or view), not only the entry's.
    return (
      <RequirePermissions requires={module.requires}>
        <RecordScreen module={module} entry={entry} object={records.object} view={records.view} />
      </RequirePermissions>
    );
  }
  const Page = entry ? ENTRY_PAGES[entry.url] : undefined;
  if (entry && Page) {
    return (
      <ModuleRouteGuard module={module} entry={entry}>
        <Suspense fallback={<LoadingBlock />}>
          <Page />
        </Suspense>
      </ModuleRouteGuard>
    );
  }
  return (
    <ModuleRouteGuard module={module} {...(entry ? { entry } : {})}>
      <ModulePage module={module} {...(entry ? { entry } : {})} />
    </ModuleRouteGuard>
  );
}

export function renderModuleRoutes() {
  return moduleRouteList().map((route) => (
    <Route key={route.path} path={route.path} element={elementOf(route)} />
  ));
}
