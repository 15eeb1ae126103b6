import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import {
  grantBodySchema,
  grantParams,
  ownershipBodySchema,
  recordRefParams,
} from './record-permissions.schemas';
import {
  addGrant,
  changeGrant,
  granteeLookup,
  grantsOf,
  removeGrant,
  transferOwnership,
} from './record-permissions.service';

export const recordPermissionsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);
  const base = '/auth/record_permissions/:object/:recordId';

  app.get(`${base}/users`, { schema: { params: recordRefParams } }, async (request) =>
    granteeLookup(db, authOf(request), 'users'),
  );
  app.get(`${base}/roles`, { schema: { params: recordRefParams } }, async (request) =>
    granteeLookup(db, authOf(request), 'roles'),
  );
  app.get(base, { schema: { params: recordRefParams } }, async (request) =>
    grantsOf(db, authOf(request), request.params),
  );
  app.post(base, { schema: { params: recordRefParams, body: grantBodySchema } }, async (request, reply) =>
    reply.status(201).send(await addGrant(db, authOf(request), request.params, request.body)),
  );
  app.put(`${base}/:grantId`, { schema: { params: grantParams, body: grantBodySchema } }, async (request) =>
    changeGrant(db, authOf(request), request.params, request.params.grantId, request.body),
  );
  app.delete(`${base}/:grantId`, { schema: { params: grantParams } }, async (request) =>
    removeGrant(db, authOf(request), request.params, request.params.grantId),
  );
  app.post(
    '/auth/ownership/:object/:recordId',
    { schema: { params: recordRefParams, body: ownershipBodySchema } },
    async (request) =>
      transferOwnership({ db, realtime }, authOf(request), request.params, request.body.newOwnerId),
  );
};
