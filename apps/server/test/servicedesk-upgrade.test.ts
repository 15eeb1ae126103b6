import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restrictOpenTickets } from '../src/features/servicedesk/ticket-privacy';
import type { Db } from '../src/platform/db/database';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
import { shareOpenTicketsOneByOne } from './support/per-record-ticket-sharing';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let adaId: number;
let orgs: { id: number; code: string }[];

const PER_ORGANIZATION = 300;

/**
 * Requesters as people typed them: members of both organizations, of one only, in capitals, with
 * spaces around, nobody, empty and missing.
 */
const REQUESTERS = [
  'sam.sales@atrium.local',
  'SAM.Sales@Atrium.Local',
  '  ivan.it@atrium.local ',
  'hana.hr@atrium.local',
  'nora.none@atrium.local',
  'ada.lovelace@atrium.local',
  'someone.else@example.com',
  '',
  null,
  '\u00a0ivan.it@atrium.local\u2028',
];

/** Comment bodies, with what makes mentions hard to find: tags, attributes, entities, odd spaces, dots. */
const BODIES = [
  '<p>Could <strong>@ivan.it</strong> have a look?</p>',
  '<p>Ask @hana.hr@atrium.local. Thanks</p>',
  '<p>cc @Nora.None and @SAM.SALES...</p>',
  '<p>write to sam.sales@atrium.local, not x@ivan.it</p>',
  '<p><span data-user="@nora.none">no mention in a tag</span></p>',
  '<a <br> @sam.sales>hidden in an unclosed tag</a>',
  '<a <BR\u00a0/> @sam.sales> hidden after a break with a no-break space',
  '<a <Br\u00a0 x> @hana.hr> shown',
  '&amp;@ivan.it&nbsp;@nora.none&#39;s',
  '@@ivan.it @...',
  '@ada.lovelace@atrium.local.@nora.none',
  '<p>@nobody.here and @someone.else@example.com</p>',
  '<p>Line one</p><p>@hana.hr</p><li>@ivan.it</li></div>@sam.sales',
  '',
  null,
  'plain text with no one',
];

async function orgIdOf(code: string): Promise<number> {
  const org = await t.db
    .selectFrom('organizations')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return org.id;
}

/**
 * Tickets and comments as a 1.1.0 installation left them (open to every member, no grants), written
 * straight into the tables as that version's writes left them. Every seventh record is already shared
 * (restricted, with a grant of its own), one open ticket has a stray grant, a few comments name no
 * ticket or another organization's.
 */
async function fillOldDesk(orgId: number, otherOrgId: number): Promise<void> {
  const requesters = JSON.stringify(REQUESTERS.map((requester) => ({ requester })));
  const bodies = JSON.stringify(BODIES.map((body) => ({ body })));
  await sql`
    with given as (select row_number() over () - 1 as n, requester
      from json_to_recordset(${requesters}::json) as r (requester text))
    insert into obj_service_ticket (org_id, owner_id, title, priority, status, requester, restricted, raised_at)
    select ${orgId}, ${adaId}, 'Old ticket ' || g, 'P3', 'Closed', given.requester, g % 7 = 0, now()
    from generate_series(1, ${PER_ORGANIZATION}) as g
    join given on given.n = g % ${REQUESTERS.length}`.execute(t.db);
  await sql`
    with given as (select row_number() over () - 1 as n, body
      from json_to_recordset(${bodies}::json) as b (body text)),
    tickets as (select id, row_number() over (order by id) as g from obj_service_ticket
      where org_id = ${orgId} and title like 'Old ticket %'),
    foreign_ticket as (select min(id) as id from obj_service_ticket where org_id = ${otherOrgId})
    insert into obj_service_ticket_comment (org_id, owner_id, ticket_id, body, restricted)
    select ${orgId}, ${adaId},
      case when tickets.g % 41 = 0 then null when tickets.g % 43 = 0 then foreign_ticket.id else tickets.id end,
      given.body, tickets.g % 7 = 3
    from tickets cross join foreign_ticket join given on given.n = tickets.g % ${BODIES.length}`.execute(
    t.db,
  );
  // Already shared: a grant of their own, which the upgrade must keep and not add to.
  for (const object of ['service_ticket', 'service_ticket_comment'] as const) {
    await sql`insert into record_permissions (org_id, object, record_id, to_user_id, level, created_by)
      select ${orgId}, ${object}, id, ${adaId}, 1, ${adaId} from ${sql.table(`obj_${object}`)}
      where org_id = ${orgId} and restricted`.execute(t.db);
  }
  await sql`insert into record_permissions (org_id, object, record_id, to_user_id, level, created_by)
    select ${orgId}, 'service_ticket', min(id), ${adaId}, 2, ${adaId} from obj_service_ticket
    where org_id = ${orgId} and not restricted`.execute(t.db);
}

