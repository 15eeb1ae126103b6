import type { RealtimeClientEvents, RealtimeMessage, RealtimeServerEvents } from '@atrium/core';
import { io, type Socket } from 'socket.io-client';
import { sessionStore } from '../session/session-store';
import { queryClient } from './query-client';

type Handler = (message: RealtimeMessage) => void;

let socket: Socket<RealtimeServerEvents, RealtimeClientEvents> | null = null;
let connectedAs = '';
const handlers = new Map<string, Set<Handler>>();

function join(channel: string): void {
  socket?.emit('subscribe', channel, (answer) => {
    if (!answer.ok) console.warn(`Real-time channel ${channel} refused: ${answer.message}`);
  });
}

/** Connects for the signed-in session and organization; reconnects after a switch; closes on logout. */
function follow(): void {
  const { token, activeOrganization, loggedIn, superAdminMode } = sessionStore.getState();
  const identity = loggedIn && token ? `${token}|${activeOrganization ?? ''}|${superAdminMode}` : '';
  if (identity === connectedAs) return;
  connectedAs = identity;
  socket?.disconnect();
  socket = null;
  if (!identity) return;
  const next: Socket<RealtimeServerEvents, RealtimeClientEvents> = io({
    path: '/socket.io',
    auth: { token, organizationId: activeOrganization, superAdminMode },
  });
  // Rooms do not survive a reconnection: join every channel a page listens to again.
  next.on('connect', () => {
    for (const channel of handlers.keys()) join(channel);
  });
  // Messages sent while the socket was away, or lost by the server, are gone: what is on screen is
  // fetched again (active queries now, the others when next used).
  const refetch = () => void queryClient.invalidateQueries();
  next.on('resync', refetch);
  next.io.on('reconnect', refetch);
  next.on('message', (message) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message);
  });
  socket = next;
}

let started = false;

/** Starts following the session; called once by the signed-in shell, so the sign-in page loads no socket. */
export function startRealtime(): void {
  if (started) return;
  started = true;
  sessionStore.subscribe(follow);
  follow();
}

/** Listens on a channel until the returned function is called; the first listener joins it. */
export function listen(channel: string, handler: Handler): () => void {
  let set = handlers.get(channel);
  if (!set) {
    set = new Set();
    handlers.set(channel, set);
    if (socket?.connected) join(channel);
  }
  set.add(handler);
  return () => {
    const current = handlers.get(channel);
    current?.delete(handler);
    if (current && current.size === 0) {
      handlers.delete(channel);
      socket?.emit('unsubscribe', channel, () => undefined);
    }
  };
}
