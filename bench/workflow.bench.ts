import type { WorkflowDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../apps/server/src/platform/db/database';
import { createThrowawayDatabase, postgresServerUrl } from './bench-apps';
import { type BenchTable, integer, median, milliseconds, progress } from './report';
import { startBenchServer } from './support/bench-server';
import { benchSession } from './support/bench-session';
import { databaseCpu } from './support/postgres-cpu';

export const description =
  'workflows on Postgres: approving one of many running instances over HTTP, and timer delay';

const INSTANCES = Math.max(Number(process.env.BENCH_WORKFLOW_INSTANCES ?? 10_000), 1_000);
// Approved one at a time first: the wait one person feels when the machine is not saturated.
const ALONE = 200;
const TIMERS = 100;
const APPROVALS = Math.min(Number(process.env.BENCH_WORKFLOW_APPROVALS ?? 2_000), INSTANCES - ALONE - TIMERS);
const CONNECTIONS = 10;
// Issue 16's aims.
const AIM_APPROVE_P50_MS = 10;
const AIM_TIMER_DELAY_MS = 2000;

/** Created → the manager's approval (a user field) → a stamp → end: each create leaves one waiting. */
const approvalFlow: WorkflowDefinition = {
  name: 'benchApproval',
  label: 'Bench approval',
  object: 'bench_request',
  start: { on: 'create' },
  startNode: 'approve',
  nodes: [
    {
      id: 'approve',
      label: 'Approve',
      kind: 'APPROVAL',
      approvers: [{ kind: 'field', field: 'manager' }],
      policy: { kind: 'any' },
      allowSelfApproval: true,
    },
    {
      id: 'stamp',
      label: 'Stamp',
      kind: 'SET_FIELDS',
      values: { status: { kind: 'value', value: 'approved' } },
    },
    { id: 'end', label: 'End', kind: 'END' },
  ],
  transitions: [
    { id: 'a', from: 'approve', to: 'stamp', on: 'approved' },
    { id: 'r', from: 'approve', to: 'end', on: 'rejected' },
    { id: 's', from: 'stamp', to: 'end', on: 'done' },
  ],
};

/** Started by hand: waits, then stamps the record. */
const timerFlow: WorkflowDefinition = {
  name: 'benchTimer',
  label: 'Bench timer',
  object: 'bench_request',
  start: { on: 'manual' },
  startNode: 'wait',
  nodes: [
    { id: 'wait', label: 'Wait', kind: 'WAIT', until: { kind: 'duration', minutes: 60 } },
    {
      id: 'stamp',
      label: 'Stamp',
      kind: 'SET_FIELDS',
      values: { status: { kind: 'value', value: 'woken' } },
    },
    { id: 'end', label: 'End', kind: 'END' },
  ],
  transitions: [
    { id: 'a', from: 'wait', to: 'stamp', on: 'done' },
    { id: 'b', from: 'stamp', to: 'end', on: 'done' },
  ],
};

/** A session for a demo account acting in Atrium Holding (AHQ), where the bench's records are. */
async function sessionFor(db: Db, email: string): Promise<{ token: string; userId: number }> {
  const org = await db
    .selectFrom('organizations')
    .select('id')
    .where('code', '=', 'AHQ')
    .executeTakeFirstOrThrow();
  return benchSession(db, email, org.id);
}

function caller(url: string, token: string) {
  return async (
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: { id?: number } | undefined }> => {
    const response = await fetch(`${url}/api/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}

/** Runs `work` for each item with `connections` at a time; answers each item's latency in ms. */
async function inParallel<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  connections = CONNECTIONS,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let index = next++; index < items.length; index = next++) {
        const started = performance.now();
        await work(items[index] as T);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export async function run(): Promise<BenchTable[]> {
  const serverUrl = postgresServerUrl();
  if (!serverUrl)
    return [
      {
        title: 'workflows on Postgres',
        columns: ['skipped'],
        rows: [['set DATABASE_URL: this bench needs a Postgres server']],
      },
    ];
  const database = await createThrowawayDatabase(serverUrl);
  // The server runs its job worker (polling once a second), as in production.
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    JOBS_WORKER: 'true',
    SEED_CRM_DATA: 'false',
  });
  const { db } = createDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  try {
    const admin = await sessionFor(db, 'super.admin@atrium.local');
    const ada = await sessionFor(db, 'ada.lovelace@atrium.local');
    const asAdmin = caller(server.url, admin.token);
    const asAda = caller(server.url, ada.token);
    const made = await asAdmin('POST', 'administration/creator/objects', {
      name: 'bench_request',
      display_name: 'Bench request',
      module: 'hcm',
      label_attribute: 'title',
      attributes: [
        { name: 'title', label: 'Title', type: 'singleLine' },
        { name: 'manager', label: 'Manager', type: 'numberField' },
        { name: 'status', label: 'Status', type: 'singleLine' },
      ],
    });
    if (made.status !== 201) throw new Error(`bench_request: ${JSON.stringify(made.body)}`);
    // Administrators (Ada in AHQ) may view, create and edit the bench's requests.
    const roles = await db.selectFrom('roles').select('id').where('name', '=', 'Administrator').execute();
    for (const role of roles)
      for (const permission of ['benchRequest:view', 'benchRequest:create', 'benchRequest:edit'])
        await db.insertInto('role_permissions').values({ role_id: role.id, permission }).execute();
    for (const definition of [approvalFlow, timerFlow]) {
      if ((await asAdmin('POST', 'workflow/definitions', definition)).status !== 201)
        throw new Error(`${definition.name} not created`);
      const published = await asAdmin('POST', `workflow/definitions/${definition.name}/publish`);
      if (published.status !== 200) throw new Error(`${definition.name}: ${JSON.stringify(published.body)}`);
    }

    progress(`creating ${integer(INSTANCES)} records through the write pipeline, each starting a workflow`);
    const filled = performance.now();
    const ids: number[] = [];
    await inParallel(
      Array.from({ length: INSTANCES }, (_, index) => index),
      async (index) => {
        const created = await asAda('POST', 'records/bench_request', {
          title: `Request ${index}`,
          manager: ada.userId,
        });
        if (created.status !== 201)
          throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
        ids.push(Number(created.body?.id));
      },
    );
    const fillSeconds = (performance.now() - filled) / 1000;
    const approvals = await db
      .selectFrom('workflow_approvals')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    const waiting = await db
      .selectFrom('workflow_instances')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'WAITING')
      .executeTakeFirstOrThrow();

    const approve = async (approval: { id: string }) => {
      const answer = await asAda('POST', `workflow/approvals/${approval.id}/approve`, {});
      if (answer.status !== 200)
        throw new Error(`approve answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    };
    progress(`approving ${ALONE} of ${integer(waiting.n)} waiting instances one at a time`);
    const aloneLatencies = await inParallel(approvals.slice(0, ALONE), approve, 1);
    progress(`approving ${integer(APPROVALS)} more, ${CONNECTIONS} connections`);
    const postgresCpu = await databaseCpu(database.url);
    const cpuBefore = await server.cpuSeconds();
    const postgresMeter = await postgresCpu.start();
    const approving = performance.now();
    const latencies = await inParallel(approvals.slice(ALONE, ALONE + APPROVALS), approve);
    const approveSeconds = (performance.now() - approving) / 1000;
    const postgresMsPer = ((await postgresMeter.stop()) * 1000) / APPROVALS;
    const serverMsPer = (((await server.cpuSeconds()) - cpuBefore) * 1000) / APPROVALS;
    await postgresCpu.close();

    progress(`starting ${TIMERS} timers and making them fall due`);
    const timed = ids.slice(ALONE + APPROVALS, ALONE + APPROVALS + TIMERS);
    await inParallel(timed, async (id) => {
      const started = await asAda('POST', `workflow/objects/bench_request/${id}/start/benchTimer`);
      if (started.status !== 201)
        throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
    });
    const due = await sql<{ id: string; due: Date }>`
      update jobs set run_after = now() + interval '1 second'
      where type = 'workflow.timer' and status = 'queued' returning id, run_after as due`.execute(db);
    const dueAt = due.rows[0]?.due ?? new Date();
    const deadline = Date.now() + 120_000;
    for (;;) {
      const done = await db
        .selectFrom('jobs')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('type', '=', 'workflow.timer')
        .where('status', '=', 'done')
        .executeTakeFirstOrThrow();
      if (done.n >= TIMERS || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const stamps = await db
      .selectFrom('workflow_timeline as t')
      .innerJoin('workflow_instances as i', 'i.id', 't.instance_id')
      .select(['t.instance_id', 't.created_at'])
      .where('i.workflow', '=', 'benchTimer')
      .where('t.kind', '=', 'fieldsSet')
      .execute();
    const delays = stamps.map((stamp) => stamp.created_at.getTime() - dueAt.getTime());
    const perInstance = new Map<string, number>();
    for (const stamp of stamps)
      perInstance.set(stamp.instance_id, (perInstance.get(stamp.instance_id) ?? 0) + 1);
    const approvedSteps = await db
      .selectFrom('workflow_timeline as t')
      .innerJoin('workflow_instances as i', 'i.id', 't.instance_id')
      .select(['t.instance_id'])
      .where('i.workflow', '=', 'benchApproval')
      .where('t.kind', '=', 'fieldsSet')
      .execute();
    const approvedPer = new Map<string, number>();
    for (const row of approvedSteps)
      approvedPer.set(row.instance_id, (approvedPer.get(row.instance_id) ?? 0) + 1);
    const lost = ALONE + APPROVALS - approvedPer.size + (TIMERS - perInstance.size);
    const repeated = [...approvedPer.values(), ...perInstance.values()].filter((count) => count > 1).length;
    const p50 = percentile(latencies, 50);
    const slowestTimer = Math.max(...delays);
    const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

    return [
      {
        title: `Workflows on Postgres at ${serverUrl.host}`,
        columns: ['measure', 'figure'],
        rows: [
          ['running instances (waiting for approval) before approving', integer(waiting.n)],
          [
            'filling them: creates through the pipeline, 10 connections',
            `${fillSeconds.toFixed(1)} s (${integer(INSTANCES / fillSeconds)}/s)`,
          ],
          ['approve over HTTP, one at a time: p50', milliseconds(percentile(aloneLatencies, 50))],
          ['approve, one at a time: p99', milliseconds(percentile(aloneLatencies, 99))],
          [`approve over HTTP, ${CONNECTIONS} connections: requests/s`, integer(APPROVALS / approveSeconds)],
          ['approve p50', milliseconds(p50)],
          ['approve p99', milliseconds(percentile(latencies, 99))],
          ['approve: server (Node) CPU per approval', milliseconds(serverMsPer)],
          ['approve: PostgreSQL CPU per approval', milliseconds(postgresMsPer)],
          [`timer delay (due → step ran), ${TIMERS} timers: median`, milliseconds(median(delays))],
          ['timer delay: max', milliseconds(slowestTimer)],
          ['steps lost (approved or due, never run)', integer(lost)],
          ['steps repeated (run more than once)', integer(repeated)],
          [`aim: approve p50 ≤ ${AIM_APPROVE_P50_MS} ms`, verdict(p50 <= AIM_APPROVE_P50_MS)],
          [
            `aim: every timer's delay ≤ ${AIM_TIMER_DELAY_MS / 1000} s (the slowest one)`,
            verdict(stamps.length === TIMERS && slowestTimer <= AIM_TIMER_DELAY_MS),
          ],
          ['aim: no step lost or repeated', verdict(lost === 0 && repeated === 0)],
        ],
        notes: [
          'A real server process (its own job worker polling every second) on a throwaway database; the load runs here over HTTP (fetch, keep-alive).',
          `Each approval is another pending one, approved once by its approver; the step it moves sets a field through the write pipeline. BENCH_WORKFLOW_INSTANCES=${INSTANCES}, BENCH_WORKFLOW_APPROVALS=${APPROVALS}.`,
          'Timer delay: from the timers\u2019 run_after to the timeline line of the step they woke; the worker polls once a second and wakes when the next timer falls due, running up to four jobs at once.',
        ],
      },
    ];
  } finally {
    await db.destroy();
    await server.stop();
    await database.drop();
  }
}
