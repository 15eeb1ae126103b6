import {
  permissionCatalogue,
  permissionGroup,
  permissionsAnswerSchema,
  permissionsByGroupAnswerSchema,
  permissionsByGroupQuerySchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { queryList } from '../../platform/http/list-param';
import { directPermissions } from './permissions.repository';

export const permissionsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get(
    '/auth/user/isallowed',
    {
      schema: {
        querystring: queryList('permissions', z.string().max(130), 200),
        response: { 200: z.record(z.string(), z.boolean()) },
      },
    },
    async (request) => {
      const { permissions } = authOf(request);
      return Object.fromEntries(request.query.map((name) => [name, permissions.has(name)]));
    },
  );

  app.get(
    '/auth/user/permissions',
    { schema: { response: { 200: permissionsAnswerSchema } } },
    async (request) => ({
      data: authOf(request).permissions.list(),
    }),
  );

  app.get(
    '/auth/user/directpermissions',
    { schema: { response: { 200: permissionsAnswerSchema } } },
    async (request) => ({
      data: (await directPermissions(db, authOf(request).user.id)).sort(),
    }),
  );

  app.get(
    '/auth/user/permissionsbygroup',
    {
      schema: {
        querystring: permissionsByGroupQuerySchema,
        response: { 200: permissionsByGroupAnswerSchema },
      },
    },
    async (request) => {
      const { permissions } = authOf(request);
      const { group } = request.query;
      const known = new Set([...permissionCatalogue(), ...permissions.list()]);
      const inGroup = [...known].filter((name) => permissionGroup(name) === group).sort();
      return { group, data: Object.fromEntries(inGroup.map((name) => [name, permissions.has(name)])) };
    },
  );
};
