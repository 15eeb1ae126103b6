import { permissionCatalogue } from '@atrium/core';
import type { InjectOptions } from 'fastify';
import { Bench } from 'tinybench';
import type { AtriumApp } from '../apps/server/src/app';
import type { Env } from '../apps/server/src/platform/config/config';
import { signIn } from '../apps/server/test/support/sign-in';
import { createThrowawayDatabase, postgresServerUrl, startApp } from './bench-apps';
import { type BenchTable, integer, microseconds, progress, times } from './report';

export const description =
  'per-call cost of the session API through app.inject(), against /healthz on the same server';

const USER = 'sam.sales@atrium.local';
// Sam is no super admin, so every call loads a real permission set from the database.
const PERMISSIONS = permissionCatalogue()
  .filter((name) => name.startsWith('module:') || name.endsWith(':view'))
  .slice(0, 10);

/** The bench raises the per-address sign-in limit: it measures the work, not the limiter. */
const APP_ENV: Env = { LOGIN_RATE_LIMIT_PER_MINUTE: '100000000' };

interface Call {
  name: string;
  request: InjectOptions;
  status: number;
}

function callsFor(token: string): Call[] {
  const authorization = `Bearer ${token}`;
  return [
    { name: 'GET /healthz (floor: no work)', request: { method: 'GET', url: '/healthz' }, status: 200 },
    {
      name: 'GET /api/v1/auth/me',
      request: { method: 'GET', url: '/api/v1/auth/me', headers: { authorization } },
      status: 200,
    },
    {
      name: `GET /api/v1/auth/user/isallowed (${PERMISSIONS.length} permissions)`,
      request: {
        method: 'GET',
        url: `/api/v1/auth/user/isallowed?permissions=${encodeURIComponent(PERMISSIONS.join(','))}`,
        headers: { authorization },
      },
      status: 200,
    },
    {
      name: 'POST /api/v1/auth/loginWithOpenId (garbage token → 401)',
      request: {
        method: 'POST',
        url: '/api/v1/auth/loginWithOpenId',
        payload: { token: 'not.a.jwt' },
      },
      status: 401,
    },
  ];
}

async function answer(atrium: AtriumApp, call: Call): Promise<string> {
  const response = await atrium.app.inject(call.request);
  if (response.statusCode !== call.status) {
    throw new Error(
      `${call.name} answered ${response.statusCode}, expected ${call.status}: ${response.body}`,
    );
  }
  return response.body;
}

async function measure(label: string, atrium: AtriumApp): Promise<BenchTable> {
  progress(`${label}: signing in as ${USER}`);
  const { token } = await signIn(atrium.app, USER);
  const calls = callsFor(token);
  // Check each answer once before timing, so the figures are of calls that do what they should.
  for (const call of calls) await answer(atrium, call);

  const bench = new Bench({ name: label, time: 1000, warmupTime: 250, throws: true });
  for (const call of calls) bench.add(call.name, () => answer(atrium, call));
  progress(`${label}: timing ${calls.length} calls, about ${calls.length * 1.3} s`);
  await bench.run();

  const figures = bench.tasks.map((task) => {
    const result = task.result;
    if (!result || result.error) throw new Error(`${task.name} did not finish: ${String(result?.error)}`);
    return {
      name: task.name,
      opsPerSecond: result.throughput.mean,
      medianMs: result.latency.p50 ?? result.latency.mean,
      p99Ms: result.latency.p99 ?? result.latency.max,
      samples: result.latency.samples.length,
    };
  });
  const floor = figures[0]?.medianMs ?? 0;
  return {
    title: `Session calls — ${label}`,
    columns: ['call', 'ops/s', 'median µs', 'p99 µs', 'samples', '× healthz', '+µs over healthz'],
    rows: figures.map((figure) => [
      figure.name,
      integer(figure.opsPerSecond),
      microseconds(figure.medianMs),
      microseconds(figure.p99Ms),
      integer(figure.samples),
      times(figure.medianMs, floor),
      microseconds(figure.medianMs - floor),
    ]),
    notes: [
      'One request at a time through app.inject(): no network, no sockets; the router, hooks and handlers only.',
      '× healthz: median latency ÷ median latency of /healthz; +µs: what the call costs beyond the floor.',
      `isallowed asks for: ${PERMISSIONS.join(', ')}.`,
    ],
  };
}

export async function run(): Promise<BenchTable[]> {
  const tables: BenchTable[] = [];
  progress('starting the in-memory PGlite app');
  const embedded = await startApp({ ...APP_ENV, DATA_DIR: 'memory://' });
  try {
    tables.push(await measure('in-memory PGlite', embedded));
  } finally {
    await embedded.close();
  }

  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl);
    try {
      progress('starting the Postgres app');
      const onPostgres = await startApp({ ...APP_ENV, DATABASE_URL: database.url });
      try {
        tables.push(await measure(`Postgres at ${serverUrl.host}`, onPostgres));
      } finally {
        await onPostgres.close();
      }
    } finally {
      await database.drop();
    }
  }
  return tables;
}
