import {
  loginAnswerSchema,
  loginAsAuditSchema,
  loginAsUserBodySchema,
  logoutAnswerSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import { revokeSession } from '../../platform/auth/sessions.repository';
import { AppError } from '../../platform/errors/app-error';
import type { AdminDeps } from './admin-users.service';
import { LOGIN_AS_PERMISSION, startLoginAs } from './login-as.service';

/** Login as user (spec 000 §2 /superadmin/login-as-user). */
export const loginAsRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);

  app.post(
    '/auth/superadmin/login-as-user',
    { schema: { body: loginAsUserBodySchema, response: { 200: loginAnswerSchema } } },
    async (request) => {
      const auth = authOf(request);
      const client = {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        method: request.method,
        path: request.url,
      };
      const answer = await startLoginAs(db, config, auth, request.body.user_id, client);
      request.log.info({ superAdmin: auth.user.id, user: request.body.user_id }, 'login as user');
      return answer;
    },
  );

  app.post(
    '/auth/superadmin/login-as-user/end',
    { schema: { response: { 200: logoutAnswerSchema } } },
    async (request) => {
      const auth = authOf(request);
      if (!auth.impersonator) throw new AppError('CONFLICT', 'This session is not a login as another user.');
      await revokeSession(db, auth.sessionId);
      return { success: true as const, message: 'Returned to your own account.' };
    },
  );

  app.get(
    '/auth/superadmin/login-as-user/audit',
    { schema: { response: { 200: loginAsAuditSchema } } },
    async (request) => {
      requirePermission(request, LOGIN_AS_PERMISSION);
      const auth = authOf(request);
      if (!auth.user.is_super_admin)
        throw new AppError('FORBIDDEN', 'Only a super admin may read this audit.');
      const rows = await db
        .selectFrom('login_as_audit as a')
        .innerJoin('users as s', 's.id', 'a.super_admin_id')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.at',
          'a.method',
          'a.path',
          'a.status_code',
          's.id as sid',
          's.name as sname',
          'u.id as uid',
          'u.name as uname',
        ])
        .orderBy('a.id', 'desc')
        .limit(500)
        .execute();
      return {
        data: rows.map((row) => ({
          at: row.at.toISOString(),
          super_admin: { id: row.sid, name: row.sname },
          user: { id: row.uid, name: row.uname },
          method: row.method,
          path: row.path,
          status_code: row.status_code,
        })),
      };
    },
  );
};
