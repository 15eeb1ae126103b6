import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { PackageStep } from '../../features/packages/package-steps';
import { prepareWrites, runSteps } from '../../features/records/write-pipeline/run-write';
import type { WriteRequest } from '../../features/records/write-pipeline/write-state';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { SERVICEDESK_DEMO_STEP } from './servicedesk-package';

/** The demo desk's people: Ada Lovelace leads the IT team, Ivan It is its agent, Sam Sales raises tickets. */
export const DESK_LEAD = 'ada.lovelace@atrium.local';
export const DESK_AGENT = 'ivan.it@atrium.local';
export const DESK_REQUESTER = 'sam.sales@atrium.local';

const DEMO_TICKETS = [
  {
    title: 'Laptop does not boot',
    priority: 'P1',
    impact: 'Person',
    category: 'Hardware',
    description: '<p>Black screen since this morning; the power light is on.</p>',
  },
  {
    title: 'VPN access for a new starter',
    priority: 'P3',
    impact: 'Person',
    category: 'Access',
    description: '<p>Starts on Monday and works from home on Fridays.</p>',
  },
  {
    title: 'Outlook keeps asking for my password',
    priority: 'P2',
    impact: 'Team',
    category: 'Software',
    description: '<p>The whole sales team sees it since the update.</p>',
  },
];

async function userId(db: Db, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

/** Gives a member of the organization a role the package suggested (created by the install already). */
async function grantRole(tx: Db, orgId: number, email: string, role: string): Promise<void> {
  await sql`
    insert into user_roles (user_id, role_id)
    select u.id, r.id from users u
    join memberships m on m.user_id = u.id and m.org_id = ${orgId}
    join roles r on r.org_id = ${orgId} and r.name = ${role}
    where u.email = ${email}
    on conflict do nothing`.execute(tx);
}

/** A demo record written as `email`: the seed's own data, so it may fill read-only fields. */
async function write(
  tx: Db,
  email: string,
  orgId: number,
  request: Extract<WriteRequest, { kind: 'create' | 'update' }>,
): Promise<number> {
  const id = await userId(tx, email);
  if (id === undefined) throw new Error(`Service desk seed: the demo account ${email} is missing.`);
  const auth = await resolveJobAuth(tx, { userId: id, orgId, jobId: 'seed-servicedesk' });
  const prepared = await prepareWrites(tx, [request]);
  const state = await runSteps(tx, auth, prepared, { ...request, trusted: true }).catch((error: unknown) => {
    const errors = error instanceof AppError ? JSON.stringify(error.errors ?? error.message) : String(error);
    throw new Error(`Service desk seed: a ${request.object} was refused: ${errors}`);
  });
  if (state.id === undefined) throw new Error(`Service desk seed: a ${request.object} got no id.`);
  return state.id;
}

/**
 * The package's demo step: the IT team (lead and agent among the demo accounts, given the package's
 * roles), the categories routed to it, and a few tickets Sam Sales raised, all through the pipeline
 * so their numbers, SLA due times and workflows are as a real raise makes them.
 */
export const SERVICEDESK_DEMO_RECORDS: PackageStep = {
  name: SERVICEDESK_DEMO_STEP,
  async demoData(db, { orgId }) {
    await withTenant(db, orgId, async (tx) => {
      const agentHere = await sql<{ n: number }>`
        select count(*)::int as n from memberships m join users u on u.id = m.user_id
        where m.org_id = ${orgId} and u.email = ${DESK_AGENT}`.execute(tx);
      const members = (agentHere.rows[0]?.n ?? 0) > 0 ? [DESK_AGENT] : [];
      await grantRole(tx, orgId, DESK_LEAD, 'Service Desk Team Lead');
      await grantRole(tx, orgId, DESK_AGENT, 'Service Desk Agent');
      const teamId = await write(tx, DESK_LEAD, orgId, {
        kind: 'create',
        object: 'service_team',
        values: {
          name: 'IT Service Desk',
          lead: DESK_LEAD,
          members,
          description: 'Laptops, accounts and networks.',
        },
      });
      const categories = await sql<{ id: number; name: string }>`
        select id::int as id, name from ${sql.table(objectTableName('service_category'))} where org_id = ${orgId}`.execute(
        tx,
      );
      for (const category of categories.rows) {
        await write(tx, DESK_LEAD, orgId, {
          kind: 'update',
          object: 'service_category',
          id: category.id,
          values: { default_team_id: teamId },
          version: undefined,
        });
      }
      const requesterHere = await userId(tx, DESK_REQUESTER);
      const canRaise = await sql<{ n: number }>`
        select count(*)::int as n from memberships where org_id = ${orgId} and user_id = ${requesterHere ?? 0}`.execute(
        tx,
      );
      if ((canRaise.rows[0]?.n ?? 0) === 0 || members.length === 0) return;
      for (const { category, ...ticket } of DEMO_TICKETS) {
        const categoryId = categories.rows.find((row) => row.name === category)?.id;
        await write(tx, DESK_REQUESTER, orgId, {
          kind: 'create',
          object: 'service_ticket',
          values: { ...ticket, category_id: categoryId },
        });
      }
    });
  },
};
