import { MODULES } from '../navigation/modules';
import { requirementPermissions } from './requirement';

/** Permissions that gate no navigation entry but that the platform checks. */
const PLATFORM_PERMISSIONS = ['module:userzone', 'module:admin'] as const;

/**
 * Powers over the whole deployment that only a super admin holds, never a role or policy of one
 * organization: the encryption keys seal every organization's values (decision 0020). A grant of one
 * to a role is refused, and one found in the database counts for nothing.
 */
export const SUPER_ADMIN_ONLY_PERMISSIONS: readonly string[] = ['superadmin:manage-encryption'];

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

export interface ModulePermissions {
  /** The module's key (`crm`), or `platform` for permissions no module's navigation names. */
  module: string;
  permissions: string[];
}

/**
 * The catalogue grouped by the module that declares each permission, for the role editor's picker:
 * a permission two modules name is listed under the first; `platform` holds the rest.
 */
export function permissionsByModule(): ModulePermissions[] {
  const seen = new Set<string>();
  const groups: ModulePermissions[] = [];
  for (const module of MODULES) {
    const own = new Set<string>();
    for (const p of requirementPermissions(module.requires)) own.add(p);
    for (const item of module.navigation) {
      for (const p of requirementPermissions(item.requires)) {
        own.add(p);
        const [scope, action] = p.split(':');
        if (action === 'view') for (const verb of OBJECT_VERBS) own.add(`${scope}:${verb}`);
      }
    }
    const permissions = [...own].filter((p) => !seen.has(p)).sort();
    for (const p of permissions) seen.add(p);
    if (permissions.length > 0) groups.push({ module: module.key, permissions });
  }
  const rest = permissionCatalogue().filter((p) => !seen.has(p));
  if (rest.length > 0) groups.push({ module: 'platform', permissions: rest });
  return groups;
}
