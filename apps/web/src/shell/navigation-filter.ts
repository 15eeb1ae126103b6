import {
  isRequirementMet,
  type ModuleDefinition,
  modulesByWeight,
  type NavigationEntry,
  type PermissionLookup,
  requirementPermissions,
} from '@atrium/core';

/** Every permission the shell must know to draw the rail and sidebars, for one batched lookup. */
export function navigationPermissions(modules: readonly ModuleDefinition[]): string[] {
  const all = new Set<string>();
  for (const module of modules) {
    for (const p of requirementPermissions(module.requires)) all.add(p);
    for (const entry of module.navigation) for (const p of requirementPermissions(entry.requires)) all.add(p);
  }
  return [...all].sort();
}

/** The modules the user may open, heaviest first. */
export function visibleModules(
  modules: readonly ModuleDefinition[],
  has: PermissionLookup,
): ModuleDefinition[] {
  return modulesByWeight(modules).filter((module) => isRequirementMet(module.requires, has));
}

/** The user zone's Administration section: only Super Admin and Administration, by weight. */
export function administrationModules(
  modules: readonly ModuleDefinition[],
  has: PermissionLookup,
): ModuleDefinition[] {
  return visibleModules(modules, has).filter((module) => module.administration === true);
}

/** A navigation entry with its real destination; external entries need a configured URL. */
export interface ResolvedEntry {
  entry: NavigationEntry;
  href: string;
}

export function visibleEntries(
  module: ModuleDefinition,
  has: PermissionLookup,
  externalUrl: (entry: NavigationEntry) => string,
): ResolvedEntry[] {
  const resolved: ResolvedEntry[] = [];
  for (const entry of module.navigation) {
    if (!isRequirementMet(entry.requires, has)) continue;
    if (entry.external) {
      const href = externalUrl(entry);
      if (href) resolved.push({ entry, href });
    } else {
      resolved.push({ entry, href: entry.url });
    }
  }
  return resolved;
}
