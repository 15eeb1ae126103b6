import { isPublishable, type WorkflowDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { createObject } from '../../features/metadata/metadata.service';
import { runWrite } from '../../features/records/write-pipeline/run-write';
import { moveInstance } from '../../features/workflow/workflow-actions';
import { validateDefinition } from '../../features/workflow/workflow-definitions';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { disabledRealtime } from '../../platform/realtime/realtime';
import { layoutDefaultForm } from '../crm/forms';
import { LEAVE_WORKFLOW } from './workflow-definitions';
import { HCM_LEAVE, HCM_LEAVE_LAYOUT, WORKFLOW_GRANTS, WORKFLOW_WIDGET_NAMES } from './workflow-objects';

async function userIdOf(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!row) throw new Error(`Workflow seed: the demo account ${email} is missing.`);
  return row.id;
}

async function grantPermissions(db: Db): Promise<void> {
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  const rows = roles.flatMap((role) =>
    (WORKFLOW_GRANTS[role.name] ?? []).map((permission) => ({ role_id: role.id, permission })),
  );
  if (rows.length > 0)
    await db
      .insertInto('role_permissions')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** A published definition: it must validate, as a publish through the API would require. */
async function publishDefinition(db: Db, definition: WorkflowDefinition): Promise<void> {
  const id = await insertPublished(db, definition);
  // The object's workflow widgets show this workflow (their workflowId option, spec 001 §3.5).
  const object = await db
    .selectFrom('objects')
    .select('id')
    .where('name', '=', definition.object)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('attributes')
    .set({ options: sql`options || ${JSON.stringify({ workflowId: id })}::jsonb` })
    .where('object_id', '=', object.id)
    .where('name', 'in', WORKFLOW_WIDGET_NAMES)
    .execute();
}

async function insertPublished(db: Db, definition: WorkflowDefinition): Promise<number> {
  const { issues } = await validateDefinition(db, definition);
  if (!isPublishable(issues)) {
    throw new Error(
      `Workflow seed: '${definition.name}' does not validate: ${issues.map((issue) => issue.message).join(' ')}`,
    );
  }
  const row = await db
    .insertInto('workflow_definitions')
    .values({
      name: definition.name,
      object: definition.object,
      version: 1,
      status: 'ACTIVE',
      definition: JSON.stringify(definition),
      published_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A few leave requests in the holding, written through the pipeline so their workflows start. */
async function seedRecords(db: Db): Promise<void> {
  const org = await db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirst();
  if (!org) throw new Error('Workflow seed: the demo organization AHQ is missing.');
  const deps = { db, realtime: disabledRealtime };
  const authOf = async (email: string) =>
    resolveJobAuth(db, { userId: await userIdOf(db, email), orgId: org.id, jobId: 'seed-workflows' });
  const hana = await authOf('hana.hr@atrium.local');
  const manager = await userIdOf(db, 'ada.lovelace@atrium.local');
  const leave = (values: Record<string, unknown>) =>
    runWrite(deps, hana, {
      kind: 'create',
      object: 'hcm_leave',
      values: { leave_type: 'Annual', manager, balance: 25, ...values },
    });
  const submitted = await leave({
    reason: 'Family trip',
    start_date: '2026-12-21',
    end_date: '2026-12-23',
    days: 3,
  });
  await leave({ reason: 'Conference in Lisbon', start_date: '2027-02-08', end_date: '2027-02-09', days: 2 });
  const instance = await db
    .selectFrom('workflow_instances')
    .select('id')
    .where('object', '=', 'hcm_leave')
    .where('record_id', '=', submitted.id ?? 0)
    .executeTakeFirstOrThrow();
  await moveInstance(deps, hana, {
    instanceId: String(instance.id),
    event: { type: 'trigger', name: 'submit' },
  });
}

/**
 * The demo workflow (issue 16): the HCM leave request, with its object, form, permissions and a few
 * records to walk (the service ticket's is the service desk's, seed/servicedesk). Runs once, all or
 * nothing, one process at a time.
 */
export async function seedWorkflowDemo(db: Db): Promise<void> {
  const seeded = (tx: Db) =>
    tx.selectFrom('objects').select('id').where('name', '=', HCM_LEAVE.name).executeTakeFirst();
  if (await seeded(db)) return;
  await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.seed.workflows'))`.execute(tx);
    if (await seeded(tx)) return;
    await createObject(tx, HCM_LEAVE);
    await layoutDefaultForm(tx, HCM_LEAVE.name, HCM_LEAVE_LAYOUT);
    await grantPermissions(tx);
    await publishDefinition(tx, LEAVE_WORKFLOW);
    await seedRecords(tx);
  });
}
