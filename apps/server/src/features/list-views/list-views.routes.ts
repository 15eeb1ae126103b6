import { IDENTIFIER_PATTERN, listViewPreferenceSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { readListView, saveListView } from './list-views.service';

const objectParam = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
});

/** The caller's own view of an object's list (grid or board, and the board's field), per organization. */
export const listViewsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);
  app.get('/userzone/list-views/:object', { schema: { params: objectParam } }, async (request) =>
    readListView(db, authOf(request), request.params.object),
  );
  app.put(
    '/userzone/list-views/:object',
    { schema: { params: objectParam, body: listViewPreferenceSchema } },
    async (request) => saveListView(db, authOf(request), request.params.object, request.body),
  );
};
