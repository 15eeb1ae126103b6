import type { ListAnswer } from '@atrium/core';
import { LRUCache } from 'lru-cache';
import { changeFeedOf } from '../../platform/db/change-feed';
import type { Db } from '../../platform/db/database';
import type { RecordModel } from './record-model';

interface Cached {
  answer: ListAnswer;
  stamp: string;
}

// A safety net only: the change feed is what keeps entries true.
const MAX_AGE_MS = 5 * 60_000;
const caches = new WeakMap<Db, LRUCache<string, Cached>>();

function cacheOf(db: Db): LRUCache<string, Cached> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 5_000, ttl: MAX_AGE_MS });
    caches.set(db, cache);
  }
  return cache;
}

/** Everything a list page is read from: its table, the tables its lookup labels come from, grants. */
function topicsOf(model: RecordModel): string[] {
  const parents = [...model.fields.values()].flatMap((field) =>
    field.references ? [`records:${field.references.table.replace(/^obj_/, '')}`] : [],
  );
  return [`records:${model.object.name}`, ...parents, 'grants', 'metadata'];
}

/**
 * A list page, answered from memory when nothing it was read from changed since: the change feed
 * reports every committed write to those tables, in every process. `key` must name everything else
 * the answer depends on (organization, person, permissions, query). Without a live feed it always reads.
 */
export async function cachedList(
  db: Db,
  model: RecordModel,
  key: string,
  read: () => Promise<ListAnswer>,
): Promise<ListAnswer> {
  const feed = changeFeedOf(db);
  if (!feed.live) return read();
  // Read before the query runs: a change committed meanwhile leaves the entry stale and unused.
  const stamp = topicsOf(model)
    .map((topic) => feed.generation(topic))
    .join(',');
  const cache = cacheOf(db);
  const cached = cache.get(key);
  if (cached && cached.stamp === stamp) return cached.answer;
  const answer = await read();
  cache.set(key, { answer, stamp });
  return answer;
}
