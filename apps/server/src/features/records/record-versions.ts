import type { RecordData } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from './model-cache';
import type { RecordModel } from './record-model';
import { accessOf, type RecordsDeps, readRecordFor, requireVerb } from './records.service';
import { runWrite } from './write-pipeline/run-write';

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
  const { record } = await runWrite(deps, auth, { kind: 'version', object: objectName, id });
  if (!record) throw new Error('A new version answered no record.');
  return record;
}
