import type { ListAnswer, ListQuery, RecordData } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { readAsTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import { columnStoreOf } from '../column-store/column-store';
import { cachedList } from './list-cache';
import { loadModel } from './model-cache';
import { accessOf, type RecordAccess } from './record-access';
import { countFromColumns } from './record-count-columns';
import type { RecordModel } from './record-model';
import { listSql } from './record-query';
import { countMatching, selectPage, selectRecord } from './records.repository';
import { requireVerb } from './write-pipeline/authorize';
import { baseVersionOf } from './write-pipeline/check-version';
import { runWrite, type WriteOutcome } from './write-pipeline/run-write';
import type { ChildrenInput } from './write-pipeline/write-state';

export interface RecordsDeps {
  db: Db;
  realtime: Realtime;
}

export { accessOf } from './record-access';
export { requireVerb } from './write-pipeline/authorize';

export async function listRecords(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  query: ListQuery,
  scope?: RawBuilder<unknown>,
): Promise<ListAnswer> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  const list = listSql(model, query);
  // `scope` narrows the list before the person's filters: a parent's children, say. Of a versioned
  // record only the active version is listed; the others are reached through its versions.
  const versions = model.object.has_versioning ? sql`t.is_active_version` : sql`true`;
  const where = sql`${scope ?? sql`true`} and ${versions} and ${list.where}`;
  const { order } = list;
  const access = accessOf(auth, objectName);
  const compiledScope = (scope ?? sql`true`).compile(deps.db);
  const key = JSON.stringify([
    auth.orgId,
    objectName,
    access,
    compiledScope.sql,
    compiledScope.parameters,
    query,
  ]);
  const store = columnStoreOf(deps.db);
  // A scope's SQL may read any column, so a list within one is forgotten on any write to the table.
  const reads = scope ? undefined : list.reads;
  return cachedList(deps.db, model, { key, reads }, async () => {
    // A list within a scope (a parent's children) is counted by Postgres, which can read the scope.
    const counted = store && !scope ? await countFromColumns(store, auth, model, query) : undefined;
    return readAsTenant(deps.db, auth.orgId, async (tx) => {
      const offset = (query.page - 1) * query.pageSize;
      const [data, count] = [
        await selectPage(tx, model, access, {
          where,
          order,
          limit: query.pageSize,
          offset,
          fields: query.fields,
        }),
        counted === undefined
          ? await countMatching(tx, model, access, where)
          : { total: counted, estimate: false },
      ];
      return {
        data,
        total: count.total,
        total_is_estimate: count.estimate,
        per_page: query.pageSize,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(count.total / query.pageSize)),
      };
    });
  });
}

/** A record this person may read; another organization's record is simply not found. */
export async function readRecordFor(
  tx: Db,
  model: RecordModel,
  access: RecordAccess,
  id: number,
): Promise<RecordData> {
  const record = await selectRecord(tx, model, access, id);
  if (!record) throw new AppError('NOT_FOUND', `There is no ${model.object.display_name} with id ${id}.`);
  if ((record.permission & 1) === 0) {
    throw new AppError('FORBIDDEN', `You do not have access to this ${model.object.display_name}.`);
  }
  return record;
}

export async function getRecord(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
): Promise<RecordData> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  return readAsTenant(deps.db, auth.orgId, async (tx) =>
    readRecordFor(tx, model, accessOf(auth, objectName), id),
  );
}

/** The new children a body carries under `$children`, per relationship (see docs/api/records.md). */
function splitChildren(body: Record<string, unknown>): {
  values: Record<string, unknown>;
  children: ChildrenInput | undefined;
} {
  const { $children: children, ...values } = body;
  if (children === undefined) return { values, children: undefined };
  const valid =
    typeof children === 'object' &&
    children !== null &&
    !Array.isArray(children) &&
    Object.values(children).every(
      (rows) =>
        Array.isArray(rows) &&
        rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)),
    );
  if (!valid) {
    throw new AppError('UNPROCESSABLE', 'Some values are not valid; nothing was saved.', {
      $children: ['$children must map relationship names to lists of records.'],
    });
  }
  return { values, children: children as ChildrenInput };
}

function answered(outcome: WriteOutcome): RecordData {
  if (!outcome.record) throw new Error('The write answered no record.');
  return outcome.record;
}

/** A new record, with any new children sent along, in one transaction (spec 001 §4.4). */
export async function createRecord(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  body: Record<string, unknown>,
): Promise<RecordData> {
  const { id: _ignored, ...sent } = body;
  const { values, children } = splitChildren(sent);
  return answered(
    await runWrite(deps, auth, {
      kind: 'create',
      object: objectName,
      values,
      ...(children ? { children } : {}),
    }),
  );
}

export async function updateRecordById(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
  body: Record<string, unknown>,
): Promise<RecordData> {
  const { version: _version, id: _id, permission: _permission, ...sent } = body;
  const version = baseVersionOf(body);
  const { values, children } = splitChildren(sent);
  return answered(
    await runWrite(deps, auth, {
      kind: 'update',
      object: objectName,
      id,
      values,
      version,
      ...(children ? { children } : {}),
    }),
  );
}

export async function deleteRecordById(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
): Promise<void> {
  await runWrite(deps, auth, { kind: 'delete', object: objectName, id });
}
