import { IDENTIFIER_PATTERN, textIdSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import { ACTIVITY_KINDS, latestActivity } from './latest-activity';

const params = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  kind: z.enum(ACTIVITY_KINDS, { error: "The activity is 'call' or 'appointment'." }),
  id: textIdSchema('The record id'),
});

/** Activity panels of a record (spec 001 §7.3): its latest call and its latest appointment. */
export const folioRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; realtime: Realtime }> = async (
  app,
  { db, config, realtime },
) => {
  requireSession(app, db, config);

  app.get('/folio/statistics/latest-activity/:object/:kind/:id', { schema: { params } }, async (request) =>
    // No such activity for this record is an answer, not an error: 200 with null.
    latestActivity({ db, realtime }, authOf(request), request.params),
  );
};
