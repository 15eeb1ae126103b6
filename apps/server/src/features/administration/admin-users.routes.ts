import {
  adminIdParams,
  adminMembershipBodySchema,
  adminMembershipParams,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import { AppError } from '../../platform/errors/app-error';
import { adminScope, requireOrgInScope, USERS_CONCERN } from './admin-scope';
import { listUsers, withMemberships } from './admin-users.repository';
import {
  type AdminDeps,
  createUser,
  deleteMembership,
  putMembership,
  setUserActive,
  updateUser,
  visibleUser,
} from './admin-users.service';

/** Users and memberships (spec 000 §2: /superadmin/users, /administration/users 'My Users'). */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const { db } = deps;
  requireSession(app, db, deps.config);
  const scopeOf = (request: Parameters<typeof authOf>[0]) => adminScope(db, authOf(request), USERS_CONCERN);

  app.get(
    '/auth/administration/users',
    { schema: { querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => {
      const scope = await scopeOf(request);
      const { search, page = 1, pageSize = 25, org_id, status = 'all' } = request.query;
      if (org_id !== undefined) requireOrgInScope(scope, org_id);
      return listUsers(db, scope, { search, orgId: org_id, status, page, pageSize });
    },
  );

  app.get(
    '/auth/administration/users/:id',
    { schema: { params: adminIdParams, response: { 200: adminUserSchema } } },
    async (request) => {
      const scope = await scopeOf(request);
      const user = await visibleUser(db, scope, request.params.id);
      const [answer] = await withMemberships(db, scope, [user]);
      if (!answer) throw new AppError('INTERNAL', 'The user could not be read back.');
      return answer;
    },
  );

  app.post(
    '/auth/administration/users',
    { schema: { body: adminUserCreateSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const user = await createUser(deps, authOf(request), await scopeOf(request), request.body);
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/auth/administration/users/:id',
    { schema: { params: adminIdParams, body: adminUserUpdateSchema, response: { 200: adminUserSchema } } },
    async (request) =>
      updateUser(db, authOf(request), await scopeOf(request), request.params.id, request.body),
  );

  app.post(
    '/auth/administration/users/:id/deactivate',
    { schema: { params: adminIdParams, response: { 200: adminUserSchema } } },
    async (request) => setUserActive(db, authOf(request), await scopeOf(request), request.params.id, false),
  );

  app.post(
    '/auth/administration/users/:id/reactivate',
    { schema: { params: adminIdParams, response: { 200: adminUserSchema } } },
    async (request) => setUserActive(db, authOf(request), await scopeOf(request), request.params.id, true),
  );

  app.put(
    '/auth/administration/users/:id/memberships/:orgId',
    {
      schema: {
        params: adminMembershipParams,
        body: adminMembershipBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      putMembership(
        db,
        authOf(request),
        await scopeOf(request),
        { userId: request.params.id, orgId: request.params.orgId },
        request.body,
      ),
  );

  app.delete(
    '/auth/administration/users/:id/memberships/:orgId',
    { schema: { params: adminMembershipParams, response: { 200: adminUserSchema } } },
    async (request) =>
      deleteMembership(db, authOf(request), await scopeOf(request), {
        userId: request.params.id,
        orgId: request.params.orgId,
      }),
  );
};
