import { channels, type LoginAnswer } from '@atrium/core';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { connectSocket, nextMessage, noMessageWithin, subscribe } from './support/socket-client';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let baseUrl: string;
let sam: LoginAnswer;
let nora: LoginAnswer;
const open: Socket[] = [];

async function connect(token: string, organizationId?: number): Promise<Socket> {
  const socket = await connectSocket(baseUrl, { token, ...(organizationId ? { organizationId } : {}) });
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t.close());

describe('socket connections', () => {
  it('refuses a connection without a valid session, saying why', async () => {
    await expect(connectSocket(baseUrl, { token: 'x'.repeat(43) })).rejects.toThrow(
      'Your session has ended. Please sign in again.',
    );
    await expect(connectSocket(baseUrl, { token: '' })).rejects.toThrow('You are not signed in');
  });

  it('refuses an organization the user does not belong to', async () => {
    await expect(connectSocket(baseUrl, { token: nora.token, organizationId: 987654 })).rejects.toThrow(
      'You are not a member of organization 987654.',
    );
  });
});

describe('private channels', () => {
  it('lets a user listen on their own channel and delivers what is published there', async () => {
    const socket = await connect(sam.token);
    expect(await subscribe(socket, channels.user(sam.profile.id))).toEqual({ ok: true });
    const arrival = nextMessage(socket);
    t.realtime.publish({
      channel: channels.user(sam.profile.id),
      event: 'notification',
      data: { text: 'Hello Sam' },
      audience: { kind: 'user', userId: sam.profile.id },
    });
    expect(await arrival).toEqual({
      channel: channels.user(sam.profile.id),
      event: 'notification',
      data: { text: 'Hello Sam' },
    });
  });

  it("refuses another user's channel, and nothing published there reaches the socket", async () => {
    const socket = await connect(nora.token);
    expect(await subscribe(socket, channels.user(sam.profile.id))).toEqual({
      ok: false,
      statusCode: 403,
      message: "You may only listen to your own user's channel.",
    });
    const quiet = noMessageWithin(socket, 300);
    t.realtime.publish({
      channel: channels.user(sam.profile.id),
      event: 'notification',
      data: { text: 'for Sam only' },
      audience: { kind: 'user', userId: sam.profile.id },
    });
    expect(await quiet).toBe(true);
  });

  it('opens object channels only to holders of the object view permission', async () => {
    const account = (
      await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Channel Co' })
    ).json();
    const samSocket = await connect(sam.token);
    const noraSocket = await connect(nora.token);
    expect(await subscribe(samSocket, channels.record('account', account.id))).toEqual({ ok: true });
    expect(await subscribe(samSocket, channels.newRecords('account'))).toEqual({ ok: true });
    expect(await subscribe(noraSocket, channels.record('account', account.id))).toEqual({
      ok: false,
      statusCode: 403,
      message: "You need the 'account:view' permission for this channel.",
    });
  });

  it("refuses a record's channel when the record is closed to the person, or not in the organization", async () => {
    const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
    const closed = (await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Closed Co' })).json();
    await apiCall(t.app, 'POST', `auth/record_permissions/account/${closed.id}`, sam.token, {
      to_user: ada.profile.id,
      permission: 8,
    });
    const adaSocket = await connect(ada.token);
    expect(await subscribe(adaSocket, channels.record('account', closed.id))).toEqual({
      ok: false,
      statusCode: 403,
      message: 'You do not have access to this Account.',
    });
    expect(await subscribe(adaSocket, channels.record('account', 987654))).toEqual({
      ok: false,
      statusCode: 403,
      message: 'There is no Account with id 987654.',
    });
  });

  it('shows each person the others’ changes: a new record and an edit arrive on open sockets', async () => {
    const ada = await signIn(t.app, 'ada.lovelace@atrium.local');
    const adaSocket = await connect(ada.token);
    expect(await subscribe(adaSocket, channels.newRecords('account'))).toEqual({ ok: true });
    const created = nextMessage(adaSocket);
    const record = (await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Live Co' })).json();
    expect(await created).toMatchObject({
      event: 'created',
      data: { record: { id: record.id, name: 'Live Co' } },
    });
    expect((await created).data).not.toHaveProperty('record.permission');
    expect(await subscribe(adaSocket, channels.record('account', record.id))).toEqual({ ok: true });
    const updated = nextMessage(adaSocket);
    await apiCall(t.app, 'PUT', `records/account/${record.id}`, sam.token, {
      industry: 'Energy',
      version: 1,
    });
    expect(await updated).toMatchObject({
      event: 'updated',
      data: { record: { id: record.id, industry: 'Energy', version: 2 } },
    });
  });

  it('answers 400 for a name that is not an Atrium channel', async () => {
    const socket = await connect(sam.token);
    expect(await subscribe(socket, 'some-room')).toMatchObject({ ok: false, statusCode: 400 });
    expect(await subscribe(socket, `session:1`)).toMatchObject({ ok: false, statusCode: 400 });
  });

  it('disconnects the sockets of a session when it logs out', async () => {
    const session = await signIn(t.app, 'hana.hr@atrium.local');
    const socket = await connect(session.token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(session.token) });
    expect(await disconnected).toBe('io server disconnect');
  });
});

// Fan-out across processes needs what they share: one database and one Redis.
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(shared)('several server processes', () => {
  it('delivers a change made through one process to a socket connected to another', async () => {
    const second = await buildApp({ ...t.config, seedDemoData: false });
    try {
      const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = await connectSocket(secondUrl, { token: sam.token });
      open.push(socket);
      expect(await subscribe(socket, channels.newRecords('account'))).toEqual({ ok: true });
      const arrival = nextMessage(socket);
      const created = await apiCall(t.app, 'POST', 'records/account', sam.token, {
        name: 'Across Processes',
      });
      expect(await arrival).toMatchObject({ event: 'created', data: { record: { id: created.json().id } } });
    } finally {
      await second.close();
    }
  });
});
