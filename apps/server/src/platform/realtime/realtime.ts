import type { Server as HttpServer } from 'node:http';
import {
  type ParsedChannel,
  parseChannel,
  type RealtimeClientEvents,
  type RealtimeServerEvents,
  type SubscribeAnswer,
} from '@atrium/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  type AuthContext,
  type Credentials,
  parseOrganizationId,
  resolveAuth,
} from '../auth/request-context';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { toAppError } from '../errors/error-handler';
import type { DependencyStatus } from '../observability/dependency-status';
import type { Envelope } from './audience';
import { type BusMessage, localBus, type RealtimeBus, redisBus } from './realtime-bus';

export type { Audience, Envelope } from './audience';

/** The channel a socket names is its word, parsed before anything trusts it. */
type ClientEvents = RealtimeClientEvents<unknown>;

interface SocketData {
  auth: AuthContext;
  /** What the socket signed in with; its organization is fixed to the one it authenticated in. */
  credentials: Credentials;
  /** A message could not be decided for it (a fault): it is told to resync once the database is back. */
  stale: boolean;
}

type RealtimeSocket = Socket<ClientEvents, RealtimeServerEvents, Record<string, never>, SocketData>;

export interface Realtime {
  /** Delivers to every socket on the channel allowed to see it, in every process. Call after commit. */
  publish(envelope: Envelope): void;
  /** Disconnects the sockets of a session that has ended (logout, revocation). */
  endSession(sessionId: string): void;
  /** Tells every socket of this process to refetch (the change feed was interrupted). */
  resync(): void;
  close(): Promise<void>;
}

/**
 * The feature's say on channels. `authorize`: may this socket listen (undefined allows, a message
 * refuses). `admit`: what of this message the person may receive now (the data, or undefined); it
 * throws only for a fault.
 */
export interface ChannelGate {
  authorize(auth: AuthContext, channel: ParsedChannel): Promise<string | undefined>;
  admit(auth: AuthContext, envelope: Envelope): Promise<unknown>;
}

export interface RealtimeOptions {
  db: Db;
  config: AppConfig;
  redis: Redis | undefined;
  gate: ChannelGate;
  status: DependencyStatus;
  /** False while the database may be unreachable: stale sockets wait for it before they resync. */
  databaseLive: () => boolean;
  log: FastifyBaseLogger;
}

const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const STALE_CHECK_MS = 1000;

function refuse(statusCode: number, message: string): SubscribeAnswer {
  return { ok: false, statusCode, message };
}

