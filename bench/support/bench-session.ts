import { insertSession } from '../../apps/server/src/platform/auth/sessions.repository';
import { hashToken, randomToken } from '../../apps/server/src/platform/auth/tokens';
import type { Db } from '../../apps/server/src/platform/db/database';

export interface BenchSession {
  token: string;
  userId: number;
  orgId: number;
}

/**
 * A session for a demo account, written as sign-in would write it: the benches measure calls, not
 * sign-in. It acts in `orgId`, else in the account's active organization.
 */
export async function benchSession(db: Db, email: string, orgId?: number): Promise<BenchSession> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'active_organization_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = randomToken();
  const activeOrgId = orgId ?? user.active_organization_id ?? 1;
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    activeOrgId,
    idleMinutes: 600,
    absoluteHours: 12,
    ip: null,
    userAgent: 'bench',
  });
  return { token, userId: user.id, orgId: activeOrgId };
}
