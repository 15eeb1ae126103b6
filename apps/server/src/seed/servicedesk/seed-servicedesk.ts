import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import { installPackage } from '../../features/packages/packages.service';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { CRM_ORGANIZATIONS, idOfUser } from '../crm/crm-demo-step';
import { BUILT_IN_PACKAGES } from '../packages';
import { publishDefinition } from '../workflows/seed-workflows';
import { SERVICEDESK_DEMO_RECORDS } from './servicedesk-demo-step';
import { SERVICEDESK_PACKAGE } from './servicedesk-package';
import { TICKET_WORKFLOW } from './ticket-workflow';

/**
 * The service desk package in the demo organizations (the CRM's: the holding and the Gulf company),
 * installed by their administrator; then the ticket workflow published, and then the demo desk (team,
 * routing, a few tickets) made, so the demo tickets start their workflow as a real raise does. Package
 * workflows are not part of the package format yet (decision 0022), hence this order here. Every start
 * may call it: an organization that has the package at this version and a team is left as it is.
 */
export async function seedServiceDesk(db: Db): Promise<void> {
  const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where(
      'code',
      'in',
      CRM_ORGANIZATIONS.map((org) => org.code),
    )
    .execute();
  for (const org of organizations)
    await installPackage(db, BUILT_IN_PACKAGES, SERVICEDESK_PACKAGE, {
      orgId: org.id,
      actorId: adaId,
      demo: false,
    });
  await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.seed.servicedesk'))`.execute(tx);
    const published = await tx
      .selectFrom('workflow_definitions')
      .select('id')
      .where('name', '=', TICKET_WORKFLOW.name)
      .executeTakeFirst();
    if (!published) await publishDefinition(tx, TICKET_WORKFLOW);
    for (const org of organizations) {
      const teams = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(objectTableName('service_team'))} where org_id = ${org.id}`.execute(
        tx,
      );
      if ((teams.rows[0]?.n ?? 0) > 0) continue;
      await SERVICEDESK_DEMO_RECORDS.demoData?.(tx, { orgId: org.id, orgCode: org.code });
    }
  });
}
