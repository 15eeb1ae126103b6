import { LRUCache } from 'lru-cache';
import { changeFeedOf } from './change-feed';
import type { Db } from './database';

export interface FreshCache<V> {
  /**
   * The value remembered under `key` while the change feed is live and none of `topics` changed since
   * it was loaded; otherwise `load()`'s answer, remembered unless it is undefined.
   */
  read(db: Db, request: { key: string; topics: readonly string[] }, load: () => Promise<V>): Promise<V>;
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

/**
 * A bounded in-process cache kept true by the change feed (decision 0008), one per database so two
 * apps in one process (tests, benches) never share entries. The time-to-live is a safety net only.
 */
export function freshCache<V>(options: { name: string; max: number; ttlMs: number }): FreshCache<V> {
  const caches = new WeakMap<Db, LRUCache<string, { value: V; stamp: string }>>();
  const counts: CacheReads = { hits: 0, misses: 0 };
  reads.set(options.name, counts);
  return {
    async read(db, { key, topics }, load) {
      const feed = changeFeedOf(db);
      if (!feed.live) {
        counts.misses += 1;
        return load();
      }
      // Read before loading: a change committed meanwhile leaves the entry stale and unused.
      const stamp = topics.map((topic) => feed.generation(topic)).join(',');
      let cache = caches.get(db);
      if (!cache) {
        cache = new LRUCache({ max: options.max, ttl: options.ttlMs });
        caches.set(db, cache);
      }
      const cached = cache.get(key);
      if (cached && cached.stamp === stamp) {
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
