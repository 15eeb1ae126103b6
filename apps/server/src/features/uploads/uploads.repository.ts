import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { UploadListQuery } from './uploads.schemas';

const COLUMNS = [
  'id',
  'object',
  'record_id',
  'stored_name',
  'file_name',
  'mime',
  'size',
  'created_at',
] as const;

export interface UploadRow {
  id: string;
  object: string;
  record_id: string | number;
  stored_name: string;
  file_name: string;
  mime: string;
  size: number;
  created_at: Date;
}

export interface NewUpload {
  org_id: number;
  object: string;
  record_id: number;
  stored_name: string;
  file_name: string;
  mime: string;
  size: number;
  created_by: number;
}

/** Callers run these inside withTenant: row-level security keeps other organizations' rows out. */
export async function insertUploads(tx: Db, rows: NewUpload[]): Promise<UploadRow[]> {
  return tx.insertInto('uploads').values(rows).returning(COLUMNS).execute();
}

export async function listUploadsOf(
  tx: Db,
  ref: { object: string; recordId: number },
  query: UploadListQuery,
): Promise<{ rows: UploadRow[]; total: number }> {
  let select = tx
    .selectFrom('uploads')
    .where('object', '=', ref.object)
    .where('record_id', '=', ref.recordId);
  for (const entry of query.filter ?? []) {
    if (entry.columnName === 'id') select = select.where('id', '=', String(entry.value));
    else
      select = select.where(
        sql<boolean>`file_name ilike ${`%${String(entry.value).replace(/[\\%_]/g, '\\$&')}%`}`,
      );
  }
  const rows = await select
    .select(COLUMNS)
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const count = await select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();
  return { rows, total: Number(count?.total ?? 0) };
}

export async function uploadsByKeys(tx: Db, keys: readonly string[]): Promise<UploadRow[]> {
  return tx.selectFrom('uploads').select(COLUMNS).where('stored_name', 'in', keys).execute();
}

export async function uploadById(tx: Db, id: number): Promise<UploadRow | undefined> {
  return tx.selectFrom('uploads').select(COLUMNS).where('id', '=', String(id)).executeTakeFirst();
}

export async function deleteUploadRows(tx: Db, ids: readonly string[]): Promise<void> {
  await tx.deleteFrom('uploads').where('id', 'in', ids).execute();
}
