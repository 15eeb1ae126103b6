import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DependencyStatus } from '../observability/dependency-status';
import type { Envelope } from './audience';

/** What processes tell each other: a message to deliver, or a session whose sockets must close. */
export type BusMessage = { kind: 'message'; envelope: Envelope } | { kind: 'end-session'; sessionId: string };

export interface BusHandlers {
  /** A message another process sent. */
  receive(message: BusMessage): void;
  /** The bus is back after an interruption: messages of other processes may have been lost. */
  restored(): void;
  warn(error: unknown, text: string): void;
}

/** Carries messages to the other processes; each process delivers to its own sockets. */
export interface RealtimeBus {
  send(message: BusMessage): void;
  close(): Promise<void>;
}

/** One process alone: there is nobody to tell. */
export const localBus: RealtimeBus = {
  send() {},
  async close() {},
};

function parse(raw: string): { origin: string; message: BusMessage } | undefined {
  try {
    const value = JSON.parse(raw) as { origin?: unknown; message?: BusMessage };
    return typeof value.origin === 'string' && value.message
      ? { origin: value.origin, message: value.message }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Redis pub/sub between processes, on connections of its own. A publish while Redis is away fails after
 * the client's few retries and is counted, never thrown: this process has already delivered to its own
 * sockets, and the others resync their sockets once their subscription is back.
 */
export function redisBus(
  redis: Redis,
  options: { key: string; status: DependencyStatus; handlers: BusHandlers },
): RealtimeBus {
  const { key, status, handlers } = options;
  const origin = randomUUID();
  // Connected now, not at the first publish; a publish made while connecting waits in the queue.
  const pub = redis.duplicate({ lazyConnect: false, enableOfflineQueue: true });
  const sub = redis.duplicate({ lazyConnect: false, enableOfflineQueue: true });
  let interrupted = false;
  for (const connection of [pub, sub]) {
    connection.on('error', (error: unknown) => handlers.warn(error, 'the real-time Redis connection failed'));
  }
  sub.on('close', () => {
    if (!interrupted) status.down('redis');
    interrupted = true;
  });
  sub.on('ready', () => {
    if (!interrupted) return;
    // ioredis subscribes again by itself; waiting for our own subscribe means the channel is live.
    sub.subscribe(key).then(
      () => {
        interrupted = false;
        status.up('redis');
        handlers.restored();
      },
      (error: unknown) => handlers.warn(error, 'the real-time Redis subscription failed'),
    );
  });
  sub.on('message', (channel: string, raw: string) => {
    const parsed = channel === key ? parse(raw) : undefined;
    if (parsed && parsed.origin !== origin) handlers.receive(parsed.message);
  });
  void sub
    .subscribe(key)
    .catch((error: unknown) => handlers.warn(error, 'the real-time Redis subscription failed'));
  return {
    send(message) {
      pub.publish(key, JSON.stringify({ origin, message })).catch((error: unknown) => {
        status.failed('redis');
        handlers.warn(error, 'a real-time message could not reach the other processes');
      });
    },
    async close() {
      // quit, not disconnect: pending commands finish first; a connection already down just closes.
      await Promise.all([pub.quit().catch(() => pub.disconnect()), sub.quit().catch(() => sub.disconnect())]);
    },
  };
}
