import {
  type AdminRole,
  adminIdParams,
  adminOrgParams,
  adminRoleCreateSchema,
  adminRoleListSchema,
  adminRoleSchema,
  adminRoleUpdateSchema,
  permissionCatalogue,
  permissionModulesSchema,
  permissionsByModule,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { type AuthContext, authOf, requireSession } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { adminScope, isSuperAdmin, ROLES_CONCERN, requireOrgInScope } from './admin-scope';
import type { AdminDeps } from './admin-users.service';

/** Only a super admin may put super admin powers into a role. */
function grantable(auth: AuthContext): (permission: string) => boolean {
  const known = new Set(permissionCatalogue());
  const superAdmin = isSuperAdmin(auth);
  return (permission) =>
    known.has(permission) &&
    (superAdmin || !(permission === 'module:superadmin' || permission.startsWith('superadmin:')));
}

/** Refuses, with the reason, any permission no module declares or the caller may not grant. */
function checkPermissions(auth: AuthContext, permissions: readonly string[]): string[] {
  const known = new Set(permissionCatalogue());
  const allowed = grantable(auth);
  const errors: string[] = [];
  for (const permission of permissions) {
    if (!known.has(permission)) errors.push(`'${permission}' is not a permission any module declares.`);
    else if (!allowed(permission)) errors.push(`Only a super admin may grant '${permission}'.`);
  }
  if (errors.length > 0) {
    throw new AppError('UNPROCESSABLE', errors.join(' '), { permissions: errors });
  }
  return [...new Set(permissions)].sort();
}

async function listRoles(db: Db, orgId: number, id?: number): Promise<AdminRole[]> {
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

/** Roles per organization (spec 000 §2: /administration/roles 'My Roles'). */
export const adminRolesRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);

  app.get(
    '/auth/administration/permissions',
    { schema: { response: { 200: permissionModulesSchema } } },
    async (request) => {
      const auth = authOf(request);
      await adminScope(db, auth, ROLES_CONCERN);
      const allowed = grantable(auth);
      const data = permissionsByModule()
        .map((group) => ({ module: group.module, permissions: group.permissions.filter(allowed) }))
        .filter((group) => group.permissions.length > 0);
      return { data };
    },
  );

  app.get(
    '/auth/administration/organizations/:orgId/roles',
    { schema: { params: adminOrgParams, response: { 200: adminRoleListSchema } } },
    async (request) => {
      requireOrgInScope(await adminScope(db, authOf(request), ROLES_CONCERN), request.params.orgId);
      return { data: await listRoles(db, request.params.orgId) };
    },
  );

  app.post(
    '/auth/administration/organizations/:orgId/roles',
    { schema: { params: adminOrgParams, body: adminRoleCreateSchema, response: { 201: adminRoleSchema } } },
    async (request, reply) => {
      const auth = authOf(request);
      const { orgId } = request.params;
      requireOrgInScope(await adminScope(db, auth, ROLES_CONCERN), orgId);
      const permissions = checkPermissions(auth, request.body.permissions);
      const org = await db
        .selectFrom('organizations')
        .select('id')
        .where('id', '=', orgId)
        .executeTakeFirst();
      if (!org) throw new AppError('NOT_FOUND', `There is no organization ${orgId}.`);
      const id = await db.transaction().execute(async (tx) => {
        await nameTaken(tx, orgId, request.body.name);
        const row = await tx
          .insertInto('roles')
          .values({ org_id: orgId, name: request.body.name, description: request.body.description ?? null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setPermissions(tx, row.id, permissions);
        await writeAdminAudit(tx, {
          kind: 'role',
          action: 'created',
          actorId: auth.user.id,
          orgId,
          summary: `Created the role ${request.body.name}: ${permissions.join(', ') || 'no permissions'}.`,
        });
        return row.id;
      });
      const [role] = await listRoles(db, orgId, id);
      if (!role) throw new AppError('INTERNAL', 'The new role could not be read back.');
      return reply.code(201).send(role);
    },
  );

  app.put(
    '/auth/administration/roles/:id',
    { schema: { params: adminIdParams, body: adminRoleUpdateSchema, response: { 200: adminRoleSchema } } },
    async (request) => {
      const auth = authOf(request);
      const role = await roleInScope(db, auth, request.params.id);
      const { name, description, permissions } = request.body;
      const checked = permissions === undefined ? undefined : checkPermissions(auth, permissions);
      await db.transaction().execute(async (tx) => {
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
    },
  );

  app.delete(
    '/auth/administration/roles/:id',
    { schema: { params: adminIdParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      const auth = authOf(request);
      const role = await roleInScope(db, auth, request.params.id);
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('roles').where('id', '=', role.id).execute();
        await writeAdminAudit(tx, {
          kind: 'role',
          action: 'deleted',
          actorId: auth.user.id,
          orgId: role.org_id,
          summary: `Deleted the role ${role.name}.`,
        });
      });
      return { success: true as const };
    },
  );
};
