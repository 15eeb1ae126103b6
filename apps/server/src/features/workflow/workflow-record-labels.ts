import { labelPartsOf, type RecordRef } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import { accessOf, readableSql } from '../records/record-access';
import type { RecordModel } from '../records/record-model';
import { labelSql } from '../records/records.repository';

/**
 * The records among `refs` this person may read, with each one's label (the object's label attribute
 * or expression; null when it has none or it comes out empty), as `object:id` → label. A record they
 * may not read, or that is gone, is absent: a list built on it leaves that row out. Reads in a
 * transaction of its own, after the list's.
 */
export async function readableLabels(
  db: Db,
  auth: AuthContext,
  refs: readonly RecordRef[],
): Promise<Map<string, string | null>> {
  const byObject = new Map<string, Set<number>>();
  for (const ref of refs) {
    const ids = byObject.get(ref.object) ?? new Set<number>();
    ids.add(ref.recordId);
    byObject.set(ref.object, ids);
  }
  // The models are read before the transaction opens, from the shared cache.
  const models = new Map<string, RecordModel>();
  for (const object of byObject.keys()) {
    try {
      models.set(object, await loadModel(db, object));
    } catch (error) {
      // An object removed since: nothing of it can be read.
      if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    }
  }
  const labels = new Map<string, string | null>();
  if (models.size === 0) return labels;
  await withTenant(db, auth.orgId, async (tx) => {
    for (const [object, model] of models) {
      // Labels are read in SQL, where an encrypted attribute is only ciphertext: it is left out.
      const readable = [...model.fields.values()].filter((f) => !f.encrypted).map((f) => f.name);
      const parts = labelPartsOf(model.object, new Set(readable));
      const ids = [...(byObject.get(object) ?? [])];
      const rows = await sql<{ id: string | number; label: string | null }>`
        select t.id, ${parts.length > 0 ? labelSql('t', parts) : sql`null::text`} as label
        from ${sql.table(model.table)} as t
        where t.id in (${sql.join(ids)}) and ${readableSql(object, accessOf(auth, object))}`.execute(tx);
      for (const row of rows.rows) labels.set(`${object}:${Number(row.id)}`, row.label);
    }
  });
  return labels;
}

/** Keeps the rows on records this person may read, each with its record's label. */
export async function withRecordLabels<T extends RecordRef>(
  db: Db,
  auth: AuthContext,
  rows: readonly T[],
): Promise<(T & { recordLabel: string | null })[]> {
  const labels = await readableLabels(db, auth, rows);
  return rows.flatMap((row) => {
    const key = `${row.object}:${row.recordId}`;
    return labels.has(key) ? [{ ...row, recordLabel: labels.get(key) ?? null }] : [];
  });
}
