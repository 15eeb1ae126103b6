import {
  type AdminRole,
  type AdminRoleCreate,
  type AdminRoleUpdate,
  type PermissionModules,
  permissionCatalogue,
  permissionsByModule,
  SUPER_ADMIN_ONLY_PERMISSIONS,
} from '@atrium/core';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { adminScope, isSuperAdmin, ROLES_CONCERN, requireOrgInScope } from './admin-scope';

/** Only a super admin may put super admin powers into a role. */
function grantable(auth: AuthContext): (permission: string) => boolean {
  const known = new Set(permissionCatalogue());
  const superAdmin = isSuperAdmin(auth);
  return (permission) =>
    known.has(permission) &&
    !SUPER_ADMIN_ONLY_PERMISSIONS.includes(permission) &&
    (superAdmin || !(permission === 'module:superadmin' || permission.startsWith('superadmin:')));
}

/** Refuses, with the reason, any permission no module declares or the caller may not grant. */
function checkPermissions(auth: AuthContext, permissions: readonly string[]): string[] {
  const known = new Set(permissionCatalogue());
  const allowed = grantable(auth);
  const errors: string[] = [];
  for (const permission of permissions) {
    if (!known.has(permission)) errors.push(`'${permission}' is not a permission any module declares.`);
    else if (SUPER_ADMIN_ONLY_PERMISSIONS.includes(permission))
      errors.push(`'${permission}' belongs to super admins only: no role can hold it.`);
    else if (!allowed(permission)) errors.push(`Only a super admin may grant '${permission}'.`);
  }
  if (errors.length > 0) {
    throw new AppError('UNPROCESSABLE', errors.join(' '), { permissions: errors });
  }
  return [...new Set(permissions)].sort();
}

/** The roles of an organization (or the one role `id`), with their members' count and permissions. */
export async function listRoles(db: Db, orgId: number, id?: number): Promise<AdminRole[]> {
  const rows = await db
    .selectFrom('roles as r')
    .select(['r.id', 'r.org_id', 'r.name', 'r.description'])
    .select((eb) => [
      eb
        .selectFrom('user_roles as ur')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('ur.role_id', '=', 'r.id')
        .as('members'),
    ])
    .where('r.org_id', '=', orgId)
    .$if(id !== undefined, (q) => q.where('r.id', '=', id as number))
    .orderBy('r.name')
    .execute();
  const ids = rows.map((row) => row.id);
  const permissions = ids.length
    ? await db
        .selectFrom('role_permissions')
        .select(['role_id', 'permission'])
        .where('role_id', 'in', ids)
        .orderBy('permission')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    members: Number(row.members ?? 0),
    permissions: permissions.filter((p) => p.role_id === row.id).map((p) => p.permission),
  }));
}

async function nameTaken(db: Db, orgId: number, name: string, exceptId?: number): Promise<void> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('org_id', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (row && row.id !== exceptId) {
    throw new AppError('CONFLICT', `This organization already has a role named ${name}.`, {
      name: ['Another role of this organization has this name.'],
    });
  }
}

async function roleInScope(db: Db, auth: AuthContext, id: number) {
  const role = await db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw new AppError('NOT_FOUND', `There is no role ${id}.`);
  requireOrgInScope(await adminScope(db, auth, ROLES_CONCERN), role.org_id);
  return role;
}

async function setPermissions(db: Db, roleId: number, permissions: readonly string[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissions.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(permissions.map((permission) => ({ role_id: roleId, permission })))
      .execute();
  }
}

/** The permissions the caller may put into a role, grouped by the module that declares them. */
export async function grantablePermissions(db: Db, auth: AuthContext): Promise<PermissionModules> {
  await adminScope(db, auth, ROLES_CONCERN);
  const allowed = grantable(auth);
  const data = permissionsByModule()
    .map((group) => ({ module: group.module, permissions: group.permissions.filter(allowed) }))
    .filter((group) => group.permissions.length > 0);
  return { data };
}

/** The roles of an organization the caller administers. */
export async function rolesOf(db: Db, auth: AuthContext, orgId: number): Promise<AdminRole[]> {
  requireOrgInScope(await adminScope(db, auth, ROLES_CONCERN), orgId);
  return listRoles(db, orgId);
}

/** Creates a role with its permissions, kept in the audit in the same transaction. */
export async function createRole(
  db: Db,
  auth: AuthContext,
  orgId: number,
  body: AdminRoleCreate,
): Promise<AdminRole> {
  requireOrgInScope(await adminScope(db, auth, ROLES_CONCERN), orgId);
  const permissions = checkPermissions(auth, body.permissions);
  const org = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
  if (!org) throw new AppError('NOT_FOUND', `There is no organization ${orgId}.`);
  const id = await inTransaction(db, async (tx) => {
    await nameTaken(tx, orgId, body.name);
    const row = await tx
      .insertInto('roles')
      .values({ org_id: orgId, name: body.name, description: body.description ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setPermissions(tx, row.id, permissions);
    await writeAdminAudit(tx, {
      kind: 'role',
      action: 'created',
      actorId: auth.user.id,
      orgId,
      summary: `Created the role ${body.name}: ${permissions.join(', ') || 'no permissions'}.`,
    });
    return row.id;
  });
  const [role] = await listRoles(db, orgId, id);
  if (!role) throw new AppError('INTERNAL', 'The new role could not be read back.');
  return role;
}

/** Renames, describes or re-permissions a role of an organization the caller administers. */
export async function updateRole(
  db: Db,
  auth: AuthContext,
  id: number,
  body: AdminRoleUpdate,
): Promise<AdminRole> {
  const role = await roleInScope(db, auth, id);
  const { name, description, permissions } = body;
  const checked = permissions === undefined ? undefined : checkPermissions(auth, permissions);
  await inTransaction(db, async (tx) => {
    if (name !== undefined) await nameTaken(tx, role.org_id, name, role.id);
    if (name !== undefined || description !== undefined) {
      await tx
        .updateTable('roles')
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(description !== undefined ? { description } : {}),
        })
        .where('id', '=', role.id)
        .execute();
    }
    if (checked) await setPermissions(tx, role.id, checked);
    await writeAdminAudit(tx, {
      kind: 'role',
      action: 'updated',
      actorId: auth.user.id,
      orgId: role.org_id,
      summary: `Edited the role ${name ?? role.name}${checked ? `: ${checked.join(', ') || 'no permissions'}` : ''}.`,
    });
  });
  const [updated] = await listRoles(db, role.org_id, role.id);
  if (!updated) throw new AppError('NOT_FOUND', `There is no role ${role.id}.`);
  return updated;
}

/** Deletes a role of an organization the caller administers; its members lose what it granted. */
export async function deleteRole(db: Db, auth: AuthContext, id: number): Promise<void> {
  const role = await roleInScope(db, auth, id);
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom('roles').where('id', '=', role.id).execute();
    await writeAdminAudit(tx, {
      kind: 'role',
      action: 'deleted',
      actorId: auth.user.id,
      orgId: role.org_id,
      summary: `Deleted the role ${role.name}.`,
    });
  });
}
