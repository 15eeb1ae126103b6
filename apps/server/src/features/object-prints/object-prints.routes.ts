import { IDENTIFIER_PATTERN, textIdSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import { loadModel } from '../records/model-cache';
import { getRecord } from '../records/records.service';
import { printDocument } from './print-document';

const params = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  id: textIdSchema('The record id'),
});

/** `objectPrints/{object}/{id}/print` (spec 001 §7.3): the record as a printable page, for its readers. */
export const objectPrintsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);

  app.get('/objectPrints/:object/:id/print', { schema: { params } }, async (request, reply) => {
    const { object, id } = request.params;
    const auth = authOf(request);
    const record = await getRecord({ db, realtime }, auth, object, id);
    const model = await loadModel(db, object);
    await writeAdminAudit(db, {
      kind: 'print',
      action: 'printed',
      actorId: auth.user.id,
      orgId: auth.orgId,
      summary: `${model.object.display_name} ${id} printed.`,
    });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .header('cache-control', 'private, no-store')
      .send(printDocument(model, record));
  });
};
