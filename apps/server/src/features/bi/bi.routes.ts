import {
  biGroupInputSchema,
  biGroupSchema,
  biGroupsAnswerSchema,
  SERIAL_ID_MAX,
  textIdSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { createGroup, deleteGroup, renameGroup } from './bi-groups.service';

const idParam = z.object({ id: textIdSchema('The group id', { max: SERIAL_ID_MAX }) });
/** The BI configuration screen's permission (spec 000 §2) is the one that manages report groups. */
const CONFIGURE = 'reporting-configuration:view';

export const biRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  requireSession(app, db, config);

  app.get('/bi/groups', { schema: { response: { 200: biGroupsAnswerSchema } } }, async (request) => {
    requirePermission(request, 'report:view');
    const data = await db
      .selectFrom('bi_groups')
      .select(['id', 'name'])
      .where('org_id', '=', authOf(request).orgId)
      .orderBy('name')
      .execute();
    return { data };
  });

  app.post(
    '/bi/groups',
    { schema: { body: biGroupInputSchema, response: { 201: biGroupSchema } } },
    async (request, reply) => {
      requirePermission(request, CONFIGURE);
      reply.code(201);
      return createGroup(db, authOf(request), request.body.name);
    },
  );

  app.put(
    '/bi/groups/:id',
    { schema: { params: idParam, body: biGroupInputSchema, response: { 200: biGroupSchema } } },
    async (request) => {
      requirePermission(request, CONFIGURE);
      return renameGroup(db, authOf(request), request.params.id, request.body.name);
    },
  );

  app.delete('/bi/groups/:id', { schema: { params: idParam } }, async (request, reply) => {
    requirePermission(request, CONFIGURE);
    await deleteGroup(db, authOf(request), request.params.id);
    return reply.code(204).send();
  });
};
