import {
  channels,
  type ListAnswer,
  type ListQuery,
  type ObjectVerb,
  objectPermission,
  objectTableName,
  type RecordData,
} from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { Realtime } from '../../platform/realtime/realtime';
import { cachedList } from './list-cache';
import { loadModel } from './model-cache';
import type { RecordAccess } from './record-access';
import { checkSave, formPolicyOf } from './record-form-policy';
import type { RecordModel } from './record-model';
import { listSql } from './record-query';
import { toColumnValues } from './record-values';
import { baseVersionOf, checkBaseVersion } from './record-version-check';
import {
  countMatching,
  deleteRecord,
  insertHistory,
  insertRecord,
  lockRecord,
  selectPage,
  selectRecord,
  updateRecord,
} from './records.repository';

export interface RecordsDeps {
  db: Db;
  realtime: Realtime;
}

export function requireVerb(auth: AuthContext, objectName: string, verb: ObjectVerb): void {
  const permission = objectPermission(objectName, verb);
  if (!auth.permissions.has(permission)) {
    throw new AppError('FORBIDDEN', `You need the '${permission}' permission for this.`);
  }
}

/** What the record-level part of a query needs to know of the person asking. */
export function accessOf(auth: AuthContext, objectName: string): RecordAccess {
  const has = (verb: ObjectVerb) => auth.permissions.has(objectPermission(objectName, verb));
  return {
    userId: auth.user.id,
    roleIds: auth.roleIds,
    bypass: auth.superAdminMode,
    objectMask: (has('view') ? 1 : 0) | (has('edit') ? 2 : 0) | (has('delete') ? 4 : 0),
  };
}

export async function listRecords(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  query: ListQuery,
  scope: RawBuilder<unknown> = sql`true`,
): Promise<ListAnswer> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  const list = listSql(model, query);
  // `scope` narrows the list before the person's filters: a parent's children, say. Of a versioned
  // record only the active version is listed; the others are reached through its versions.
  const versions = model.object.has_versioning ? sql`t.is_active_version` : sql`true`;
  const where = sql`${scope} and ${versions} and ${list.where}`;
  const { order } = list;
  const access = accessOf(auth, objectName);
  const compiledScope = scope.compile(deps.db);
  const key = JSON.stringify([
    auth.orgId,
    objectName,
    access,
    compiledScope.sql,
    compiledScope.parameters,
    query,
  ]);
  return cachedList(deps.db, model, key, () =>
    withTenant(deps.db, auth.orgId, async (tx) => {
      const offset = (query.page - 1) * query.pageSize;
      const [data, count] = [
        await selectPage(tx, model, access, { where, order, limit: query.pageSize, offset }),
        await countMatching(tx, model, access, where),
      ];
      return {
        data,
        total: count.total,
        total_is_estimate: count.estimate,
        per_page: query.pageSize,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(count.total / query.pageSize)),
      };
    }),
  );
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
  return withTenant(deps.db, auth.orgId, async (tx) =>
    readRecordFor(tx, model, accessOf(auth, objectName), id),
  );
}

/** Lookups must point at records of the same organization: row-level security hides the others. */
async function checkReferences(tx: Db, model: RecordModel, values: Record<string, unknown>): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of model.fields.values()) {
    const id = values[field.name];
    if (!field.references || id === null || id === undefined) continue;
    const found =
      await sql`select 1 from ${sql.table(objectTableName(field.references.object))} where id = ${id}`.execute(
        tx,
      );
    if (found.rows.length === 0) errors[field.name] = [`There is no ${field.label} with id ${String(id)}.`];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('UNPROCESSABLE', 'Some values are not valid; nothing was saved.', errors);
  }
}

/** The published copy carries no permission: each subscriber keeps their own (spec 000 §4). */
function publicCopy(record: RecordData): Omit<RecordData, 'permission'> {
  const { permission: _permission, ...rest } = record;
  return rest;
}

export async function createRecord(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  body: Record<string, unknown>,
): Promise<RecordData> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'create');
  const { id: _ignored, ...sent } = body;
  const policy = await formPolicyOf(deps.db, model);
  const record = await withTenant(deps.db, auth.orgId, async (tx) => {
    const { columns: values, written: fields } = await checkSave(policy, {
      tx,
      model,
      before: undefined,
      changes: sent,
      auth,
    });
    await checkReferences(tx, model, values);
    const id = await insertRecord(tx, model, { ...values, org_id: auth.orgId, owner_id: auth.user.id });
    await insertHistory(tx, {
      orgId: auth.orgId,
      object: objectName,
      recordId: id,
      version: 1,
      action: 'created',
      changes: fields,
      userId: auth.user.id,
    });
    return readRecordFor(tx, model, accessOf(auth, objectName), id);
  });
  deps.realtime.publish(channels.newRecords(objectName), 'created', { record: publicCopy(record) });
  return record;
}

export async function updateRecordById(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
  body: Record<string, unknown>,
): Promise<RecordData> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'edit');
  const { version: _version, id: _id, permission: _permission, ...sent } = body;
  const base = baseVersionOf(body);
  // Types and limits are checked before anything is read; the form's rules need the stored record.
  toColumnValues({ model, body: sent, mode: 'update' });
  const policy = await formPolicyOf(deps.db, model);
  const record = await withTenant(deps.db, auth.orgId, async (tx) => {
    const access = accessOf(auth, objectName);
    const current = await readRecordFor(tx, model, access, id);
    if ((current.permission & 2) === 0) {
      throw new AppError('FORBIDDEN', `You may not edit this ${model.object.display_name}.`);
    }
    const stored = await lockRecord(tx, model, id);
    if (stored?.is_locked === true)
      throw new AppError('CONFLICT', `This ${model.object.display_name} is locked.`);
    await checkBaseVersion(tx, {
      model,
      id,
      base,
      stored: Number(stored?.version),
      changes: Object.keys(sent),
      current,
    });
    const { columns: values, written: fields } = await checkSave(policy, {
      tx,
      model,
      before: current,
      changes: sent,
      auth,
    });
    await checkReferences(tx, model, values);
    if (Object.keys(values).length === 0) return current;
    const version = await updateRecord(tx, model, id, values);
    const changes = Object.fromEntries(
      Object.keys(fields).map((name) => [name, [stored?.[name] ?? null, fields[name]]]),
    );
    await insertHistory(tx, {
      orgId: auth.orgId,
      object: objectName,
      recordId: id,
      version,
      action: 'updated',
      changes,
      userId: auth.user.id,
    });
    return readRecordFor(tx, model, access, id);
  });
  deps.realtime.publish(channels.record(objectName, id), 'updated', { record: publicCopy(record) });
  return record;
}

export async function deleteRecordById(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
): Promise<void> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'delete');
  await withTenant(deps.db, auth.orgId, async (tx) => {
    const current = await readRecordFor(tx, model, accessOf(auth, objectName), id);
    if ((current.permission & 4) === 0) {
      throw new AppError('FORBIDDEN', `You may not delete this ${model.object.display_name}.`);
    }
    const stored = await lockRecord(tx, model, id);
    if (stored?.is_locked === true)
      throw new AppError('CONFLICT', `This ${model.object.display_name} is locked.`);
    await deleteRecord(tx, model, id);
    await insertHistory(tx, {
      orgId: auth.orgId,
      object: objectName,
      recordId: id,
      version: Number(stored?.version ?? 0) + 1,
      action: 'deleted',
      changes: {},
      userId: auth.user.id,
    });
  });
  deps.realtime.publish(channels.record(objectName, id), 'deleted', { id });
}
