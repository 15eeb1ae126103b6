import type { ListAnswer } from '@atrium/core';
import type { RowUpdate } from '../../platform/db/change-feed';
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

/** Columns every record read depends on besides its query's: identity, organization, access, versions. */
export const RECORD_ACCESS_COLUMNS = [
  'id',
  'org_id',
  'owner_id',
  'restricted',
  'is_active_version',
  'version_root_id',
] as const;

/**
 * Whether updates of `model`'s own rows can be judged one by one: not when the object refers to itself,
 * for then a row off the page may be the lookup whose label a row on it shows.
 */
export function describedUpdatesApply(model: RecordModel): boolean {
  return ![...model.fields.values()].some((field) => field.references?.table === model.table);
}

/** True when an update changed no column in `reads` (record access columns included). */
export function changesNone(update: RowUpdate, reads: ReadonlySet<string>): boolean {
  for (const column of update.columns) if (reads.has(column)) return false;
  return true;
}

/**
 * A list page, answered from memory when nothing it was read from changed since: the change feed
 * reports every committed write to those tables, in every process. An update of the object's own rows
 * keeps the page when it changed none of the columns its filter, search and order read (`reads`) and
 * none of the rows on it: the same records still match, in the same order, with the same values.
 * `key` must name everything else the answer depends on (organization, person, permissions, query).
 * Without `reads` (a list within a scope whose SQL reads unknown columns) any write forgets it;
 * without a live feed it always reads.
 */
export function cachedList(
  db: Db,
  model: RecordModel,
  request: { key: string; reads: readonly string[] | undefined },
  read: () => Promise<ListAnswer>,
): Promise<ListAnswer> {
  const reads = request.reads && new Set([...RECORD_ACCESS_COLUMNS, ...request.reads]);
  const rows =
    reads && describedUpdatesApply(model)
      ? {
          topic: `records:${model.object.name}`,
          unaffected: (answer: ListAnswer, update: RowUpdate) =>
            changesNone(update, reads) && !answer.data.some((record) => update.ids.has(Number(record.id))),
        }
      : undefined;
  return pages.read(db, { key: request.key, topics: recordTopics(model), ...(rows ? { rows } : {}) }, read);
}
