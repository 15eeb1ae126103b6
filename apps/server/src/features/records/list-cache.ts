import type { ListAnswer } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { freshCache } from '../../platform/db/fresh-cache';
import type { RecordModel } from './record-model';

// A safety net only: the change feed is what keeps entries true.
const pages = freshCache<ListAnswer>({ name: 'record_lists', max: 5_000, ttlMs: 5 * 60_000 });

/**
 * Everything a list page is read from: its table, the tables its lookup labels come from, grants.
 * Reports read the same (their cache, report-cache.ts, asks here).
 */
export function recordTopics(model: RecordModel): string[] {
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
export function cachedList(
  db: Db,
  model: RecordModel,
  key: string,
  read: () => Promise<ListAnswer>,
): Promise<ListAnswer> {
  return pages.read(db, { key, topics: recordTopics(model) }, read);
}
