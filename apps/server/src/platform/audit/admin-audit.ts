import type { AuditKind } from '@atrium/core';
import type { Db } from '../db/database';

export interface AdminAuditEntry {
  kind: Exclude<AuditKind, 'login-as'>;
  action: string;
  /** Who made the change (null when no one is signed in, e.g. a refused sign-in). */
  actorId: number | null;
  /** Whom it concerns. */
  userId?: number | null;
  orgId?: number | null;
  summary: string;
}

/**
 * Writes one line of the administrators' audit list. Callers pass their transaction, so the line is
 * kept exactly when the change is.
 */
export async function writeAdminAudit(db: Db, entry: AdminAuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      kind: entry.kind,
      action: entry.action,
      actor_id: entry.actorId,
      user_id: entry.userId ?? null,
      org_id: entry.orgId ?? null,
      summary: entry.summary.slice(0, 2000),
    })
    .execute();
}
