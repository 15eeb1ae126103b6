import { channels, type LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AtriumApp, buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config/config';
import { createCrmObjects } from './support/crm-fixture';
import { signIn } from './support/sign-in';
import { connectSocket, type Message, subscribe } from './support/socket-client';
import {
  missingBinaries,
  PG_BIN,
  type ThrowawayService,
  throwawayPostgres,
  throwawayRedis,
} from './support/throwaway-services';

// Issue 13.2: PostgreSQL and Redis restart under a bounded load of writes. The services are throwaway
// ones this file starts on spare ports; the machine's own are never touched.
const missing = missingBinaries();
if (missing) console.warn(`chaos suite skipped: ${missing} (PostgreSQL binaries looked for in ${PG_BIN})`);

let postgres: ThrowawayService;
let redis: ThrowawayService;
let first: AtriumApp;
let second: AtriumApp;
let firstUrl: string;
let secondUrl: string;
let sam: LoginAnswer;
const sockets: Socket[] = [];
const faults: unknown[] = [];
const recordFault = (error: unknown) => faults.push(error);

async function startApp(databaseUrl: string, redisUrl: string, seed: boolean): Promise<AtriumApp> {
  return buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO_DATA: seed ? 'true' : 'false',
      SEED_CRM_DATA: 'false',
      JOBS_WORKER: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    }),
  );
}

async function call(base: string, method: string, path: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sam.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { id?: number; status?: string } };
}

/** Writes accounts one after the other until stopped: each acknowledged id is remembered. */
function writeLoad(base: string) {
  const acknowledged: number[] = [];
  const statuses = new Set<number>();
  let running = true;
  let written = 0;
  const done = (async () => {
    // Bounded: at most 400 writes, a short pause between them.
    while (running && written < 400) {
      written += 1;
      const answer = await call(base, 'POST', '/api/v1/records/account', { name: `Load ${written}` }).catch(
        () => ({ status: 0, body: { id: undefined } }),
      );
      statuses.add(answer.status);
      if (answer.status === 201 && typeof answer.body.id === 'number') acknowledged.push(answer.body.id);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  return {
    acknowledged,
    statuses,
    async stop() {
      running = false;
      await done;
    },
  };
}

function waitForEvent(socket: Socket, event: string, timeoutMs = 20_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (value: unknown) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Resolves with the first message about the record `id` on the socket. */
function messageAbout(socket: Socket, id: number, timeoutMs = 20_000): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message about ${id}`)), timeoutMs);
    const onMessage = (message: Message) => {
      if ((message.data as { record?: { id?: number } }).record?.id !== id) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await probe();
    if (accept(value) || attempt >= 150) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(missing !== undefined)('chaos: PostgreSQL and Redis restart under load', () => {
  beforeAll(async () => {
    process.on('uncaughtException', recordFault);
    process.on('unhandledRejection', recordFault);
    [postgres, redis] = await Promise.all([throwawayPostgres(), throwawayRedis()]);
    first = await startApp(postgres.url, redis.url, true);
    second = await startApp(postgres.url, redis.url, false);
    firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await signIn(first.app, 'super.admin@atrium.local');
    await createCrmObjects(first.app, admin.token);
    sam = await signIn(first.app, 'sam.sales@atrium.local');
  }, 150_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.allSettled([first?.close(), second?.close()]);
    await Promise.allSettled([postgres?.destroy(), redis?.destroy()]);
    process.off('uncaughtException', recordFault);
    process.off('unhandledRejection', recordFault);
  }, 30_000);

  it('answers 503 while PostgreSQL is away, comes back by itself, loses no acknowledged write and resyncs sockets', async () => {
    const socket = await connectSocket(firstUrl, { token: sam.token });
    sockets.push(socket);
    expect(await subscribe(socket, channels.newRecords('account'))).toEqual({ ok: true });
    const load = writeLoad(firstUrl);
    await until(
      async () => load.acknowledged.length,
      (count) => count >= 5,
    );

    const resynced = waitForEvent(socket, 'resync');
    await postgres.stop();
    const away = await until(
      () => call(firstUrl, 'GET', '/readyz'),
      (answer) => answer.status === 503,
    );
    expect(away).toMatchObject({ status: 503, body: { status: 'not ready' } });
    expect((await call(firstUrl, 'POST', '/api/v1/records/account', { name: 'While away' })).status).toBe(
      503,
    );
    await postgres.start();

    const back = await until(
      () => call(firstUrl, 'GET', '/readyz'),
      (answer) => answer.status === 200 && answer.body.status === 'ready',
    );
    expect(back.status).toBe(200);
    await resynced;
    const written = await until(
      () => call(firstUrl, 'POST', '/api/v1/records/account', { name: 'After the restart' }),
      (answer) => answer.status === 201,
    );
    const id = written.body.id ?? 0;
    await messageAbout(socket, id);
    await load.stop();

    expect([...load.statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const stored = await sql<{ id: number }>`select id from obj_account`.execute(first.db);
    const ids = new Set(stored.rows.map((row) => Number(row.id)));
    expect(load.acknowledged.filter((ackedId) => !ids.has(ackedId))).toEqual([]);
    expect(faults).toEqual([]);
  }, 90_000);

  it('keeps serving while Redis is away (per-process rate limits and fan-out), then fans out again', async () => {
    // Connected to the second process: messages of writes made through the first travel through Redis.
    const socket = await connectSocket(secondUrl, { token: sam.token });
    sockets.push(socket);
    expect(await subscribe(socket, channels.newRecords('account'))).toEqual({ ok: true });
    const local = await connectSocket(firstUrl, { token: sam.token });
    sockets.push(local);
    expect(await subscribe(local, channels.newRecords('account'))).toEqual({ ok: true });
    const load = writeLoad(firstUrl);

    const resynced = waitForEvent(socket, 'resync');
    await redis.stop();
    const degraded = await until(
      () => call(firstUrl, 'GET', '/readyz'),
      (answer) => answer.body.status === 'degraded',
    );
    expect(degraded.status).toBe(200);
    // Starting a sign-in is rate limited: it keeps working, counted in this process.
    const sso = await fetch(`${firstUrl}/api/v1/auth/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(sso.status).toBe(200);
    const whileAway = await call(firstUrl, 'POST', '/api/v1/records/account', { name: 'Redis away' });
    expect(whileAway.status).toBe(201);
    // The process that took the write still tells its own sockets.
    await messageAbout(local, whileAway.body.id ?? 0);

    await redis.start();
    await resynced;
    const after = await call(firstUrl, 'POST', '/api/v1/records/account', { name: 'Redis back' });
    expect(after.status).toBe(201);
    await messageAbout(socket, after.body.id ?? 0);
    const ready = await until(
      () => call(firstUrl, 'GET', '/readyz'),
      (answer) => answer.body.status === 'ready',
    );
    expect(ready.status).toBe(200);
    await load.stop();

    expect([...load.statuses]).toEqual([201]);
    const metrics = await (await fetch(`${firstUrl}/metrics`)).text();
    expect(metrics).toMatch(/atrium_dependency_up\{dependency="redis"\} 1/);
    expect(metrics).toMatch(/atrium_dependency_reconnects_total\{dependency="redis"\} [1-9]/);
    expect(faults).toEqual([]);
  }, 90_000);
});
