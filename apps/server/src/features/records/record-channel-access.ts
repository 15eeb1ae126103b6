import { objectPermission, type ParsedChannel } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from './model-cache';
import { accessOf, readRecordFor } from './records.service';

/**
 * Who may listen where: a user channel is its owner's only; object channels need the object's view
 * permission; a record's own channel also needs that record to be readable by the person, exactly as
 * reading it over HTTP would. Undefined means allowed, otherwise the reason.
 */
export function recordChannelAccess(db: Db) {
  return async (auth: AuthContext, channel: ParsedChannel): Promise<string | undefined> => {
    if (channel.kind === 'user') {
      return channel.userId === auth.user.id ? undefined : "You may only listen to your own user's channel.";
    }
    const permission = objectPermission(channel.object, 'view');
    if (!auth.permissions.has(permission)) return `You need the '${permission}' permission for this channel.`;
    if (channel.kind !== 'record') return undefined;
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
  };
}
