import type { RecordRef, UploadEntry } from '@atrium/core';
import type { MultipartFile } from '@fastify/multipart';
import type { AuthContext } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/files/file-storage';
import type { Realtime } from '../../platform/realtime/realtime';
import { loadModel } from '../records/model-cache';
import type { RecordModel } from '../records/record-model';
import { accessOf, readRecordFor, requireVerb } from '../records/records.service';
import { authorizeWrite, runWrite, runWrites } from '../records/write-pipeline/run-write';
import { type DetectedContent, detectContent, displayName } from './upload-content';
import { readUpload, removeUpload, writeUpload } from './upload-files';
import { listUploadsOf, type UploadRow, uploadById, uploadsByKeys } from './uploads.repository';
import type { UploadListQuery } from './uploads.schemas';

export interface UploadsDeps {
  db: Db;
  realtime: Realtime;
  config: AppConfig;
  files: FileStorage;
}

/** The models are loaded before a transaction opens: PGlite has one connection, which the transaction holds. */
type Models = Map<string, RecordModel>;

async function modelsFor(db: Db, objects: readonly string[]): Promise<Models> {
  const models: Models = new Map();
  for (const object of new Set(objects)) models.set(object, await loadModel(db, object));
  return models;
}

/**
 * A record's files are the record's: reading them needs read access to it (another organization's
 * record is not found); adding or removing them is a write of the record, through the pipeline.
 */
async function requireReadable(tx: Db, auth: AuthContext, models: Models, ref: RecordRef) {
  const model = models.get(ref.object);
  if (!model) throw new AppError('NOT_FOUND', `There is no object named '${ref.object}'.`);
  requireVerb(auth, ref.object, 'view');
  await readRecordFor(tx, model, accessOf(auth, ref.object), ref.recordId);
}

/** Finds rows, then checks their records can be read, in a second transaction once their models are loaded. */
async function readableRows(
  deps: UploadsDeps,
  auth: AuthContext,
  find: (tx: Db) => Promise<UploadRow[]>,
): Promise<UploadRow[]> {
  const found = await withTenant(deps.db, auth.orgId, find);
  const models = await modelsFor(
    deps.db,
    found.map((row) => row.object),
  );
  return withTenant(deps.db, auth.orgId, async (tx) => {
    const refs = new Map(found.map((row) => [`${row.object}:${row.record_id}`, row]));
    for (const row of refs.values()) {
      await requireReadable(tx, auth, models, { object: row.object, recordId: Number(row.record_id) });
    }
    return found;
  });
}

