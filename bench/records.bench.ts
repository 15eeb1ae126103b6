import { sql } from 'kysely';
import { createDatabase, type Db } from '../apps/server/src/platform/db/database';
import { createThrowawayDatabase, postgresServerUrl } from './bench-apps';
import { type BenchTable, integer, milliseconds, progress, times } from './report';
import { type BenchServer, startBenchServer } from './support/bench-server';
import { benchSession } from './support/bench-session';
import { fillBenchTable } from './support/bench-table';
import { columnStoreReady } from './support/column-store-ready';
import { findPeer, type Peer, type PeerCalls } from './support/directus-peer';
import { fanOut } from './support/fan-out';
import { type LoadResult, type LoadTarget, load } from './support/load';
import { databaseCpu } from './support/postgres-cpu';

export const description =
  'a list of 1,000,000 records on Postgres over HTTP (filter + sort + total; repeated, new predicate each time, nine reads to one write), by id, beside the Directus peer when it runs; one update fanned out to 1,000 sockets';

const ROWS = Number(process.env.BENCH_RECORD_ROWS ?? 1_000_000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
/** Which loads to run, by key (`BENCH_RECORD_CALLS=newPredicate,byId`); all of them by default. */
const ONLY = process.env.BENCH_RECORD_CALLS?.split(',').filter(Boolean);

/** A session for a demo account (bench/support/bench-session.ts): the bench measures calls, not sign-in. */
async function sessionFor(db: Db, email: string): Promise<string> {
  return (await benchSession(db, email)).token;
}

/** Reads of the list cache so far, from the server's /metrics. */
async function listCacheReads(server: BenchServer): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const count = (result: string) =>
    Number(
      new RegExp(`^atrium_cache_reads_total\\{cache="record_lists",result="${result}"\\} (\\S+)$`, 'm').exec(
        text,
      )?.[1] ?? Number.NaN,
    );
  return { hits: count('hit'), misses: count('miss') };
}

const CALLS: { key: keyof PeerCalls; label: string }[] = [
  { key: 'list', label: 'list, the same query repeated' },
  { key: 'newPredicate', label: 'list, a new predicate on every request' },
  { key: 'mixed', label: 'mixed: nine list reads to one update of the table' },
  { key: 'byId', label: 'one record by id' },
];

function row(label: string, who: string, result: LoadResult, reference?: LoadResult): string[] {
  const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
  return [
    label,
    who,
    integer(result.rps),
    milliseconds(result.p50),
    milliseconds(result.p99),
    cpu(result.databaseCpuMs),
    cpu(result.serverCpuMs),
    result.hitRatio === undefined ? '–' : `${(result.hitRatio * 100).toFixed(0)} %`,
    String(result.errors),
    reference ? times(result.rps, reference.rps) : '–',
  ];
}