/** socket.io on the app's own HTTP server; with Redis, every process sees every message. */
export function attachRealtime(server: HttpServer, options: RealtimeOptions): Realtime {
  const { db, config, gate, log } = options;
  const io = new Server<ClientEvents, RealtimeServerEvents, Record<string, never>, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: false },
  });

  let staleTimer: NodeJS.Timeout | undefined;
  const resyncStale = () => {
    if (!options.databaseLive()) return;
    for (const socket of io.sockets.sockets.values()) {
      if (!socket.data.stale) continue;
      socket.data.stale = false;
      socket.emit('resync');
    }
    clearInterval(staleTimer);
    staleTimer = undefined;
  };
  const markStale = (socket: RealtimeSocket, error: unknown) => {
    log.warn({ err: error }, 'a real-time message could not be checked for a socket; it will resync');
    socket.data.stale = true;
    staleTimer ??= setInterval(resyncStale, STALE_CHECK_MS);
  };

  /** The socket's session and access as they are now; undefined when it may no longer listen at all. */
  const recheck = async (socket: RealtimeSocket): Promise<AuthContext | undefined> => {
    try {
      socket.data.auth = await resolveAuth(db, config, socket.data.credentials);
      return socket.data.auth;
    } catch (error) {
      const refusal = toAppError(error as Error);
      if (refusal.statusCode < 500) socket.disconnect(true);
      else markStale(socket, error);
      return undefined;
    }
  };

  const deliver = async (envelope: Envelope): Promise<void> => {
    const ids = io.sockets.adapter.rooms.get(envelope.channel);
    if (!ids) return;
    const { audience, channel, event } = envelope;
    // People with the same access get the same share: one read per person, not per socket.
    const shares = new Map<string, Promise<unknown>>();
    await Promise.all(
      [...ids].map(async (id) => {
        const socket = io.sockets.sockets.get(id);
        const auth = socket && (await recheck(socket));
        if (!socket || !auth) return;
        if (audience.kind === 'user' ? audience.userId !== auth.user.id : audience.orgId !== auth.orgId)
          return;
        const key = `${auth.orgId}:${auth.user.id}:${auth.superAdminMode}`;
        let share = shares.get(key);
        if (!share) {
          share = gate.admit(auth, envelope);
          shares.set(key, share);
        }
        try {
          const data = await share;
          if (data !== undefined) socket.emit('message', { channel, event, data });
        } catch (error) {
          markStale(socket, error);
        }
      }),
    );
  };

  // One channel's messages reach a socket in the order they were published.
  const queues = new Map<string, Promise<void>>();
  const deliverLocally = (envelope: Envelope) => {
    const next = (queues.get(envelope.channel) ?? Promise.resolve())
      .then(() => deliver(envelope))
      .catch((error: unknown) => log.error({ err: error }, 'a real-time message could not be delivered'));
    queues.set(envelope.channel, next);
    void next.then(() => {
      if (queues.get(envelope.channel) === next) queues.delete(envelope.channel);
    });
  };
  const endLocally = (sessionId: string) => io.in(sessionRoom(sessionId)).disconnectSockets(true);
  const resyncAll = () => {
    for (const socket of io.sockets.sockets.values()) socket.data.stale = false;
    io.emit('resync');
  };

  const bus: RealtimeBus = options.redis
    ? redisBus(options.redis, {
        key: `${config.redisKeyPrefix}realtime`,
        status: options.status,
        handlers: {
          receive: (message: BusMessage) =>
            message.kind === 'message' ? deliverLocally(message.envelope) : endLocally(message.sessionId),
          restored: resyncAll,
          warn: (error, text) => log.warn({ err: error }, text),
        },
      })
    : localBus;

  io.use(async (socket, next) => {
    try {
      const { token, organizationId, superAdminMode } = socket.handshake.auth as Record<string, unknown>;
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) {
        throw new AppError('UNAUTHENTICATED', 'You are not signed in. Please sign in to continue.');
      }
      const credentials: Credentials = {
        token,
        organizationId: parseOrganizationId(organizationId),
        superAdminModeRequested: superAdminMode === true,
      };
      const auth = await resolveAuth(db, config, credentials);
      socket.data.auth = auth;
      socket.data.credentials = { ...credentials, organizationId: auth.orgId };
      socket.data.stale = false;
      next();
    } catch (error) {
      const appError = toAppError(error as Error);
      if (appError.statusCode >= 500) log.warn({ err: error }, 'a real-time sign-in failed');
      next(Object.assign(new Error(appError.message), { data: appError.toBody() }));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.auth.sessionId));
    socket.on('subscribe', async (channel, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = typeof channel === 'string' ? parseChannel(channel) : undefined;
      if (!parsed || typeof channel !== 'string') return ack(refuse(400, 'This is not an Atrium channel.'));
      const auth = await recheck(socket);
      if (!auth) return ack(refuse(503, 'The server cannot check this channel now; try again shortly.'));
      try {
        const refusal = await gate.authorize(auth, parsed);
        if (refusal) return ack(refuse(403, refusal));
      } catch (error) {
        const appError = toAppError(error as Error);
        log.warn({ err: error }, 'a real-time subscription could not be checked');
        return ack(refuse(appError.statusCode, appError.message));
      }
      await socket.join(channel);
      ack({ ok: true });
    });
    socket.on('unsubscribe', async (channel, ack) => {
      if (typeof channel === 'string') await socket.leave(channel);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  return {
    publish(envelope) {
      deliverLocally(envelope);
      bus.send({ kind: 'message', envelope });
    },
    endSession(sessionId) {
      endLocally(sessionId);
      bus.send({ kind: 'end-session', sessionId });
    },
    resync: resyncAll,
    async close() {
      clearInterval(staleTimer);
      // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
      io.disconnectSockets(true);
      io.engine.close();
      await bus.close();
      await Promise.allSettled(queues.values());
    },
  };
}

/** With REALTIME_ENABLED=false nothing listens and publishing does nothing. */
export const disabledRealtime: Realtime = {
  publish() {},
  endSession() {},
  resync() {},
  async close() {},
};
