import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LoginAnswer, WorkflowDefinition } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AtriumApp, buildApp } from '../src/app';
import { WORKFLOW_TIMER_JOB } from '../src/features/workflow/workflow-engine';
import { loadConfig } from '../src/platform/config/config';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { createLeaveObject, leaveApproval, leaveCooldown } from './support/workflow-fixture';

// Issue 16 "Show": two server processes advancing the same instances run no step twice, and a process
// killed in the middle of a step loses nothing and repeats nothing. Two processes need one database
// both can reach: PostgreSQL. PGlite is an in-memory database inside one process, so there is no
// second process to share it with; these tests run when DATABASE_URL is set (as CI's PostgreSQL phase).
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let second: AtriumApp;
let admin: LoginAnswer;
let ada: LoginAnswer;
let ahq: number;

const callOn = (app: AtriumApp, method: 'GET' | 'POST', url: string, who: LoginAnswer, payload?: object) =>
  app.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, ahq),
    ...(payload ? { payload } : {}),
  });

async function publish(definition: WorkflowDefinition): Promise<void> {
  expect((await callOn(t, 'POST', 'workflow/definitions', admin, definition)).statusCode).toBe(201);
  expect((await callOn(t, 'POST', `workflow/definitions/${definition.name}/publish`, admin)).statusCode).toBe(
    200,
  );
}

async function fileLeave(days: number): Promise<number> {
  const created = await callOn(t, 'POST', 'records/leave_request', ada, {
    reason: 'Trip',
    days,
    balance: 20,
    manager: ada.profile.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

const entriesOf = async (id: number, workflow: string) =>
  (await callOn(t, 'GET', `workflow/objects/leave_request/${id}/timeline/${workflow}`, ada)).json()
    .entries as {
    kind: string;
    nodeId: string | null;
  }[];
const dueNow = () =>
  sql`update jobs set run_after = now() - interval '1 second' where type = ${WORKFLOW_TIMER_JOB} and status = 'queued'`.execute(
    t.db,
  );

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  second = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      JOBS_WORKER: 'false',
      SEED_CRM_DATA: 'false',
      DATABASE_URL: t.config.databaseUrl,
    }),
  );
  admin = await signIn(t.app, 'super.admin@atrium.local');
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  await createLeaveObject(t.app, t.db, admin.token);
  await publish(leaveApproval());
  await publish(leaveCooldown());
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', { timeout: 180_000 }, () => {
  it('the same trigger sent to both at once moves each instance once: one 200, one 409', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((days) => fileLeave(days)));
    for (const id of ids) {
      const status = (
        await callOn(t, 'GET', `workflow/objects/leave_request/${id}/status/leaveApproval`, ada)
      ).json();
      const url = `workflow/instances/${status.instance}/trigger/submit`;
      const answers = await Promise.all([callOn(t, 'POST', url, ada), callOn(second, 'POST', url, ada)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const entries = await entriesOf(id, 'leaveApproval');
      expect(entries.filter((entry) => entry.kind === 'triggered')).toHaveLength(1);
    }
  });

  it('both draining the same due timers run each step once', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, index) => fileLeave(index + 1)));
    for (const id of ids)
      expect(
        (await callOn(index(id), 'POST', `workflow/objects/leave_request/${id}/start/leaveCooldown`, ada))
          .statusCode,
      ).toBe(201);
    await dueNow();
    const ran = await Promise.all([t.jobs.drain(), second.jobs.drain(), t.jobs.drain(), second.jobs.drain()]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    for (const id of ids) {
      const entries = await entriesOf(id, 'leaveCooldown');
      expect(entries.filter((entry) => entry.kind === 'fieldsSet')).toHaveLength(1);
      expect(entries.filter((entry) => entry.kind === 'completed')).toHaveLength(1);
    }
  });

  it('both workers, each running several jobs at once, share due timers and run each step once', async () => {
    const ids = await Promise.all(Array.from({ length: 16 }, (_, index) => fileLeave(index + 1)));
    for (const id of ids)
      expect(
        (await callOn(index(id), 'POST', `workflow/objects/leave_request/${id}/start/leaveCooldown`, ada))
          .statusCode,
      ).toBe(201);
    t.jobs.start();
    second.jobs.start();
    try {
      await dueNow();
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from jobs
                where type = ${WORKFLOW_TIMER_JOB} and status <> 'done'`.execute(t.db)
            ).rows[0]?.n,
          { timeout: 60_000 },
        )
        .toBe(0);
    } finally {
      await Promise.all([t.jobs.stop(), second.jobs.stop()]);
    }
    for (const id of ids) {
      const entries = await entriesOf(id, 'leaveCooldown');
      expect(entries.filter((entry) => entry.kind === 'fieldsSet')).toHaveLength(1);
      expect(entries.filter((entry) => entry.kind === 'completed')).toHaveLength(1);
    }
  });

  it('a process killed with SIGKILL while it holds a job mid-step loses nothing and repeats nothing', async () => {
    const id = await fileLeave(7);
    expect(
      (await callOn(t, 'POST', `workflow/objects/leave_request/${id}/start/leaveCooldown`, ada)).statusCode,
    ).toBe(201);
    await dueNow();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(__dirname, 'support/workflow-worker-child.ts'),
        t.config.databaseUrl ?? '',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let said = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('holding')) resolve();
      });
      child.on('exit', (code) =>
        reject(new Error(`the child ended (${code}) before holding the step: ${said}`)),
      );
    });
    // The child holds the job (running, locked) and the step's transaction is open: kill it there.
    const held = await t.db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('type', '=', WORKFLOW_TIMER_JOB)
      .where('status', '=', 'running')
      .execute();
    expect(held).toHaveLength(1);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Nothing of the step committed: the record and the instance are as they were.
    expect((await callOn(t, 'GET', `records/leave_request/${id}`, ada)).json().reason).toBe('Trip');
    expect((await entriesOf(id, 'leaveCooldown')).filter((entry) => entry.kind === 'fieldsSet')).toEqual([]);
    // Until its lock runs out no one takes the job; then the other process does, and the step runs once.
    expect(await t.jobs.drain()).toBe(0);
    await sql`update jobs set locked_until = now() - interval '1 second' where id = ${held[0]?.id ?? '0'}`.execute(
      t.db,
    );
    expect(await t.jobs.drain()).toBe(1);
    expect((await callOn(t, 'GET', `records/leave_request/${id}`, ada)).json().reason).toBe('cooled down');
    const entries = await entriesOf(id, 'leaveCooldown');
    expect(entries.filter((entry) => entry.kind === 'fieldsSet')).toHaveLength(1);
    expect(entries.filter((entry) => entry.kind === 'completed')).toHaveLength(1);
    const updates = await t.db
      .selectFrom('record_history')
      .select('id')
      .where('object', '=', 'leave_request')
      .where('record_id', '=', id)
      .where('action', '!=', 'created')
      .execute();
    expect(updates).toHaveLength(1);
    // Drained again by either process, nothing runs twice.
    expect(await Promise.all([t.jobs.drain(), second.jobs.drain()])).toEqual([0, 0]);
  });
});

/** Spreads the starts over both processes. */
function index(id: number): AtriumApp {
  return id % 2 === 0 ? t : second;
}
