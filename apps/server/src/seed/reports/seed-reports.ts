import { objectPermission, savedReportInputSchema } from '@atrium/core';
import { sql } from 'kysely';
import { createReport } from '../../features/reports/saved-reports.service';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { inTransaction } from '../../platform/db/transaction';
import { CRM_PIPELINE_GROUP, DEMO_REPORTS, REPORT_SEED_GROUPS } from './demo-reports';

/** The organizations with CRM demo records; the leave requests and tickets live in the first. */
const REPORT_ORGANIZATIONS = ['AHQ', 'AGT'];
const OWNER_EMAIL = 'ada.lovelace@atrium.local';

/**
 * The demo reports (issue 18): the CRM pipeline dashboard and a few reports on leave requests and
 * service tickets, in each organization with CRM records. Owned by Ada Lovelace (an administrator with
 * the reporting policy) and shared with the roles of its area (shareDemoReports). Runs once, all or
 * nothing, one process at a time: when the CRM pipeline group exists, it only completes the sharing.
 * Reports on an object that is not there (its module was not seeded) are left out.
 */
export async function seedDemoReports(db: Db): Promise<void> {
  const seeded = (tx: Db) =>
    tx.selectFrom('bi_groups').select('id').where('name', '=', CRM_PIPELINE_GROUP).executeTakeFirst();
  if (!(await seeded(db))) await seedOnce(db, seeded);
  await shareDemoReports(db);
}

async function seedOnce(db: Db, seeded: (tx: Db) => Promise<unknown>): Promise<void> {
  await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.seed.reports'))`.execute(tx);
    if (await seeded(tx)) return;
    const owner = await tx
      .selectFrom('users')
      .select('id')
      .where('email', '=', OWNER_EMAIL)
      .executeTakeFirst();
    if (!owner) throw new Error(`Report seed: the demo account ${OWNER_EMAIL} is missing.`);
    const objects = new Set(
      (
        await tx
          .selectFrom('objects')
          .select('name')
          .where(
            'name',
            'in',
            DEMO_REPORTS.map((report) => String(report.definition.object)),
          )
          .execute()
      ).map((row) => row.name),
    );
    const organizations = await tx
      .selectFrom('organizations')
      .select(['id', 'code'])
      .where('code', 'in', REPORT_ORGANIZATIONS)
      .execute();
    for (const org of organizations)
      await seedOrganization(tx, { orgId: org.id, ownerId: owner.id, objects });
  });
}

async function seedOrganization(
  tx: Db,
  context: { orgId: number; ownerId: number; objects: Set<string> },
): Promise<void> {
  const { orgId } = context;
  await tx
    .insertInto('bi_groups')
    .values(REPORT_SEED_GROUPS.map((name) => ({ org_id: orgId, name })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const groups = new Map(
    (await tx.selectFrom('bi_groups').select(['id', 'name']).where('org_id', '=', orgId).execute()).map(
      (row) => [row.name, row.id],
    ),
  );
  const auth = await resolveJobAuth(tx, { userId: context.ownerId, orgId, jobId: 'seed-reports' });
  for (const report of DEMO_REPORTS) {
    if (!context.objects.has(report.definition.object)) continue;
    const groupId = report.group === null ? null : groups.get(report.group);
    if (groupId === undefined) throw new Error(`Report seed: the report group ${report.group} is missing.`);
    await createReport(
      tx,
      auth,
      savedReportInputSchema.parse({
        name: report.name,
        group_id: groupId,
        definition: report.definition,
        shared_with: { users: [], roles: [] },
        charts: report.charts,
      }),
    );
  }
}

/**
 * Shares each demo report with the roles of its area: those that may view reports and the report's
 * object (CRM staff the pipeline, HCM staff the leave reports, administrators all). Idempotent, so a
 * database seeded before the roles could view reports gains the shares on its next start.
 */
export async function shareDemoReports(db: Db): Promise<void> {
  const owner = await db.selectFrom('users').select('id').where('email', '=', OWNER_EMAIL).executeTakeFirst();
  if (!owner) return;
  const organizations = await db
    .selectFrom('organizations')
    .select('id')
    .where('code', 'in', REPORT_ORGANIZATIONS)
    .execute();
  const names = DEMO_REPORTS.map((report) => report.name);
  for (const { id: orgId } of organizations) {
    await withTenant(db, orgId, async (tx) => {
      const reports = await tx
        .selectFrom('reports')
        .select(['id', 'definition'])
        .where('org_id', '=', orgId)
        .where('owner_id', '=', owner.id)
        .where('name', 'in', names)
        .execute();
      for (const report of reports) {
        const object = String((report.definition as { object?: unknown }).object);
        await sql`insert into report_shares (org_id, report_id, to_role_id)
          select ${orgId}, ${report.id}, r.id from roles r
          where r.org_id = ${orgId}
            and exists (select 1 from role_permissions p where p.role_id = r.id and p.permission = 'report:view')
            and exists (select 1 from role_permissions p where p.role_id = r.id
              and p.permission = ${objectPermission(object, 'view')})
            and not exists (select 1 from report_shares s where s.report_id = ${report.id} and s.to_role_id = r.id)`.execute(
          tx,
        );
      }
    });
  }
}
