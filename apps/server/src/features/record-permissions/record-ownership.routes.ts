import {
  accessMembersAnswerSchema,
  accessObjectParamsSchema,
  accessObjectsAnswerSchema,
  accessRecordsAnswerSchema,
  accessRecordsQuerySchema,
  ownershipTransferAnswerSchema,
  ownershipTransferBodySchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import {
  administeredObjects,
  organizationMembers,
  searchRecords,
  transferAllOwnership,
} from './record-ownership.service';

/** The record permissions administration screen: any object's records and grants, and bulk ownership transfer. */
export const recordOwnershipRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);
  const base = '/auth/administration/record-permissions';

  app.get(`${base}/objects`, { schema: { response: { 200: accessObjectsAnswerSchema } } }, async (request) =>
    administeredObjects(db, authOf(request)),
  );
  app.get(`${base}/users`, { schema: { response: { 200: accessMembersAnswerSchema } } }, async (request) =>
    organizationMembers(db, authOf(request)),
  );
  app.get(
    `${base}/objects/:object/records`,
    {
      schema: {
        params: accessObjectParamsSchema,
        querystring: accessRecordsQuerySchema,
        response: { 200: accessRecordsAnswerSchema },
      },
    },
    async (request) => searchRecords(db, authOf(request), request.params.object, request.query.search ?? ''),
  );
  app.post(
    '/auth/administration/ownership-transfer',
    { schema: { body: ownershipTransferBodySchema, response: { 200: ownershipTransferAnswerSchema } } },
    async (request) => transferAllOwnership({ db, realtime }, authOf(request), request.body),
  );
};
