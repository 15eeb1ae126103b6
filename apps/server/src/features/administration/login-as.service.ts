import type { LoginAnswer } from '@atrium/core';
import { writeLoginAsAudit } from '../../platform/auth/login-as-audit';
import type { AuthContext } from '../../platform/auth/request-context';
import { insertSession } from '../../platform/auth/sessions.repository';
import { hashToken, randomToken } from '../../platform/auth/tokens';
import { findUserById } from '../../platform/auth/user-lookup';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { firstMembership, isMember } from '../organizations/organizations.repository';
import { loadPermissionSet } from '../permissions/permissions.service';
import { profileOf } from '../session/profile';

export const LOGIN_AS_PERMISSION = 'superadmin:login-as-user';

/** Where the call came from, kept on the new session and in the audit. */
export interface LoginAsClient {
  ip: string;
  userAgent: string | null;
  method: string;
  path: string;
}

/**
 * A session as `targetId` for a super admin: never as another super admin or a deactivated person,
 * ending when the super admin's own session ends, audited with both identities.
 */
export async function startLoginAs(
  db: Db,
  config: AppConfig,
  auth: AuthContext,
  targetId: number,
  client: LoginAsClient,
): Promise<LoginAnswer> {
  if (auth.impersonator) {
    throw new AppError('FORBIDDEN', 'Return to your own account before signing in as someone else.');
  }
  if (!auth.permissions.has(LOGIN_AS_PERMISSION)) {
    throw new AppError('FORBIDDEN', `You need the '${LOGIN_AS_PERMISSION}' permission for this.`);
  }
  if (!auth.user.is_super_admin)
    throw new AppError('FORBIDDEN', 'Only a super admin may sign in as another user.');
  const target = await findUserById(db, targetId);
  if (!target) throw new AppError('NOT_FOUND', `There is no user ${targetId}.`);
  if (target.is_super_admin) throw new AppError('FORBIDDEN', 'You cannot sign in as another super admin.');
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
  await inTransaction(db, async (tx) => {
    const id = await insertSession(tx, {
      tokenHash: hashToken(token),
      userId: target.id,
      activeOrgId: orgId,
      idleMinutes: config.session.idleMinutes,
      absoluteHours: config.session.absoluteHours,
      ip: client.ip,
      userAgent: client.userAgent,
      impersonator: { sessionId: auth.sessionId, userId: auth.user.id },
      notAfter: parent.absolute_expires_at,
    });
    await writeLoginAsAudit(tx, {
      superAdminId: auth.user.id,
      userId: target.id,
      sessionId: id,
      method: client.method,
      path: client.path,
      statusCode: 200,
    });
    return id;
  });
  const impersonator = { id: auth.user.id, name: auth.user.name };
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
}
