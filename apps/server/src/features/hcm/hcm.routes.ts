import {
  exportTpcQuerySchema,
  myHrRequestsResponseSchema,
  myLeavesQuerySchema,
  myLeavesResponseSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { exportTpc } from './export-tpc';
import { myHrRequests, myLeaves, requireHcm } from './hcm.repository';

/** HCM's own screens' reads: my leave, my HR requests, and the TPC export (issue 19 item 2). */
export const hcmRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get(
    '/hcm/my-leaves',
    { schema: { querystring: myLeavesQuerySchema, response: { 200: myLeavesResponseSchema } } },
    async (request) => {
      requirePermission(request, 'module:hcm');
      await requireHcm(db);
      const { user, orgId } = authOf(request);
      const month = request.query.month ?? new Date().toISOString().slice(0, 7);
      return withTenant(db, orgId, (tx) => myLeaves(tx, user.id, month));
    },
  );

  app.get(
    '/hcm/my-requests',
    { schema: { response: { 200: myHrRequestsResponseSchema } } },
    async (request) => {
      requirePermission(request, 'module:hcm');
      await requireHcm(db);
      const { user, orgId } = authOf(request);
      return withTenant(db, orgId, (tx) => myHrRequests(tx, user.id));
    },
  );

  app.get('/hcm/export-tpc', { schema: { querystring: exportTpcQuerySchema } }, async (request, reply) => {
    requirePermission(request, 'hcm:export-tpc');
    await requireHcm(db);
    const { orgId } = authOf(request);
    const org = await db
      .selectFrom('organizations')
      .select('code')
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    const file = await withTenant(db, orgId, (tx) => exportTpc(tx, org, request.query, new Date()));
    const filename = `tpc-${org.code}-${request.query.from}-${request.query.to}.txt`;
    return reply
      .header('content-type', 'text/plain; charset=us-ascii')
      .header('x-filename', filename)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(file);
  });
};