/** Every grant and every record's sharing state; ids of grants only when asked (two backfills number theirs apart). */
async function snapshot(db: Db, withIds: boolean) {
  const grants = await sql<Record<string, unknown>>`
    select ${withIds ? sql`id::text,` : sql``} org_id, object, record_id::text as record_id, to_user_id, to_role_id,
      level, created_by
    from record_permissions
    order by object, record_id, to_user_id nulls first, to_role_id nulls first, level, created_by`.execute(
    db,
  );
  const records = await sql<Record<string, unknown>>`
    select 'service_ticket' as object, id::text as id, org_id, restricted, version, updated_at::text as updated_at
    from obj_service_ticket
    union all
    select 'service_ticket_comment', id::text, org_id, restricted, version, updated_at::text
    from obj_service_ticket_comment
    order by object, id`.execute(db);
  return { grants: grants.rows, records: records.rows };
}

class RolledBack extends Error {}

/** What `work` leaves, seen inside its transaction, which is then rolled back. */
async function inRolledBack<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  let seen: T | undefined;
  await t.db
    .transaction()
    .execute(async (tx) => {
      seen = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  if (seen === undefined) throw new Error('the transaction left nothing to compare');
  return seen;
}

const downgradeTo110 = () =>
  sql`update installed_packages set version = '1.1.0',
    definition = jsonb_set(definition, '{version}', '"1.1.0"') where name = 'servicedesk'`.execute(t.db);

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceDesk(t.db);
  adaId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada.lovelace@atrium.local')
      .executeTakeFirstOrThrow()
  ).id;
  const ahq = await orgIdOf('AHQ');
  const agt = await orgIdOf('AGT');
  orgs = [
    { id: ahq, code: 'AHQ' },
    { id: agt, code: 'AGT' },
  ];
  await fillOldDesk(ahq, agt);
  await fillOldDesk(agt, ahq);
}, 240_000);
afterAll(async () => t.close());

describe('the service desk upgrade from 1.1.0, on many records', () => {
  it('shares every open ticket and comment as the per-record sharing did, in both organizations', async () => {
    const before = await snapshot(t.db, true);
    const open = before.records.filter((record) => record.restricted === false).length;
    expect(open).toBeGreaterThan(2 * PER_ORGANIZATION);
    const expected = await inRolledBack(async (tx) => {
      for (const org of orgs)
        await shareOpenTicketsOneByOne(tx, { orgId: org.id, actorId: adaId, from: '1.1.0' });
      return snapshot(tx, false);
    });
    expect(await snapshot(t.db, true)).toEqual(before);

    await downgradeTo110();
    await seedServiceDesk(t.db);
    const upgraded = await snapshot(t.db, false);
    expect(upgraded.records).toEqual(expected.records);
    expect(upgraded.grants).toEqual(expected.grants);
    // It did share: every open record with a grantee is restricted now, and some are left open.
    expect(upgraded.grants.length).toBeGreaterThan(before.grants.length + 4 * PER_ORGANIZATION);
    expect(upgraded.records.filter((record) => record.restricted === false).length).toBeLessThan(open / 10);
  });

  it('changes nothing when run again', async () => {
    const once = await snapshot(t.db, true);
    await downgradeTo110();
    await seedServiceDesk(t.db);
    expect(await snapshot(t.db, true)).toEqual(once);
  });

  it('shares only the organization it upgrades', async () => {
    const [ahq, agt] = orgs;
    if (!ahq || !agt) throw new Error('the two organizations are missing');
    await sql`update obj_service_ticket set restricted = false where org_id = ${agt.id}`.execute(t.db);
    await sql`delete from record_permissions where org_id = ${agt.id} and object = 'service_ticket'`.execute(
      t.db,
    );
    const before = await snapshot(t.db, true);
    const after = await inRolledBack(async (tx) => {
      await restrictOpenTickets(tx, { orgId: ahq.id, actorId: adaId, from: '1.1.0' });
      return snapshot(tx, true);
    });
    expect(after).toEqual(before);
    const shared = await inRolledBack(async (tx) => {
      await restrictOpenTickets(tx, { orgId: agt.id, actorId: adaId, from: '1.1.0' });
      return snapshot(tx, true);
    });
    const grantsBefore = new Set(before.grants.map((grant) => grant.id));
    const newGrants = shared.grants.filter((grant) => !grantsBefore.has(grant.id));
    expect(newGrants.length).toBeGreaterThan(PER_ORGANIZATION);
    expect(new Set(newGrants.map((grant) => grant.org_id))).toEqual(new Set([agt.id]));
    const recordsBefore = new Map(
      before.records.map((row) => [`${row.object}:${row.id}`, JSON.stringify(row)]),
    );
    const changed = shared.records.filter(
      (row) => recordsBefore.get(`${row.object}:${row.id}`) !== JSON.stringify(row),
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed.map((row) => row.org_id))).toEqual(new Set([agt.id]));
  });
});
