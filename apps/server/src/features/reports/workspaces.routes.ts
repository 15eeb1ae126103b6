import {
  SERIAL_ID_MAX,
  textIdSchema,
  workspaceInputSchema,
  workspaceListSchema,
  workspaceSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import {
  createWorkspace,
  deleteWorkspace,
  findWorkspace,
  listWorkspaces,
  updateWorkspace,
} from './workspaces.service';

const idParam = z.object({ id: textIdSchema('The workspace id', { max: SERIAL_ID_MAX }) });

/** BI workspaces (issue 18): a person's own arranged dashboards of the charts they may see. */
export const workspacesRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  app.addHook('preHandler', async (request) => requirePermission(request, 'report:view'));

  app.get(
    '/analytics/workspaces',
    { schema: { response: { 200: workspaceListSchema } } },
    async (request) => ({ data: await listWorkspaces(db, authOf(request)) }),
  );

  app.post(
    '/analytics/workspaces',
    { schema: { body: workspaceInputSchema, response: { 201: workspaceSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createWorkspace(db, authOf(request), request.body);
    },
  );

  app.get(
    '/analytics/workspaces/:id',
    { schema: { params: idParam, response: { 200: workspaceSchema } } },
    async (request) => findWorkspace(db, authOf(request), request.params.id),
  );

  app.put(
    '/analytics/workspaces/:id',
    { schema: { params: idParam, body: workspaceInputSchema, response: { 200: workspaceSchema } } },
    async (request) => updateWorkspace(db, authOf(request), request.params.id, request.body),
  );

  app.delete('/analytics/workspaces/:id', { schema: { params: idParam } }, async (request, reply) => {
    await deleteWorkspace(db, authOf(request), request.params.id);
    return reply.code(204).send();
  });
};
