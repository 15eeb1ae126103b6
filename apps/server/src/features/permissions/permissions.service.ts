import { PermissionSet } from '../../platform/auth/permission-set';
import type { Db } from '../../platform/db/database';
import { directPermissions, rolePermissions } from './permissions.repository';

export async function loadPermissionSet(
  db: Db,
  user: { id: number; is_super_admin: boolean },
  orgId: number,
): Promise<PermissionSet> {
  if (user.is_super_admin) return new PermissionSet([], true);
  const [fromRoles, direct] = await Promise.all([
    rolePermissions(db, user.id, orgId),
    directPermissions(db, user.id),
  ]);
  return new PermissionSet([...fromRoles, ...direct], false);
}
