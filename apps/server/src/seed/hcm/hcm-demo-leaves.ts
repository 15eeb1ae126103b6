import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import { runWrite } from '../../features/records/write-pipeline/run-write';
import { moveInstance } from '../../features/workflow/workflow-actions';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { inTransaction } from '../../platform/db/transaction';
import { disabledRealtime } from '../../platform/realtime/realtime';
import { idOfUser } from '../crm/crm-demo-step';

const DAY = 86_400_000;

/** The `nth` Monday (1-based) of a month of next year, and the day `length − 1` after it. */
function mondayPeriod(month: number, nth: number, length: number): { start_date: string; end_date: string } {
  const year = new Date().getUTCFullYear() + 1;
  const first = Date.UTC(year, month - 1, 1);
  const offset = (8 - new Date(first).getUTCDay()) % 7;
  const monday = first + (offset + (nth - 1) * 7) * DAY;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { start_date: iso(monday), end_date: iso(monday + (length - 1) * DAY) };
}

/**
 * Two of Hana's leave requests in the holding for the walk-through, next year, written through the
 * pipeline so their workflow starts: one submitted (waiting on her manager, Ada Lovelace), one not
 * yet. Once: an organization with leave requests is left as it is.
 */
export async function seedDemoLeaves(db: Db): Promise<void> {
  const org = await db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirst();
  if (!org) return;
  await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.seed.hcm-leaves'))`.execute(tx);
    const any = await withTenant(tx, org.id, async (scoped) => {
      const { rows } = await sql<{ id: number }>`
        select id from ${sql.table(objectTableName('hcm_leave'))} limit 1`.execute(scoped);
      return rows.length > 0;
    });
    if (any) return;
    const deps = { db: tx, realtime: disabledRealtime };
    const hana = await resolveJobAuth(tx, {
      userId: await idOfUser(tx, 'hana.hr@atrium.local'),
      orgId: org.id,
      jobId: 'seed-hcm-leaves',
    });
    const annual = await withTenant(tx, org.id, async (scoped) => {
      const { rows } = await sql<{ id: number }>`
        select id from ${sql.table(objectTableName('hcm_leave_type'))} where name = 'Annual'`.execute(scoped);
      return rows[0]?.id;
    });
    if (annual === undefined) return;
    const leave = (reason: string, period: { start_date: string; end_date: string }) =>
      runWrite(deps, hana, {
        kind: 'create',
        object: 'hcm_leave',
        values: { reason, leave_type_id: annual, ...period },
      });
    const submitted = await leave('Family trip', mondayPeriod(3, 1, 3));
    await leave('Conference in Lisbon', mondayPeriod(4, 2, 2));
    const instance = await tx
      .selectFrom('workflow_instances')
      .select('id')
      .where('object', '=', 'hcm_leave')
      .where('record_id', '=', submitted.id ?? 0)
      .executeTakeFirstOrThrow();
    await moveInstance(deps, hana, {
      instanceId: String(instance.id),
      event: { type: 'trigger', name: 'submit' },
    });
  });
}
