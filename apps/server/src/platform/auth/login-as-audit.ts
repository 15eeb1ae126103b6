import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

export interface LoginAsAuditEntry {
  superAdminId: number;
  userId: number;
  sessionId: string | null;
  method: string;
  path: string;
  statusCode: number;
}

export async function writeLoginAsAudit(db: Db, entry: LoginAsAuditEntry): Promise<void> {
  await db
    .insertInto('login_as_audit')
    .values({
      super_admin_id: entry.superAdminId,
      user_id: entry.userId,
      session_id: entry.sessionId,
      method: entry.method,
      path: entry.path.slice(0, 2000),
      status_code: entry.statusCode,
    })
    .execute();
}

/**
 * Every call answered through a login-as-user session is written down with both identities: the super
 * admin's and the person they act as. It runs as an `onSend` hook, so the row is written before the
 * answer leaves: whoever reads the audit after an answer finds the call in it. The path is kept without
 * its query string (it may carry search text a person typed); a failure to write is logged, never
 * turned into the call's answer.
 */
export function loginAsAuditHook(db: Db) {
  return async <Payload>(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Payload,
  ): Promise<Payload> => {
    const auth = request.auth;
    if (!auth?.impersonator) return payload;
    try {
      await writeLoginAsAudit(db, {
        superAdminId: auth.impersonator.id,
        userId: auth.user.id,
        sessionId: auth.sessionId,
        method: request.method,
        path: request.url.split('?', 1)[0] ?? request.url,
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error }, 'the login-as-user audit could not be written');
    }
    return payload;
  };
}
