import { channels } from '@atrium/core';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { insertSession } from '../apps/server/src/platform/auth/sessions.repository';
import { hashToken, randomToken } from '../apps/server/src/platform/auth/tokens';
import { createDatabase, type Db } from '../apps/server/src/platform/db/database';
import { createThrowawayDatabase, postgresServerUrl } from './bench-apps';
import { type BenchTable, integer, median, milliseconds, progress, times } from './report';
import { startBenchServer } from './support/bench-server';
import { fillBenchTable } from './support/bench-table';

export const description =
  'a list of 1,000,000 records on Postgres over HTTP (filter + sort + total), and one update fanned out to 1,000 sockets';

const ROWS = Number(process.env.BENCH_RECORD_ROWS ?? 1_000_000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);

/** A session for a demo account, written as sign-in would write it: the bench measures lists, not sign-in. */
async function sessionFor(db: Db, email: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'active_organization_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = randomToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    activeOrgId: user.active_organization_id ?? 1,
    idleMinutes: 600,
    absoluteHours: 12,
    ip: null,
    userAgent: 'bench',
  });
  return token;
}

interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `pathOf`, when given, makes each request's path (and so its query) anew. */
async function load(url: string, token: string, seconds: number, pathOf?: () => string): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 16,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    ...(pathOf ? { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }] } : {}),
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function fanOut(
  url: string,
  token: string,
  recordId: number,
): Promise<{ p50: number; p99: number; received: number }> {
  const sockets: Socket[] = [];
  for (let batch = 0; batch < SOCKETS; batch += 50) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(50, SOCKETS - batch) }, () => connect(url, token)),
    );
    sockets.push(...opened);
  }
  const channel = channels.record('bench_item', recordId);
  await Promise.all(sockets.map((socket) => socket.timeout(10_000).emitWithAck('subscribe', channel)));
  const arrivals: number[] = [];
  const all = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      socket.once('message', () => {
        arrivals.push(performance.now());
        if (arrivals.length === sockets.length) resolve();
      });
    }
  });
  const sent = performance.now();
  const response = await fetch(`${url}/api/v1/records/bench_item/${recordId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Updated by the bench' }),
  });
  if (!response.ok) throw new Error(`the update answered ${response.status}`);
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const socket of sockets) socket.close();
  const delays = arrivals.map((at) => at - sent).sort((a, b) => a - b);
  return {
    p50: median(delays),
    p99: delays[Math.min(delays.length - 1, Math.floor(delays.length * 0.99))] ?? Number.NaN,
    received: delays.length,
  };
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
    const category = { columnName: 'category', value: 'c7' };
    const sorting = encodeURIComponent(JSON.stringify([{ columnName: 'amount', direction: 'desc' }]));
    const listPath = (filters: object[]) =>
      `/api/v1/records/bench_item?filter=${encodeURIComponent(JSON.stringify(filters))}&sorting=${sorting}&pageSize=20`;
    const listUrl = `${server.url}${listPath([category])}`;
    // Amounts stay under 1,000: a bound above that changes no answer but makes every query new, so
    // none is answered from memory and each one reaches Postgres.
    let bound = 1_000_000;
    const uncachedPath = () =>
      listPath([category, { columnName: 'amount', operation: 'lessThan', value: bound++ }]);
    const first = (await (
      await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { total: number; total_is_estimate: boolean; data: unknown[] };
    progress(
      `list answers ${first.data.length} rows of ${integer(first.total)}${first.total_is_estimate ? ' (estimate)' : ''}; loading for ${LOAD_SECONDS} s`,
    );
    const cpuBefore = await server.cpuSeconds();
    const list = await load(listUrl, token, LOAD_SECONDS);
    const cpuPerRequestMs = (((await server.cpuSeconds()) - cpuBefore) * 1000) / Math.max(1, list.requests);
    progress(`loading the same list with a new query each time (never from memory) for ${LOAD_SECONDS} s`);
    const uncachedCpuBefore = await server.cpuSeconds();
    const uncached = await load(server.url, token, LOAD_SECONDS, uncachedPath);
    const uncachedCpuMs =
      (((await server.cpuSeconds()) - uncachedCpuBefore) * 1000) / Math.max(1, uncached.requests);
    progress('loading /healthz, the same server doing no work');
    const floor = await load(`${server.url}/healthz`, token, Math.max(5, LOAD_SECONDS / 2));
    progress(`fanning one update out to ${SOCKETS} sockets`);
    const target = await sql<{ id: number }>`select id from obj_bench_item order by id limit 1`.execute(db);
    const fan = await fanOut(server.url, token, Number(target.rows[0]?.id ?? 1));
    return [
      {
        title: `GET records/bench_item, filter category = c7, sort amount desc, page of 20, with total (${integer(ROWS)} rows, filled in ${fillSeconds.toFixed(0)} s)`,
        columns: [
          'call',
          'requests/s',
          'p50 ms',
          'p99 ms',
          'server CPU ms/request',
          'errors',
          'requests/s vs /healthz',
        ],
        rows: [
          [
            'list, repeated (from memory)',
            integer(list.rps),
            milliseconds(list.p50),
            milliseconds(list.p99),
            cpuPerRequestMs.toFixed(2),
            String(list.errors),
            times(list.rps, floor.rps),
          ],
          [
            'list, new query each time (Postgres)',
            integer(uncached.rps),
            milliseconds(uncached.p50),
            milliseconds(uncached.p99),
            uncachedCpuMs.toFixed(2),
            String(uncached.errors),
            times(uncached.rps, floor.rps),
          ],
          [
            '/healthz (floor)',
            integer(floor.rps),
            milliseconds(floor.p50),
            milliseconds(floor.p99),
            '–',
            String(floor.errors),
            '1.00×',
          ],
        ],
        notes: [
          `total answered: ${integer(first.total)}${first.total_is_estimate ? ' (planner estimate: more than 10,000 match)' : ' (exact)'}`,
          'peer figure quoted in the issue for the same list on this kind of machine: 150–190 requests/s, p50 ≈ 55 ms',
          '16 connections from a separate process (autocannon); the server is one Node process',
          'a repeated list is answered from memory until a write to its tables is notified (LISTEN/NOTIFY); the second row never is',
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
    await db.destroy();
    await server.stop();
    await database.drop();
  }
}
