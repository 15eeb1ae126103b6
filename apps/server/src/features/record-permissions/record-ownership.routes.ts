import { IDENTIFIER_PATTERN, jsonIdSchema, SERIAL_ID_MAX, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import {
  administeredObjects,
  organizationMembers,
  searchRecords,
  transferAllOwnership,
} from './record-ownership.service';

const objectName = z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.');

const transferBodySchema = z.object({
  from_user_id: jsonIdSchema('from_user_id', { max: SERIAL_ID_MAX }),
  to_user_id: jsonIdSchema('to_user_id', { max: SERIAL_ID_MAX }),
  objects: z.array(objectName).max(500).optional(),
});

/** The record permissions administration screen: any object's records and grants, and bulk ownership transfer. */
export const recordOwnershipRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  const base = '/auth/administration/record-permissions';

  app.get(`${base}/objects`, async (request) => administeredObjects(db, authOf(request)));
  app.get(`${base}/users`, async (request) => organizationMembers(db, authOf(request)));
  app.get(
    `${base}/objects/:object/records`,
    {
      schema: {
        params: z.object({ object: objectName }),
        querystring: z.object({ search: z.string().max(200).optional() }),
      },
    },
    async (request) => searchRecords(db, authOf(request), request.params.object, request.query.search ?? ''),
  );
  app.post(
    '/auth/administration/ownership-transfer',
    { schema: { body: transferBodySchema } },
    async (request) => transferAllOwnership(db, authOf(request), request.body),
  );
};
