import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { DependencyStatus } from '../observability/dependency-status';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;

// Counts in a fixed window: the first hit of a window starts its expiry.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;
const LOCAL_LIMIT = 10_000;

/** The same fixed window in this process's memory: what a process counts while Redis is away. */
class LocalWindow {
  private readonly windows = new Map<string, { current: number; resetAt: number }>();

  count(key: string, windowMs: number): Count {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= LOCAL_LIMIT) this.prune(now);
      entry = { current: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < LOCAL_LIMIT) break;
      this.windows.delete(key);
    }
  }
}

/**
 * Rate limits shared through Redis by every process, falling back to this process's own count while
 * Redis is away: a limit is then per process (looser by the number of processes), but sign-in and
 * every limited route keep answering instead of failing with a 500.
 */
export function fallbackRateLimitStore(options: {
  redis: Redis;
  prefix: string;
  status: DependencyStatus;
  onFallback: (error: unknown) => void;
}): FastifyRateLimitStoreCtor {
  const { redis, status, onFallback } = options;
  const local = new LocalWindow();
  const count = (key: string, windowMs: number, done: Done) => {
    (redis.eval(COUNT_SCRIPT, 1, key, windowMs) as Promise<[number, number]>).then(
      ([current, ttl]) => done(null, { current, ttl: Math.max(0, ttl) }),
      (error: unknown) => {
        status.failed('redis');
        onFallback(error);
        done(null, local.count(key, windowMs));
      },
    );
  };
  class Store implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = options.prefix,
    ) {}

    incr(key: string, done: Done, timeWindow?: number): void {
      count(`${this.prefix}${key}`, timeWindow ?? 60_000, done);
    }

    // Each limited route counts apart (the plugin's types say route options; it passes them as `routeInfo`).
    child(
      params: Parameters<FastifyRateLimitStore['child']>[0] & {
        routeInfo?: { method?: unknown; url?: unknown };
      },
    ): FastifyRateLimitStore {
      const { method, url } = params.routeInfo ?? {};
      return new Store({}, `${this.prefix}${String(method ?? '')}${String(url ?? '')}-`);
    }
  }
  return Store;
}
