import { IDENTIFIER_PATTERN, objectTableName, textIdSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { requireObject } from '../metadata/metadata.service';
import { isMember } from '../organizations/organizations.repository';

const params = z.object({
  resource: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  id: textIdSchema('The record id'),
});

/**
 * GET object/record/meta/{resource}/{id} (spec 000 §4, record-not-found): which organization holds a
 * record, so the client can offer to switch there. It looks across organizations on purpose, and
 * names the organization only to a member of it; to anyone else the record does not exist.
 */
export const recordMetaRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get(
    '/object/record/meta/:resource/:id',
    { schema: { params, response: { 200: z.object({ orgid: z.number(), organization_name: z.string() }) } } },
    async (request) => {
      const { resource, id } = request.params;
      await requireObject(db, resource);
      const result = await sql<{ orgid: number; organization_name: string }>`
        select o.id as orgid, o.name as organization_name
        from ${sql.table(objectTableName(resource))} as t join organizations o on o.id = t.org_id
        where t.id = ${id}`.execute(db);
      const found = result.rows[0];
      if (!found || !(await isMember(db, authOf(request).user.id, found.orgid))) {
        throw new AppError('NOT_FOUND', "You don't have a permission to access this record or organization.");
      }
      return found;
    },
  );
};
