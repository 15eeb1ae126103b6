import { channels, type RecordData } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from './model-cache';
import type { RecordModel } from './record-model';
import { copyOfStoredValues } from './record-values';
import { insertHistory, insertRecord, lockRecord } from './records.repository';
import { accessOf, type RecordsDeps, readRecordFor, requireVerb } from './records.service';

function requireVersioning(model: RecordModel): void {
  if (!model.object.has_versioning) {
    throw new AppError('UNPROCESSABLE', `${model.object.display_name} records do not keep versions.`);
  }
}

/** Every version of a record, oldest first: the root and the copies made from it. */
export async function listVersions(deps: RecordsDeps, auth: AuthContext, objectName: string, id: number) {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  requireVersioning(model);
  return withTenant(deps.db, auth.orgId, async (tx) => {
    const record = await readRecordFor(tx, model, accessOf(auth, objectName), id);
    const root = Number(record.version_root_id ?? record.id);
    const rows = await sql<{
      id: number;
      is_active_version: boolean;
      created_at: string;
      owner_id: number | null;
    }>`
      select id::int as id, is_active_version, created_at, owner_id from ${sql.table(model.table)}
      where id = ${root} or version_root_id = ${root} order by id`.execute(tx);
    return { data: rows.rows.map((row, index) => ({ ...row, number: index + 1, version_root_id: root })) };
  });
}

/**
 * A new version: a copy of the record's values that becomes the active one, while the record it was
 * made from stays as history (is_active_version false). All versions share the root's id.
 */
export async function createVersion(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
): Promise<RecordData> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'edit');
  requireVersioning(model);
  const created = await withTenant(deps.db, auth.orgId, async (tx) => {
    const access = accessOf(auth, objectName);
    const current = await readRecordFor(tx, model, access, id);
    if ((current.permission & 2) === 0)
      throw new AppError('FORBIDDEN', `You may not edit this ${model.object.display_name}.`);
    const stored = await lockRecord(tx, model, id);
    if (!stored?.is_active_version) {
      throw new AppError('CONFLICT', 'Only the active version can be versioned; open the latest version.');
    }
    const root = Number(stored.version_root_id ?? stored.id);
    const values = copyOfStoredValues(model, stored);
    await sql`update ${sql.table(model.table)} set is_active_version = false where id = ${id}`.execute(tx);
    const newId = await insertRecord(tx, model, {
      ...values,
      version_root_id: root,
      org_id: auth.orgId,
      owner_id: Number(stored.owner_id ?? auth.user.id),
    });
    await insertHistory(tx, {
      orgId: auth.orgId,
      object: objectName,
      recordId: newId,
      version: 1,
      action: 'created',
      changes: { version_of: root },
      userId: auth.user.id,
    });
    return readRecordFor(tx, model, access, newId);
  });
  const { permission: _permission, ...published } = created;
  deps.realtime.publish({
    channel: channels.record(objectName, id),
    event: 'versioned',
    data: { id: created.id },
    audience: { kind: 'record', orgId: auth.orgId, object: objectName, id },
  });
  deps.realtime.publish({
    channel: channels.newRecords(objectName),
    event: 'created',
    data: { record: published },
    audience: { kind: 'record', orgId: auth.orgId, object: objectName, id: created.id },
  });
  return created;
}
