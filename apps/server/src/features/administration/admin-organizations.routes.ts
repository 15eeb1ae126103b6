import {
  adminIdParams,
  adminOrganizationCreateSchema,
  adminOrganizationListSchema,
  adminOrganizationSchema,
  adminOrganizationUpdateSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import { createOrganization, organizationsOf, updateOrganization } from './admin-organizations.service';
import type { AdminDeps } from './admin-users.service';

/** Organizations (spec 000 §2: /superadmin/organizations, /administration/organizations). */
export const adminOrganizationsRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);

  app.get(
    '/auth/administration/organizations',
    { schema: { response: { 200: adminOrganizationListSchema } } },
    async (request) => ({ data: await organizationsOf(db, authOf(request)) }),
  );

  app.post(
    '/auth/administration/organizations',
    { schema: { body: adminOrganizationCreateSchema, response: { 201: adminOrganizationSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createOrganization(db, authOf(request), request.body)),
  );

  app.put(
    '/auth/administration/organizations/:id',
    {
      schema: {
        params: adminIdParams,
        body: adminOrganizationUpdateSchema,
        response: { 200: adminOrganizationSchema },
      },
    },
    async (request) => updateOrganization(db, authOf(request), request.params.id, request.body),
  );
};
