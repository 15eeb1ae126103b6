import type { AuthContext } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { loadModel } from './model-cache';
import { accessOf } from './record-access';
import { type RecordsDeps, readRecordFor, requireVerb } from './records.service';

export interface FieldHistoryEntry {
  id: number;
  attribute: string;
  label: string;
  action: string;
  old_value: unknown;
  new_value: unknown;
  user_id: number | null;
  user_name: string | null;
  changed_at: string;
}

/**
 * The changes of a record's tracked attributes (`enableHistoryTracking`), oldest first: to whoever may
 * read the record, as the record itself (another organization's is not found).
 */
export async function listFieldHistory(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
): Promise<{ data: FieldHistoryEntry[] }> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  return withTenant(deps.db, auth.orgId, async (tx) => {
    await readRecordFor(tx, model, accessOf(auth, objectName), id);
    const rows = await tx
      .selectFrom('record_field_history as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select([
        'h.id',
        'h.attribute',
        'h.action',
        'h.old_value',
        'h.new_value',
        'h.user_id',
        'u.name as user_name',
        'h.changed_at',
      ])
      .where('h.object', '=', objectName)
      .where('h.record_id', '=', id)
      .orderBy('h.id')
      .execute();
    return {
      data: rows.map((row) => ({
        id: Number(row.id),
        attribute: row.attribute,
        label: model.fields.get(row.attribute)?.label ?? row.attribute,
        action: row.action,
        old_value: row.old_value ?? null,
        new_value: row.new_value ?? null,
        user_id: row.user_id,
        user_name: row.user_name,
        changed_at: new Date(row.changed_at).toISOString(),
      })),
    };
  });
}
