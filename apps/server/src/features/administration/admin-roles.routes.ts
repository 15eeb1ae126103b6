import {
  adminIdParams,
  adminOrgParams,
  adminRoleCreateSchema,
  adminRoleListSchema,
  adminRoleSchema,
  adminRoleUpdateSchema,
  permissionModulesSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import { createRole, deleteRole, grantablePermissions, rolesOf, updateRole } from './admin-roles.service';
import type { AdminDeps } from './admin-users.service';

/** Roles per organization (spec 000 §2: /administration/roles 'My Roles'). */
export const adminRolesRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);

  app.get(
    '/auth/administration/permissions',
    { schema: { response: { 200: permissionModulesSchema } } },
    async (request) => grantablePermissions(db, authOf(request)),
  );

  app.get(
    '/auth/administration/organizations/:orgId/roles',
    { schema: { params: adminOrgParams, response: { 200: adminRoleListSchema } } },
    async (request) => ({ data: await rolesOf(db, authOf(request), request.params.orgId) }),
  );

  app.post(
    '/auth/administration/organizations/:orgId/roles',
    { schema: { params: adminOrgParams, body: adminRoleCreateSchema, response: { 201: adminRoleSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createRole(db, authOf(request), request.params.orgId, request.body)),
  );

  app.put(
    '/auth/administration/roles/:id',
    { schema: { params: adminIdParams, body: adminRoleUpdateSchema, response: { 200: adminRoleSchema } } },
    async (request) => updateRole(db, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/auth/administration/roles/:id',
    { schema: { params: adminIdParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      await deleteRole(db, authOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
