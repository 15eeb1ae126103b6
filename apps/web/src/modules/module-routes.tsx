import { MODULES, type ModuleDefinition, type NavigationEntry } from '@atrium/core';
import { Route } from 'react-router';
import { ModulePage } from './ModulePage';
import { ModuleRouteGuard } from './ModuleRouteGuard';

interface ModuleRoute {
  path: string;
  module: ModuleDefinition;
  entry?: NavigationEntry;
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
      routes.push({ path: entry.url, module, entry });
      routes.push({ path: `${entry.url}/:id`, module, entry });
    }
  }
  return routes;
}

export function renderModuleRoutes() {
  return moduleRouteList().map(({ path, module, entry }) => (
    <Route
      key={path}
      path={path}
      element={
        <ModuleRouteGuard module={module} {...(entry ? { entry } : {})}>
          <ModulePage module={module} {...(entry ? { entry } : {})} />
        </ModuleRouteGuard>
      }
    />
  ));
}
