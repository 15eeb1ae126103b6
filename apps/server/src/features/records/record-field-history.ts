import type { FieldHistoryPage, FieldHistoryQuery } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { loadModel } from './model-cache';
import { accessOf } from './record-access';
import { openHistoryValue } from './record-encryption';
import { type RecordsDeps, readRecordFor, requireVerb } from './records.service';

/**
 * The changes of a record's tracked attributes (`enableHistoryTracking`), newest first, a page at a
 * time: to whoever may read the record, as the record itself (another organization's is not found).
 */
export async function listFieldHistory(
  deps: RecordsDeps,
  auth: AuthContext,
  objectName: string,
  id: number,
  { page, pageSize }: FieldHistoryQuery,
): Promise<FieldHistoryPage> {
  const model = await loadModel(deps.db, objectName);
  requireVerb(auth, objectName, 'view');
  return withTenant(deps.db, auth.orgId, async (tx) => {
    await readRecordFor(tx, model, accessOf(auth, objectName), id);
    const ofRecord = tx
      .selectFrom('record_field_history as h')
      .where('h.object', '=', objectName)
      .where('h.record_id', '=', id);
    const counted = await ofRecord.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();
    const rows = await ofRecord
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
      .orderBy('h.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      total: Number(counted?.total ?? 0),
      current_page: page,
      per_page: pageSize,
      data: rows.map((row) => {
        const field = model.fields.get(row.attribute);
        // Encrypted attributes' values are kept sealed; they are opened for this reader (decision 0020).
        const before = openHistoryValue(field, row.old_value ?? null);
        const after = openHistoryValue(field, row.new_value ?? null);
        return {
          id: Number(row.id),
          attribute: row.attribute,
          label: field?.label ?? row.attribute,
          action: row.action,
          old_value: before?.value ?? null,
          new_value: after?.value ?? null,
          ...(before && after ? {} : { unreadable: true }),
          user_id: row.user_id,
          user_name: row.user_name,
          changed_at: new Date(row.changed_at).toISOString(),
        };
      }),
    };
  });
}
