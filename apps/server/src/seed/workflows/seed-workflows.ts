import { isPublishable, type WorkflowDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { createObject } from '../../features/metadata/metadata.service';
import { runWrite } from '../../features/records/write-pipeline/run-write';
import { validateDefinition } from '../../features/workflow/workflow-definitions';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { disabledRealtime } from '../../platform/realtime/realtime';
import { layoutDefaultForm } from '../crm/forms';
import { TICKET_WORKFLOW } from './workflow-definitions';
import {
  SERVICE_TICKET,
  SERVICE_TICKET_LAYOUT,
  WORKFLOW_GRANTS,
  WORKFLOW_WIDGET_NAMES,
} from './workflow-objects';

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

/** A few tickets in the holding, written through the pipeline so their workflow starts. */
async function seedRecords(db: Db): Promise<void> {
  const org = await db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirst();
  if (!org) throw new Error('Workflow seed: the demo organization AHQ is missing.');
  const deps = { db, realtime: disabledRealtime };
  const nora = await resolveJobAuth(db, {
    userId: await userIdOf(db, 'nora.none@atrium.local'),
    orgId: org.id,
    jobId: 'seed-workflows',
  });
  for (const ticket of [
    {
      title: 'Laptop does not boot',
      priority: 'P1',
      category: 'Hardware',
      description: 'Black screen since this morning.',
    },
    {
      title: 'VPN access for a new starter',
      priority: 'P3',
      category: 'Access',
      description: 'Starts on Monday.',
    },
  ]) {
    await runWrite(deps, nora, { kind: 'create', object: 'service_ticket', values: ticket });
  }
}

/**
 * The demo workflow of the service ticket (issue 16), with its object, form, permissions and a few
 * records to walk (the leave request is the HCM package's now). Runs once, all or nothing, one
 * process at a time.
 */
export async function seedWorkflowDemo(db: Db): Promise<void> {
  const seeded = (tx: Db) =>
    tx.selectFrom('objects').select('id').where('name', '=', SERVICE_TICKET.name).executeTakeFirst();
  if (await seeded(db)) return;
  await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.seed.workflows'))`.execute(tx);
    if (await seeded(tx)) return;
    await createObject(tx, SERVICE_TICKET);
    await layoutDefaultForm(tx, SERVICE_TICKET.name, SERVICE_TICKET_LAYOUT);
    await grantPermissions(tx);
    await publishDefinition(tx, TICKET_WORKFLOW);
    await seedRecords(tx);
  });
}
