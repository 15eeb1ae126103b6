import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { deleteUploadRows, insertUploads } from '../../uploads/uploads.repository';
import type { RecordModel } from '../record-model';
import type { ColumnValues } from '../record-values';
import type { WriteState } from './write-state';

/*
 * The only module that writes an object table (test/write-pipeline-boundary.test.ts holds every other
 * module to that): a write that does not go through the pipeline has no history and no events.
 */

async function insertRow(
  tx: Db,
  model: RecordModel,
  values: ColumnValues & { org_id: number; owner_id: number },
): Promise<number> {
  const columns = Object.keys(values);
  const result = await sql<{ id: string | number }>`
    insert into ${sql.table(model.table)} (${sql.join(columns.map((c) => sql.id(c)))})
    values (${sql.join(columns.map((c) => values[c]))})
    returning id`.execute(tx);
  return Number(result.rows[0]?.id);
}

/** Updates the columns, bumps the version; answers the new version. */
async function updateRow(tx: Db, model: RecordModel, id: number, values: ColumnValues): Promise<number> {
  const assignments = Object.entries(values).map(([column, value]) => sql`${sql.id(column)} = ${value}`);
  const result = await sql<{ version: number }>`
    update ${sql.table(model.table)} set ${sql.join([...assignments, sql`version = version + 1`, sql`updated_at = now()`])}
    where id = ${id} returning version`.execute(tx);
  return Number(result.rows[0]?.version);
}

const storedVersion = (state: WriteState) => Number(state.stored?.version ?? 0);

/**
 * Pipeline step, persist: writes the row(s) the request asks for and notes, for the history step, what
 * happened. Every kind of write lands here and only here.
 */
export async function persist(state: WriteState): Promise<void> {
  const { request, tx, model, auth, columns } = state;
  switch (request.kind) {
    case 'create': {
      const place =
        request.sortOrder !== undefined && model.object.has_ordering ? { sort_order: request.sortOrder } : {};
      state.id = await insertRow(tx, model, {
        ...columns,
        ...place,
        org_id: auth.orgId,
        owner_id: auth.user.id,
      });
      state.history = { action: 'created', changes: state.values, version: 1 };
      return;
    }
    case 'update': {
      state.id = request.id;
      if (Object.keys(columns).length === 0) return;
      const version = await updateRow(tx, model, request.id, columns);
      const changes = Object.fromEntries(
        Object.keys(state.values).map((name) => [name, [state.stored?.[name] ?? null, state.values[name]]]),
      );
      state.history = { action: 'updated', changes, version };
      return;
    }
    case 'delete': {
      await sql`delete from ${sql.table(model.table)} where id = ${request.id}`.execute(tx);
      state.history = { action: 'deleted', changes: {}, version: storedVersion(state) + 1 };
      return;
    }
    case 'duplicate': {
      state.id = await insertRow(tx, model, { ...columns, org_id: auth.orgId, owner_id: auth.user.id });
      state.history = { action: 'created', changes: { duplicated_from: request.id }, version: 1 };
      return;
    }
    case 'version': {
      const root = Number(state.stored?.version_root_id ?? request.id);
      await sql`update ${sql.table(model.table)} set is_active_version = false where id = ${request.id}`.execute(
        tx,
      );
      state.id = await insertRow(tx, model, {
        ...columns,
        version_root_id: root,
        org_id: auth.orgId,
        owner_id: Number(state.stored?.owner_id ?? auth.user.id),
      });
      state.history = { action: 'created', changes: { version_of: root }, version: 1 };
      return;
    }
    case 'reorder': {
      const sortOrder = await request.place(tx);
      state.id = request.id;
      const version = await updateRow(tx, model, request.id, { sort_order: sortOrder });
      const changes = { sort_order: [state.stored?.sort_order ?? null, sortOrder] };
      state.history = { action: 'reordered', changes, version };
      return;
    }
    case 'attach': {
      state.id = request.id;
      state.attached = await insertUploads(
        tx,
        request.files.map((file) => ({
          ...file,
          org_id: auth.orgId,
          object: request.object,
          record_id: request.id,
          created_by: auth.user.id,
        })),
      );
      const files = request.files.map((file) => file.file_name);
      state.history = { action: 'files added', changes: { files }, version: storedVersion(state) };
      return;
    }
    case 'detach': {
      state.id = request.id;
      await deleteUploadRows(
        tx,
        request.uploads.map((upload) => upload.id),
      );
      const changes = { files: request.uploads.map((upload) => upload.file_name) };
      state.history = { action: 'files removed', changes, version: storedVersion(state) };
      return;
    }
  }
}

/** A record is restricted exactly while it has grants: the access check looks at grants only then. */
export async function persistRestricted(tx: Db, ref: { object: string; recordId: number }): Promise<void> {
  const table = sql.table(objectTableName(ref.object));
  await sql`update ${table} set restricted = exists (
      select 1 from record_permissions where object = ${ref.object} and record_id = ${ref.recordId})
    where id = ${ref.recordId}`.execute(tx);
}

/** A new owner: a change of the record, so its version moves on. Answers the new version. */
export async function persistOwner(
  tx: Db,
  ref: { object: string; recordId: number },
  ownerId: number,
): Promise<number> {
  const table = sql.table(objectTableName(ref.object));
  const result = await sql<{ version: number }>`update ${table}
    set owner_id = ${ownerId}, version = version + 1, updated_at = now()
    where id = ${ref.recordId} returning version`.execute(tx);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', `There is no ${ref.object} with id ${ref.recordId}.`);
  return Number(row.version);
}

/**
 * Every record of the object owned by `fromId`, in the organization the transaction acts for (row-level
 * security), handed to `toId`: each one's version moves on. Answers the records moved and their versions.
 */
export async function persistOwnerOfAll(
  tx: Db,
  object: string,
  fromId: number,
  toId: number,
): Promise<{ id: number; version: number }[]> {
  const table = sql.table(objectTableName(object));
  const result = await sql<{ id: number; version: number }>`update ${table}
    set owner_id = ${toId}, version = version + 1, updated_at = now()
    where owner_id = ${fromId} returning id, version`.execute(tx);
  return result.rows.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
}