function entryOf(row: UploadRow): UploadEntry {
  return {
    id: Number(row.id),
    key: row.stored_name,
    url: `uploads/${row.id}/download`,
    size: row.size,
    filename: row.file_name,
    original_file_name: row.file_name,
    mime: row.mime,
    object: row.object,
    record_id: Number(row.record_id),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listUploads(
  deps: UploadsDeps,
  auth: AuthContext,
  ref: RecordRef,
  query: UploadListQuery,
) {
  const models = await modelsFor(deps.db, [ref.object]);
  return withTenant(deps.db, auth.orgId, async (tx) => {
    await requireReadable(tx, auth, models, ref);
    const { rows, total } = await listUploadsOf(tx, ref, query);
    return {
      data: rows.map(entryOf),
      total,
      per_page: query.pageSize,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  });
}

interface Received {
  bytes: Buffer;
  clientName: string;
}

/** Reads every file part, refusing the whole upload on the first file that is too large. */
async function receive(parts: AsyncIterable<MultipartFile>, limit: number): Promise<Received[]> {
  const received: Received[] = [];
  for await (const part of parts) {
    const bytes = await part.toBuffer();
    if (part.file.truncated) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `${part.filename || 'A file'} is larger than ${Math.floor(limit / 1_048_576)} MB.`,
      );
    }
    received.push({ bytes, clientName: part.filename });
  }
  if (received.length === 0) throw new AppError('BAD_REQUEST', 'The request carries no file.');
  return received;
}

/** Files are checked by their bytes and stored under random names before any row is written. */
export async function uploadFiles(
  deps: UploadsDeps,
  auth: AuthContext,
  ref: RecordRef,
  parts: AsyncIterable<MultipartFile>,
): Promise<{ data: UploadEntry[] }> {
  const attach = { kind: 'attach' as const, object: ref.object, id: ref.recordId };
  await authorizeWrite(deps, auth, { ...attach, files: [] });
  const received = await receive(parts, deps.config.uploadLimitBytes);
  const checked: (Received & DetectedContent)[] = [];
  for (const file of received) {
    const verdict = await detectContent(file.bytes);
    if (!verdict.ok) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${displayName(file.clientName, 'file')}: ${verdict.reason}`,
      );
    }
    checked.push({ ...file, ...verdict.content });
  }
  const stored: string[] = [];
  try {
    for (const file of checked) stored.push(await writeUpload(deps.files, file.bytes, file.ext));
    const { attached } = await runWrite(deps, auth, {
      ...attach,
      files: checked.map((file, index) => ({
        stored_name: stored[index] ?? '',
        file_name: displayName(file.clientName, file.ext),
        mime: file.mime,
        size: file.bytes.length,
      })),
    });
    return { data: attached.map(entryOf) };
  } catch (error) {
    // Files without a row would never be reachable: take them away again.
    await Promise.all(stored.map((name) => removeUpload(deps.config.filesDir, name)));
    throw error;
  }
}

async function rowsByKeys(tx: Db, keys: readonly string[]): Promise<UploadRow[]> {
  const rows = await uploadsByKeys(tx, keys);
  const found = new Set(rows.map((row) => row.stored_name));
  const missing = keys.find((key) => !found.has(key));
  if (missing) throw new AppError('NOT_FOUND', `There is no uploaded file ${missing}.`);
  return rows;
}

export async function uploadDetails(deps: UploadsDeps, auth: AuthContext, keys: readonly string[]) {
  const rows = await readableRows(deps, auth, (tx) => rowsByKeys(tx, keys));
  return { data: rows.map(entryOf) };
}

/** Files of several records go in one transaction: one detach per record, all or nothing. */
async function removeRows(deps: UploadsDeps, auth: AuthContext, find: (tx: Db) => Promise<UploadRow[]>) {
  const rows = await withTenant(deps.db, auth.orgId, find);
  const byRecord = new Map<string, UploadRow[]>();
  for (const row of rows) {
    const key = `${row.object}:${row.record_id}`;
    byRecord.set(key, [...(byRecord.get(key) ?? []), row]);
  }
  await runWrites(
    deps,
    auth,
    [...byRecord.values()].flatMap((group) => {
      const [first] = group;
      if (!first) return [];
      return [
        {
          kind: 'detach' as const,
          object: first.object,
          id: Number(first.record_id),
          uploads: group.map((row) => ({ id: row.id, file_name: row.file_name })),
        },
      ];
    }),
  );
  await Promise.all(rows.map((row) => removeUpload(deps.config.filesDir, row.stored_name)));
  return { success: true, deleted: rows.length };
}

export function deleteByKeys(deps: UploadsDeps, auth: AuthContext, keys: readonly string[]) {
  return removeRows(deps, auth, (tx) => rowsByKeys(tx, keys));
}

async function rowById(tx: Db, id: number): Promise<UploadRow> {
  const row = await uploadById(tx, id);
  if (!row) throw new AppError('NOT_FOUND', `There is no uploaded file with id ${id}.`);
  return row;
}

export function deleteById(deps: UploadsDeps, auth: AuthContext, id: number) {
  return removeRows(deps, auth, async (tx) => [await rowById(tx, id)]);
}

export async function downloadUpload(deps: UploadsDeps, auth: AuthContext, id: number) {
  const [row] = await readableRows(deps, auth, async (tx) => [await rowById(tx, id)]);
  if (!row) throw new AppError('NOT_FOUND', `There is no uploaded file with id ${id}.`);
  return { row, bytes: await readUpload(deps.config.filesDir, row.stored_name) };
}
