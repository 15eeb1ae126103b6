import { LRUCache } from 'lru-cache';
import { type ChangeFeed, changeFeedOf, type RowUpdate } from './change-feed';
import type { Db } from './database';

export interface FreshRequest<V> {
  key: string;
  topics: readonly string[];
  /**
   * An object table's topic whose described updates (a few rows, the columns they changed) the value
   * may outlive: `unaffected` says whether the remembered value is still true after one of them.
   */
  rows?: { topic: string; unaffected: (value: V, update: RowUpdate) => boolean };
}

export interface FreshCache<V> {
  /**
   * The value remembered under `key` while the change feed is live and none of `topics` changed since
   * it was loaded, or changed only by updates `rows` says leave it true; otherwise `load()`'s answer,
   * remembered unless it is undefined.
   */
  read(db: Db, request: FreshRequest<V>, load: () => Promise<V>): Promise<V>;
}

/** How often each named cache answered from memory and how often it had to load, since start. */
export interface CacheReads {
  hits: number;
  misses: number;
}

const reads = new Map<string, CacheReads>();

/** The running read counts of every cache, by name, for /metrics and the benches. */
export function cacheReads(): ReadonlyMap<string, Readonly<CacheReads>> {
  return reads;
}

interface Entry<V> {
  value: V;
  /** The generation of each topic when the value was read (or last found still true). */
  stamp: number[];
}

/** Whether every topic is unchanged since `entry`'s stamp, or changed only by updates it outlives. */
function stillTrue<V>(
  feed: ChangeFeed,
  { topics, rows }: Pick<FreshRequest<V>, 'topics' | 'rows'>,
  entry: Entry<V>,
  now: number[],
): boolean {
  return topics.every((topic, index) => {
    const then = entry.stamp[index] ?? -1;
    if (then === now[index]) return true;
    if (topic !== rows?.topic) return false;
    const updates = feed.updatesSince(topic, then);
    return updates?.every((update) => rows.unaffected(entry.value, update)) ?? false;
  });
}

/**
 * A bounded in-process cache kept true by the change feed (decision 0008), one per database so two
 * apps in one process (tests, benches) never share entries. The time-to-live is a safety net only.
 */
export function freshCache<V>(options: { name: string; max: number; ttlMs: number }): FreshCache<V> {
  const caches = new WeakMap<Db, LRUCache<string, Entry<V>>>();
  const counts: CacheReads = { hits: 0, misses: 0 };
  reads.set(options.name, counts);
  return {
    async read(db, { key, topics, rows }, load) {
      const feed = changeFeedOf(db);
      if (!feed.live) {
        counts.misses += 1;
        return load();
      }
      // Read before loading: a change committed meanwhile leaves the entry stale and unused.
      const stamp = topics.map((topic) => feed.generation(topic));
      let cache = caches.get(db);
      if (!cache) {
        cache = new LRUCache({ max: options.max, ttl: options.ttlMs });
        caches.set(db, cache);
      }
      const cached = cache.get(key);
      if (cached && stillTrue(feed, { topics, rows }, cached, stamp)) {
        cached.stamp = stamp;
        counts.hits += 1;
        return cached.value;
      }
      counts.misses += 1;
      const value = await load();
      if (value !== undefined) cache.set(key, { value, stamp });
      return value;
    },
  };
}
