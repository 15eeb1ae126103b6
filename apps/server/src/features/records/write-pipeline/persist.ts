import { objectTableName, type RecordData } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { deleteUploadRows, insertUploads } from '../../uploads/uploads.repository';
import type { ColumnValues } from '../record-values';
import { writeAndSelect } from '../records.repository';
import type { WriteState } from './write-state';

/*
 * The only module that writes an object table (test/write-pipeline-boundary.test.ts holds every other
 * module to that): a write that does not go through the pipeline has no history and no events.
 */

/** The row a write left, as the writer reads it: the pipeline's answer, read back in the write's statement. */
async function written(state: WriteState, write: RawBuilder<unknown>): Promise<RecordData> {
  const record = await writeAndSelect(state.tx, state.model, state.access, write);
  if (!record) throw new AppError('NOT_FOUND', `There is no ${state.model.object.display_name} to write.`);
  return record;
}

/** Inserts a row; answers its id and keeps the row as the writer reads it as the write's result. */
async function insertRow(
  state: WriteState,
  values: ColumnValues & { org_id: number; owner_id: number },
): Promise<number> {
  const columns = Object.keys(values);
  const record = await written(
    state,
    sql`insert into ${sql.table(state.model.table)} (${sql.join(columns.map((c) => sql.id(c)))})
    values (${sql.join(columns.map((c) => values[c]))})
    returning *`,
  );
  state.result = record;
  return Number(record.id);
}

/** Updates the columns and bumps the version, keeping the row as the result; answers the new version. */
async function updateRow(state: WriteState, id: number, values: ColumnValues): Promise<number> {
  const assignments = Object.entries(values).map(([column, value]) => sql`${sql.id(column)} = ${value}`);
  const record = await written(
    state,
    sql`update ${sql.table(state.model.table)} set ${sql.join([...assignments, sql`version = version + 1`, sql`updated_at = now()`])}
    where id = ${id} returning *`,
  );
  state.result = record;
  return Number(record.version);
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
      state.id = await insertRow(state, {
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
      const version = await updateRow(state, request.id, columns);
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
      state.id = await insertRow(state, { ...columns, org_id: auth.orgId, owner_id: auth.user.id });
      state.history = { action: 'created', changes: { duplicated_from: request.id }, version: 1 };
      return;
    }
    case 'version': {
      const root = Number(state.stored?.version_root_id ?? request.id);
      await sql`update ${sql.table(model.table)} set is_active_version = false where id = ${request.id}`.execute(
        tx,
      );
      state.id = await insertRow(state, {
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
      const version = await updateRow(state, request.id, { sort_order: sortOrder });
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

/**
 * The same rule for many records at once: every record of the object in the organization that has grants
 * and is not marked restricted yet is marked (a package upgrade sharing what was written before its
 * sharing rule). Like persistRestricted, it moves no version: who may read a record is not its content.
 */
export async function persistRestrictedWhereGranted(
  tx: Db,
  scope: { orgId: number; object: string },
): Promise<void> {
  const table = sql.table(objectTableName(scope.object));
  await sql`update ${table} as t set restricted = true
    where t.org_id = ${scope.orgId} and not t.restricted and exists (
      select 1 from record_permissions where object = ${scope.object} and record_id = t.id)`.execute(tx);
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
