import { MODULES } from '../navigation/modules';
import { requirementPermissions } from './requirement';

/** Permissions that gate no navigation entry but that the platform checks. */
const PLATFORM_PERMISSIONS = ['module:userzone', 'module:admin'] as const;

/** Every permission string the product knows, derived from the module registry so the two cannot drift. */
export function permissionCatalogue(): string[] {
  const all = new Set<string>(PLATFORM_PERMISSIONS);
  for (const module of MODULES) {
    for (const p of requirementPermissions(module.requires)) all.add(p);
    for (const item of module.navigation) for (const p of requirementPermissions(item.requires)) all.add(p);
  }
  return [...all].sort();
}

/** The group of a permission is its scope, the part before the colon (`crm` of `crm:configuration`). */
export function permissionGroup(permission: string): string {
  return permission.split(':', 1)[0] ?? permission;
}
