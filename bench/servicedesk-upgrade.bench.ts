import { sql } from 'kysely';
import { restrictOpenTickets } from '../apps/server/src/features/servicedesk/ticket-privacy';
import type { Db } from '../apps/server/src/platform/db/database';
import { seedServiceDesk } from '../apps/server/src/seed/servicedesk/seed-servicedesk';
import { createThrowawayDatabase, postgresServerUrl, startApp } from './bench-apps';
import { type BenchTable, integer, median, milliseconds, progress } from './report';

export const description =
  'service desk upgrade to 1.2.0 on Postgres: sharing the tickets and comments a 1.1.0 installation left open';

const TICKETS = Math.max(Number(process.env.BENCH_DESK_TICKETS ?? 100_000), 1_000);
// The Gulf company gets a tenth as many: two sizes in one run, and a backfill that must stay in its organization.
const SMALL = Math.max(Math.round(TICKETS / 10), 100);
const RUNS = Math.max(Number(process.env.BENCH_DESK_RUNS ?? 3), 1);

class RolledBack extends Error {}

interface Organization {
  id: number;
  code: string;
  tickets: number;
}

/**
 * Tickets and comments as 1.1.0 left them: open to every member (no grants, not restricted). One
 * comment per ticket, each body its own (so none is read from a cache of the last); every fifth
 * mentions a member by handle, every fiftieth one who is not a member;
 * requesters cycle through the members, some written in capitals, some no member at all.
 */
async function fillDesk(db: Db, org: Organization, ownerId: number): Promise<void> {
  await sql`
    with people as (
      select array_agg(u.email order by u.id) as emails from users u
      join memberships m on m.user_id = u.id and m.org_id = ${org.id})
    insert into obj_service_ticket (org_id, owner_id, title, priority, status, requester, raised_at)
    select ${org.id}, ${ownerId}, 'Bench ticket ' || g, 'P3', 'New',
      case when g % 13 = 0 then 'someone.else@example.com'
        when g % 7 = 0 then upper(emails[1 + g % cardinality(emails)])
        else emails[1 + g % cardinality(emails)] end,
      now()
    from people, generate_series(1, ${org.tickets}) as g`.execute(db);
  await sql`
    with people as (
      select array_agg(split_part(u.email, '@', 1) order by u.id) as handles from users u
      join memberships m on m.user_id = u.id and m.org_id = ${org.id})
    insert into obj_service_ticket_comment (org_id, owner_id, ticket_id, body, summary)
    select t.org_id, t.owner_id, t.id, body, body
    from people, (select id, org_id, owner_id, row_number() over (order by id) as g from obj_service_ticket
      where org_id = ${org.id} and not restricted) t,
    lateral (select case when t.g % 50 = 0 then '<p>Asked @nobody.here about ticket ' || t.g || '.</p>'
      when t.g % 5 = 0 then '<p>Could <strong>@' || handles[1 + t.g % cardinality(handles)] ||
        '</strong> have a look at ticket ' || t.g || '?</p>'
      else '<p>Looking into ticket ' || t.g || ', more <em>soon</em>.</p>' end as body) b`.execute(db);
}

async function counted(db: Db, orgId: number) {
  const rows = await sql<{ grants: number; tickets: number; comments: number }>`
    select (select count(*)::int from record_permissions where org_id = ${orgId}) as grants,
      (select count(*)::int from obj_service_ticket where org_id = ${orgId} and restricted) as tickets,
      (select count(*)::int from obj_service_ticket_comment where org_id = ${orgId} and restricted) as comments`.execute(
    db,
  );
  return rows.rows[0] ?? { grants: 0, tickets: 0, comments: 0 };
}

/** One backfill of the organization, timed, in a transaction rolled back so the next run finds the same rows. */
async function timedBackfill(db: Db, org: Organization, actorId: number) {
  let answer: { ms: number; grants: number; tickets: number; comments: number } | undefined;
  const before = await counted(db, org.id);
  await db
    .transaction()
    .execute(async (tx) => {
      const started = performance.now();
      await restrictOpenTickets(tx, { orgId: org.id, actorId, from: '1.1.0' });
      const ms = performance.now() - started;
      const after = await counted(tx, org.id);
      answer = {
        ms,
        grants: after.grants - before.grants,
        tickets: after.tickets - before.tickets,
        comments: after.comments - before.comments,
      };
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  if (!answer) throw new Error('the backfill gave no figures');
  return answer;
}

export async function run(): Promise<BenchTable[]> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) {
    return [
      {
        title: 'service desk upgrade on Postgres',
        columns: ['skipped'],
        rows: [['set DATABASE_URL: this bench needs a Postgres server']],
      },
    ];
  }
  const database = await createThrowawayDatabase(serverUrl);
  const app = await startApp({ DATABASE_URL: database.url, SEED_CRM_DATA: 'false', JOBS_WORKER: 'false' });
  try {
    const { db } = app;
    await seedServiceDesk(db);
    const ada = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada.lovelace@atrium.local')
      .executeTakeFirstOrThrow();
    const orgs = await db
      .selectFrom('organizations')
      .select(['id', 'code'])
      .where('code', 'in', ['AHQ', 'AGT'])
      .orderBy('code')
      .execute();
    const organizations: Organization[] = orgs.map((org) => ({
      ...org,
      tickets: org.code === 'AHQ' ? TICKETS : SMALL,
    }));
    for (const org of organizations) {
      progress(`${org.code}: ${integer(org.tickets)} tickets and as many comments, as 1.1.0 left them`);
      await fillDesk(db, org, ada.id);
    }
    await sql`vacuum analyze`.execute(db);
    const rows: string[][] = [];
    for (const org of organizations) {
      const runs = [];
      for (let round = 1; round <= RUNS; round++) {
        progress(`${org.code}: backfill ${round} of ${RUNS}`);
        runs.push(await timedBackfill(db, org, ada.id));
      }
      const ms = median(runs.map((one) => one.ms));
      const last = runs.at(-1);
      rows.push([
        org.code,
        integer(org.tickets),
        integer(org.tickets),
        milliseconds(ms),
        ((ms * 1000) / (2 * org.tickets)).toFixed(1),
        integer(last?.grants ?? 0),
        integer((last?.tickets ?? 0) + (last?.comments ?? 0)),
        runs.map((one) => milliseconds(one.ms)).join(' / '),
      ]);
    }
    return [
      {
        title: 'restrictOpenTickets (servicedesk.ticket-privacy after install), one organization',
        columns: [
          'organization',
          'tickets',
          'comments',
          'median ms',
          'µs per record',
          'grants made',
          'records restricted',
          'runs ms',
        ],
        rows,
        notes: [
          `${RUNS} runs per organization, each in a transaction rolled back afterwards (the same rows every run)`,
          'the other organization holds its own open tickets all along: the backfill must leave them alone',
        ],
      },
    ];
  } finally {
    await app.close();
    await database.drop();
  }
}
