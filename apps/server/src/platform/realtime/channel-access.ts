import { objectPermission, type ParsedChannel } from '@atrium/core';
import type { AuthContext } from '../auth/request-context';

/**
 * Whether a signed-in socket may listen on a channel: its own user channel only, and object channels
 * only with the object's view permission in the socket's organization. Undefined means allowed;
 * otherwise the reason it is not.
 */
export function channelRefusal(auth: AuthContext, channel: ParsedChannel): string | undefined {
  if (channel.kind === 'user') {
    return channel.userId === auth.user.id ? undefined : "You may only listen to your own user's channel.";
  }
  const permission = objectPermission(channel.object, 'view');
  return auth.permissions.has(permission)
    ? undefined
    : `You need the '${permission}' permission for this channel.`;
}
