import { isPublishable, type WorkflowDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { installPackage } from '../../features/packages/packages.service';
import { validateDefinition } from '../../features/workflow/workflow-definitions';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { idOfUser } from '../crm/crm-demo-step';
import { BUILT_IN_PACKAGES } from '../packages';
import { seedDemoLeaves } from './hcm-demo-leaves';
import { WORKFLOW_WIDGET_NAMES } from './hcm-objects';
import { HCM_PACKAGE } from './hcm-package';
import { HCM_WORKFLOWS } from './hcm-workflows';

/** The demo organizations HCM is installed in on start: those Ada Lovelace administers. */
export const HCM_ORGANIZATIONS = ['AHQ', 'AGT'] as const;

/**
 * Publishes a workflow once (the package format does not carry workflows yet): it must validate, as
 * a publish through the API would require; the object's workflow widgets then show it.
 */
async function publishOnce(db: Db, definition: WorkflowDefinition): Promise<void> {
  const existing = await db
    .selectFrom('workflow_definitions')
    .select('id')
    .where('name', '=', definition.name)
    .where('object', '=', definition.object)
    .executeTakeFirst();
  if (existing) return;
  const { issues } = await validateDefinition(db, definition);
  if (!isPublishable(issues))
    throw new Error(
      `HCM seed: '${definition.name}' does not validate: ${issues.map((issue) => issue.message).join(' ')}`,
    );
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
  const object = await db
    .selectFrom('objects')
    .select('id')
    .where('name', '=', definition.object)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('attributes')
    .set({ options: sql`options || ${JSON.stringify({ workflowId: row.id })}::jsonb` })
    .where('object_id', '=', object.id)
    .where('name', 'in', WORKFLOW_WIDGET_NAMES)
    .execute();
}

/** The HCM workflows, published once, one process at a time. */
export async function publishHcmWorkflows(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.seed.hcm-workflows'))`.execute(tx);
    for (const definition of HCM_WORKFLOWS) await publishOnce(tx, definition);
  });
}

/**
 * The HCM package installed, with its demo employees and balances, in the demo organizations by their
 * administrator, then its workflows published. An organization that has this version is left as it is,
 * so every start may call this.
 */
export async function seedHcm(db: Db): Promise<void> {
  const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where('code', 'in', [...HCM_ORGANIZATIONS])
    .execute();
  for (const code of HCM_ORGANIZATIONS) {
    const orgId = organizations.find((row) => row.code === code)?.id;
    if (orgId === undefined) throw new Error(`HCM seed: the demo organization ${code} is missing.`);
    await installPackage(db, BUILT_IN_PACKAGES, HCM_PACKAGE, { orgId, actorId: adaId, demo: true });
  }
  await publishHcmWorkflows(db);
  await seedDemoLeaves(db);
}
