import { MODULES } from '../navigation/modules';
import { requirementPermissions } from './requirement';

/** Permissions that gate no navigation entry but that the platform checks. */
const PLATFORM_PERMISSIONS = ['module:userzone', 'module:admin'] as const;

/** Objects reached only through others (a record's notes), with no navigation entry of their own. */
export const EMBEDDED_OBJECT_SCOPES = ['note'] as const;

/** The verbs of an object a `{scope}:view` entry lists (spec 000 §6, spec 001 §6). */
const OBJECT_VERBS = ['create', 'edit', 'delete', 'export'] as const;

/**
 * Every permission string the product knows, derived from the module registry so the two cannot drift:
 * each `{scope}:view` of a navigation entry also brings the object verbs of that scope.
 */
export function permissionCatalogue(): string[] {
  const all = new Set<string>(PLATFORM_PERMISSIONS);
  for (const scope of EMBEDDED_OBJECT_SCOPES)
    for (const verb of ['view', ...OBJECT_VERBS]) all.add(`${scope}:${verb}`);
  for (const module of MODULES) {
    for (const p of requirementPermissions(module.requires)) all.add(p);
    for (const item of module.navigation) {
      for (const p of requirementPermissions(item.requires)) {
        all.add(p);
        const [scope, action] = p.split(':');
        if (action === 'view') for (const verb of OBJECT_VERBS) all.add(`${scope}:${verb}`);
      }
    }
  }
  return [...all].sort();
}

/** The group of a permission is its scope, the part before the colon (`crm` of `crm:configuration`). */
export function permissionGroup(permission: string): string {
  return permission.split(':', 1)[0] ?? permission;
}
