import type { Server as HttpServer } from 'node:http';
import { type ParsedChannel, parseChannel } from '@atrium/core';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { type AuthContext, parseOrganizationId, resolveAuth } from '../auth/request-context';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';

/** What every real-time message carries: the channel it was sent on, an event name and its data. */
export interface RealtimeMessage {
  channel: string;
  event: string;
  data: unknown;
}

export type SubscribeAnswer = { ok: true } | { ok: false; statusCode: number; message: string };

interface ClientEvents {
  subscribe(channel: unknown, ack: (answer: SubscribeAnswer) => void): void;
  unsubscribe(channel: unknown, ack: (answer: SubscribeAnswer) => void): void;
}

interface ServerEvents {
  message(message: RealtimeMessage): void;
}

interface SocketData {
  auth: AuthContext;
}

type RealtimeSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

export interface Realtime {
  /** Sends to every socket on the channel, in every process. Call it after the transaction commits. */
  publish(channel: string, event: string, data: unknown): void;
  /** Disconnects the sockets of a session that has ended (logout, revocation). */
  endSession(sessionId: string): void;
  close(): Promise<void>;
}

/** Decides whether a socket may listen on a channel: undefined allows, a message refuses. */
export type ChannelAuthorizer = (auth: AuthContext, channel: ParsedChannel) => Promise<string | undefined>;

export interface RealtimeOptions {
  db: Db;
  config: AppConfig;
  redis: Redis | undefined;
  authorize: ChannelAuthorizer;
}

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

function refuse(statusCode: number, message: string): SubscribeAnswer {
  return { ok: false, statusCode, message };
}

function handleSubscriptions(socket: RealtimeSocket, authorize: ChannelAuthorizer): void {
  socket.on('subscribe', async (channel, ack) => {
    if (typeof ack !== 'function') return;
    const parsed = typeof channel === 'string' ? parseChannel(channel) : undefined;
    if (!parsed || typeof channel !== 'string') return ack(refuse(400, 'This is not an Atrium channel.'));
    const refusal = await authorize(socket.data.auth, parsed);
    if (refusal) return ack(refuse(403, refusal));
    await socket.join(channel);
    ack({ ok: true });
  });
  socket.on('unsubscribe', async (channel, ack) => {
    if (typeof channel === 'string') await socket.leave(channel);
    if (typeof ack === 'function') ack({ ok: true });
  });
}

/** socket.io on the app's own HTTP server; with Redis, every process sees every message. */
export function attachRealtime(server: HttpServer, options: RealtimeOptions): Realtime {
  const { db, config, redis, authorize } = options;
  const io = new Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: false },
  });
  const pub = redis?.duplicate();
  const sub = redis?.duplicate();
  if (pub && sub) io.adapter(createAdapter(pub, sub, { key: `${config.redisKeyPrefix}socket.io` }));

  io.use(async (socket, next) => {
    try {
      const { token, organizationId, superAdminMode } = socket.handshake.auth as Record<string, unknown>;
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) {
        throw new AppError('UNAUTHENTICATED', 'You are not signed in. Please sign in to continue.');
      }
      socket.data.auth = await resolveAuth(db, config, {
        token,
        organizationId: parseOrganizationId(organizationId),
        superAdminModeRequested: superAdminMode === true,
      });
      next();
    } catch (error) {
      const appError =
        error instanceof AppError ? error : new AppError('INTERNAL', 'Real-time sign-in failed.');
      next(Object.assign(new Error(appError.message), { data: appError.toBody() }));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.auth.sessionId));
    handleSubscriptions(socket, authorize);
  });

  return {
    publish(channel, event, data) {
      io.to(channel).emit('message', { channel, event, data });
    },
    endSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      // quit, not disconnect: it lets the adapter's own unsubscribe commands finish first.
      await Promise.all([pub?.quit(), sub?.quit()]);
    },
  };
}

/** With REALTIME_ENABLED=false nothing listens and publishing does nothing. */
export const disabledRealtime: Realtime = {
  publish() {},
  endSession() {},
  async close() {},
};
