import { objectPermission, type ParsedChannel } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { ChannelGate, Envelope } from '../../platform/realtime/realtime';
import { loadModel } from './model-cache';
import { accessOf, readRecordFor } from './records.service';

/** The record as this person would GET it now, without the permission bits; undefined if they may not. */
async function readableCopy(
  db: Db,
  auth: AuthContext,
  target: { object: string; id: number },
): Promise<Record<string, unknown> | undefined> {
  try {
    const model = await loadModel(db, target.object);
    const { permission: _permission, ...record } = await withTenant(db, auth.orgId, (tx) =>
      readRecordFor(tx, model, accessOf(auth, target.object), target.id),
    );
    return record;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return undefined;
    throw error;
  }
}

/**
 * Who may listen where, and what each listener receives. A user channel is its owner's only; object
 * channels need the object's view permission; a record's own channel also needs that record to be
 * readable. When a message goes out the same checks run again for each listener, in the listener's own
 * organization: a record's data is read again as that person, so nobody gets a row they could not GET
 * at that moment (another organization's, one closed to them by a grant, one they lost access to).
 */
export function recordChannelAccess(db: Db): ChannelGate {
  const mayView = (auth: AuthContext, object: string) =>
    auth.permissions.has(objectPermission(object, 'view'));
  return {
    async authorize(auth: AuthContext, channel: ParsedChannel): Promise<string | undefined> {
      if (channel.kind === 'user') {
        return channel.userId === auth.user.id
          ? undefined
          : "You may only listen to your own user's channel.";
      }
      const permission = objectPermission(channel.object, 'view');
      if (!auth.permissions.has(permission))
        return `You need the '${permission}' permission for this channel.`;
      // A record's channel, and its workflow's (events per object and record), need the record readable.
      if (channel.kind !== 'record' && channel.kind !== 'workflow') return undefined;
      const id = Number(channel.id);
      if (!Number.isSafeInteger(id) || id <= 0) return 'This record channel names no record.';
      try {
        const model = await loadModel(db, channel.object);
        await withTenant(db, auth.orgId, async (tx) =>
          readRecordFor(tx, model, accessOf(auth, channel.object), id),
        );
        return undefined;
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return error.message;
        throw error;
      }
    },

    async admit(auth: AuthContext, envelope: Envelope): Promise<unknown> {
      const { audience, data } = envelope;
      if (audience.kind === 'user') return audience.userId === auth.user.id ? data : undefined;
      if (audience.orgId !== auth.orgId || !mayView(auth, audience.object)) return undefined;
      if (audience.kind === 'object') return data;
      const record = await readableCopy(db, auth, audience);
      if (!record) return undefined;
      // A message carrying the record carries this person's view of it, never the writer's.
      return typeof data === 'object' && data !== null && 'record' in data ? { ...data, record } : data;
    },
  };
}