export async function run(): Promise<BenchTable[]> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl) {
    return [
      {
        title: 'records on Postgres',
        columns: ['skipped'],
        rows: [['set DATABASE_URL: this bench needs a Postgres server']],
      },
    ];
  }
  const database = await createThrowawayDatabase(serverUrl);
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const { db } = createDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  const atriumCpu = await databaseCpu(database.url);
  const peer: Peer | string = await findPeer();
  try {
    const sam = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sam.sales@atrium.local')
      .executeTakeFirstOrThrow();
    progress(`filling obj_bench_item with ${integer(ROWS)} rows`);
    const filled = performance.now();
    await fillBenchTable(db, { orgId: 1, ownerId: sam.id, rows: ROWS });
    const fillSeconds = (performance.now() - filled) / 1000;
    const token = await sessionFor(db, 'super.admin@atrium.local');
    const headers = { authorization: `Bearer ${token}` };
    const category = { columnName: 'category', value: 'c7' };
    const sorting = encodeURIComponent(JSON.stringify([{ columnName: 'amount', direction: 'desc' }]));
    const listPath = (filters: object[]) =>
      `/api/v1/records/bench_item?filter=${encodeURIComponent(JSON.stringify(filters))}&sorting=${sorting}&pageSize=20`;
    // Lists of a million rows count their totals in the column store once it holds the table.
    progress('waiting for the column store to copy the table');
    let probe = 1_000_000_000;
    await columnStoreReady(server, () =>
      fetch(
        `${server.url}${listPath([category, { columnName: 'amount', operation: 'lessThan', value: probe++ }])}`,
        {
          headers,
        },
      ),
    );
    const first = (await (await fetch(`${server.url}${listPath([category])}`, { headers })).json()) as {
      total: number;
      total_is_estimate: boolean;
      data: unknown[];
    };
    const ids = await sql<{ id: number }>`select id from obj_bench_item order by id limit 1000`.execute(db);
    const idAt = (n: number) => Number(ids.rows[n % ids.rows.length]?.id ?? 1);
    // Amounts stay under 1,000: a bound above that changes no answer but makes every query new, so
    // none is answered from memory: each one reads its page from Postgres and counts its total anew.
    let bound = 1_000_000;
    let write = 0;
    const listRead = { method: 'GET' as const, path: listPath([category]) };
    const atriumCalls: PeerCalls = {
      list: [listRead],
      newPredicate: [
        {
          method: 'GET',
          pathOf: () => listPath([category, { columnName: 'amount', operation: 'lessThan', value: bound++ }]),
        },
      ],
      mixed: [
        ...Array.from({ length: 9 }, () => listRead),
        {
          method: 'PUT',
          pathOf: () => `/api/v1/records/bench_item/${idAt(write)}`,
          body: () => JSON.stringify({ name: `Mixed ${write++}` }),
        },
      ],
      byId: [{ method: 'GET', path: `/api/v1/records/bench_item/${idAt(500)}` }],
    };
    const atrium: LoadTarget = {
      url: server.url,
      headers,
      database: atriumCpu,
      serverCpuSeconds: () => server.cpuSeconds(),
      cacheReads: () => listCacheReads(server),
    };
    progress(
      `list answers ${first.data.length} rows of ${integer(first.total)}${first.total_is_estimate ? ' (estimate)' : ''}; ${typeof peer === 'string' ? 'no peer' : `peer has ${integer(peer.rows)} rows`}; ${LOAD_SECONDS} s per load`,
    );
    const rows: string[][] = [];
    for (const call of CALLS.filter((candidate) => !ONLY || ONLY.includes(candidate.key))) {
      // Interleaved: the peer's load, then Atrium's, so drift in the machine's load touches both.
      let peerResult: LoadResult | undefined;
      if (typeof peer !== 'string') {
        progress(`peer: ${call.label}`);
        peerResult = await load(peer.target, peer.calls[call.key], LOAD_SECONDS);
      }
      progress(`Atrium: ${call.label}`);
      const result = await load(atrium, atriumCalls[call.key], LOAD_SECONDS);
      rows.push(row(call.label, 'Atrium', result, peerResult));
      if (peerResult) rows.push(row('', 'Directus (peer)', peerResult));
    }
    progress('loading /healthz, the same server doing no work');
    const floor = await load(atrium, [{ method: 'GET', path: '/healthz' }], Math.max(5, LOAD_SECONDS / 2));
    rows.push(row('/healthz (floor)', 'Atrium', floor));
    progress(`fanning one update out to ${SOCKETS} sockets`);
    const fan = await fanOut(server.url, token, idAt(0), SOCKETS);
    return [
      {
        title: `GET records/bench_item, filter category = c7, sort amount desc, page of 20, with total (${integer(ROWS)} rows, filled in ${fillSeconds.toFixed(0)} s)`,
        columns: [
          'call',
          'server',
          'requests/s',
          'p50 ms',
          'p99 ms',
          'database CPU ms/request',
          'server CPU ms/request',
          'list cache hits',
          'errors',
          'requests/s vs peer',
        ],
        rows,
        notes: [
          `total answered: ${integer(first.total)}${first.total_is_estimate ? ` (estimate: more than ${integer(10_000)} match)` : ' (exact)'}`,
          typeof peer === 'string'
            ? `peer: ${peer}`
            : `peer: Directus at ${peer.target.url}, ${integer(peer.rows)} rows in account, its cache off (bench.env)`,
          '16 connections from a separate process (autocannon); each server is one Node process',
          'database CPU: user + system time of the PostgreSQL backends serving that database (/proc), per request',
          'a repeated list is answered from memory until a write to its tables is notified (LISTEN/NOTIFY); a new predicate never is',
          'mixed: each connection sends nine list reads, then updates one of 1,000 records (PUT; the peer PATCH)',
        ],
      },
      {
        title: `one update fanned out to ${SOCKETS} subscribed sockets${process.env.REDIS_URL ? ' (Redis adapter on)' : ''}`,
        columns: ['sockets reached', 'p50 ms', 'p99 ms'],
        rows: [[`${fan.received} of ${SOCKETS}`, milliseconds(fan.p50), milliseconds(fan.p99)]],
        notes: [
          'measured from just before the PUT to each socket receiving the event (includes the HTTP update)',
        ],
      },
    ];
  } finally {
    if (typeof peer !== 'string') await peer.close();
    await atriumCpu.close();
    await db.destroy();
    await server.stop();
    await database.drop();
  }
}
