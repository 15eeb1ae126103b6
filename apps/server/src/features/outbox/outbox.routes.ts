import { textIntegerSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';

/** Without SMTP, mail waits in the outbox; operators (super admins) read it here, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get(
    '/superadmin/outbox',
    {
      schema: {
        querystring: z.object({ page: textIntegerSchema('page', { min: 1, max: 1_000_000 }).default(1) }),
      },
    },
    async (request) => {
      requirePermission(request, 'module:superadmin');
      const pageSize = 50;
      const data = await db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'created_at', 'message'])
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((request.query.page - 1) * pageSize)
        .execute();
      return {
        data: data.map((mail) => ({ ...mail, id: Number(mail.id) })),
        per_page: pageSize,
        current_page: request.query.page,
      };
    },
  );
};
