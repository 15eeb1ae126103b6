import { textIdSchema, userZonePageQuerySchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service';

const idParam = z.object({ id: textIdSchema('The notification id') });

/**
 * My Notifications (issue 19 item 5): every call reads or marks only the caller's own notifications in
 * the active organization; the live ones arrive on the caller's user channel.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  requireSession(app, db, config);

  app.get('/notifications', { schema: { querystring: userZonePageQuerySchema } }, async (request) =>
    listNotifications(db, authOf(request), request.query),
  );

  app.get('/notifications/unread-count', async (request) => unreadCount(db, authOf(request)));

  app.post('/notifications/read-all', async (request) => markAllRead(db, authOf(request)));

  app.post('/notifications/:id/read', { schema: { params: idParam } }, async (request) =>
    markRead(db, authOf(request), request.params.id),
  );
};
