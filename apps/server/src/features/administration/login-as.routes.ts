import {
  loginAnswerSchema,
  loginAsAuditSchema,
  loginAsUserBodySchema,
  logoutAnswerSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeLoginAsAudit } from '../../platform/auth/login-as-audit';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import { insertSession, revokeSession } from '../../platform/auth/sessions.repository';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { findUserById } from '../../platform/auth/user-lookup';
import { AppError } from '../../platform/errors/app-error';
import { firstMembership, isMember } from '../organizations/organizations.repository';
import { loadPermissionSet } from '../permissions/permissions.service';
import { profileOf } from '../session/profile';
import type { AdminDeps } from './admin-users.service';

const PERMISSION = 'superadmin:login-as-user';

/** Login as user (spec 000 §2 /superadmin/login-as-user). */
export const loginAsRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);

  app.post(
    '/auth/superadmin/login-as-user',
    { schema: { body: loginAsUserBodySchema, response: { 200: loginAnswerSchema } } },
    async (request) => {
      const auth = authOf(request);
      if (auth.impersonator) {
        throw new AppError('FORBIDDEN', 'Return to your own account before signing in as someone else.');
      }
      requirePermission(request, PERMISSION);
      if (!auth.user.is_super_admin)
        throw new AppError('FORBIDDEN', 'Only a super admin may sign in as another user.');
      const target = await findUserById(db, request.body.user_id);
      if (!target) throw new AppError('NOT_FOUND', `There is no user ${request.body.user_id}.`);
      if (target.is_super_admin)
        throw new AppError('FORBIDDEN', 'You cannot sign in as another super admin.');
      if (target.deactivated_at) throw new AppError('CONFLICT', `${target.name} is deactivated.`);
      const preferred = target.active_organization_id;
      const orgId =
        preferred !== null && (await isMember(db, target.id, preferred))
          ? preferred
          : await firstMembership(db, target.id);
      if (orgId === undefined) {
        throw new AppError('CONFLICT', `${target.name} is not a member of any organization.`);
      }
      const parent = await db
        .selectFrom('sessions')
        .select('absolute_expires_at')
        .where('id', '=', auth.sessionId)
        .executeTakeFirstOrThrow();
      const token = randomToken();
      const sessionId = await db.transaction().execute(async (tx) => {
        const id = await insertSession(tx, {
          tokenHash: hashToken(token),
          userId: target.id,
          activeOrgId: orgId,
          idleMinutes: config.session.idleMinutes,
          absoluteHours: config.session.absoluteHours,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          impersonator: { sessionId: auth.sessionId, userId: auth.user.id },
          notAfter: parent.absolute_expires_at,
        });
        await writeLoginAsAudit(tx, {
          superAdminId: auth.user.id,
          userId: target.id,
          sessionId: id,
          method: request.method,
          path: request.url,
          statusCode: 200,
        });
        return id;
      });
      const impersonator = { id: auth.user.id, name: auth.user.name };
      request.log.info({ superAdmin: auth.user.id, user: target.id, session: sessionId }, 'login as user');
      return {
        success: true as const,
        token,
        profile: profileOf({
          user: target,
          activeOrgId: orgId,
          permissions: await loadPermissionSet(db, target, orgId),
          superAdminMode: false,
          impersonator,
        }),
        message: `Signed in as ${target.name}.`,
      };
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
      requirePermission(request, PERMISSION);
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
