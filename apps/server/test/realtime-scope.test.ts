import { channels, type LoginAnswer } from '@atrium/core';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/platform/auth/tokens';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import {
  connectSocket,
  type Message,
  nextMessage,
  noMessageWithin,
  subscribe,
} from './support/socket-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13.1: a subscriber never receives a row the same person could not GET at that moment.
let t: TestApp;
let baseUrl: string;
let admin: LoginAnswer;
let sam: LoginAnswer;
let ada: LoginAnswer;
const org: Record<string, number> = {};
const open: Socket[] = [];

async function connect(token: string, organizationId?: number): Promise<Socket> {
  const socket = await connectSocket(baseUrl, { token, ...(organizationId ? { organizationId } : {}) });
  open.push(socket);
  return socket;
}

/** Every message the socket receives from now on. */
function collect(socket: Socket): Message[] {
  const seen: Message[] = [];
  socket.on('message', (message: Message) => seen.push(message));
  return seen;
}

async function createAccount(token: string, name: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/records/account',
    headers: { ...bearer(token), ...headers },
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; name: string }>();
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  for (const row of await t.db.selectFrom('organizations').select(['id', 'code']).execute())
    org[row.code] = row.id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t.close());

describe('organization scope of real-time messages', () => {
  it('never sends a new record of another organization, whether the listener belongs to it or not', async () => {
    const ahq = org.AHQ ?? 0;
    const socket = await connect(sam.token, ahq);
    expect(await subscribe(socket, channels.newRecords('account'))).toEqual({ ok: true });
    const seen = collect(socket);
    // Sam is no member of AIS; the super admin creates there.
    const foreign = await createAccount(admin.token, 'Foreign Holdings', {
      'x-organization-id': String(org.AIS),
      'x-super-admin-mode': '1',
    });
    // Sam is a member of AGT, but this socket authenticated in AHQ: a GET in AHQ would not find it.
    const otherOrg = await createAccount(sam.token, 'Gulf Only', { 'x-organization-id': String(org.AGT) });
    const own = await createAccount(sam.token, 'Holding Own', { 'x-organization-id': String(ahq) });
    // Messages of one channel arrive in the order published: once the last is in, the others would be.
    await expect
      .poll(() => seen.map((message) => (message.data as { record: { id: number } }).record.id))
      .toEqual([own.id]);
    expect(seen.map((message) => message.data)).not.toContainEqual(
      expect.objectContaining({ record: expect.objectContaining({ id: foreign.id }) }),
    );
    expect(otherOrg.id).not.toBe(own.id);
  });

  it("tells open lists and record pages of a deletion, in the record's organization only (issue 14.5)", async () => {
    const record = await createAccount(sam.token, 'Holding Deleted', {
      'x-organization-id': String(org.AHQ),
    });
    const inAgt = await connect(sam.token, org.AGT);
    // A record channel names an id; the AGT socket cannot subscribe a record its organization lacks.
    expect(await subscribe(inAgt, channels.record('account', record.id))).toMatchObject({
      ok: false,
      statusCode: 403,
    });
    expect(await subscribe(inAgt, channels.newRecords('account'))).toEqual({ ok: true });
    const list = await connect(ada.token, org.AHQ);
    expect(await subscribe(list, channels.newRecords('account'))).toEqual({ ok: true });
    const page = await connect(ada.token, org.AHQ);
    expect(await subscribe(page, channels.record('account', record.id))).toEqual({ ok: true });
    const quiet = noMessageWithin(inAgt, 500);
    const listHears = nextMessage(list);
    const pageHears = nextMessage(page);
    expect(
      (await apiCall(t.app, 'DELETE', `records/account/${record.id}`, sam.token)).statusCode,
    ).toBeLessThan(300);
    expect(await listHears).toEqual({
      channel: channels.newRecords('account'),
      event: 'deleted',
      data: { id: record.id },
    });
    expect(await pageHears).toMatchObject({ event: 'deleted', data: { id: record.id } });
    expect(await quiet).toBe(true);
  });
});

describe('record access of real-time messages', () => {
  it('stops sending a record to someone who lost read access after subscribing', async () => {
    const record = await createAccount(sam.token, 'Soon Closed');
    const adaSocket = await connect(ada.token, org.AHQ);
    expect(await subscribe(adaSocket, channels.record('account', record.id))).toEqual({ ok: true });
    const first = nextMessage(adaSocket);
    await apiCall(t.app, 'PUT', `records/account/${record.id}`, sam.token, {
      industry: 'Energy',
      version: 1,
    });
    expect(await first).toMatchObject({
      event: 'updated',
      data: { record: { id: record.id, industry: 'Energy' } },
    });

    const grant = await apiCall(t.app, 'POST', `auth/record_permissions/account/${record.id}`, sam.token, {
      to_user: ada.profile.id,
      permission: 8,
    });
    expect(grant.statusCode, grant.body).toBeLessThan(300);
    expect((await apiCall(t.app, 'GET', `records/account/${record.id}`, ada.token)).statusCode).toBe(403);
    const quiet = noMessageWithin(adaSocket, 500);
    await apiCall(t.app, 'PUT', `records/account/${record.id}`, sam.token, {
      industry: 'Retail',
      version: 2,
    });
    expect(await quiet).toBe(true);
  });

  it('sends a new record only to those who can read it, as they would read it', async () => {
    const adaSocket = await connect(ada.token, org.AHQ);
    const samSocket = await connect(sam.token, org.AHQ);
    for (const socket of [adaSocket, samSocket]) {
      expect(await subscribe(socket, channels.newRecords('account'))).toEqual({ ok: true });
    }
    const adaSeen = collect(adaSocket);
    const samArrival = nextMessage(samSocket);
    const record = await createAccount(sam.token, 'Read By Both');
    expect(await samArrival).toMatchObject({ event: 'created', data: { record: { id: record.id } } });
    await expect.poll(() => adaSeen.length).toBe(1);
    expect(adaSeen[0]).toMatchObject({ data: { record: { id: record.id, name: 'Read By Both' } } });
    expect(adaSeen[0]?.data).not.toHaveProperty('record.permission');
  });

  it('closes the socket of a session that has ended instead of sending to it', async () => {
    const session = await signIn(t.app, 'sam.sales@atrium.local');
    const socket = await connect(session.token, org.AHQ);
    expect(await subscribe(socket, channels.newRecords('account'))).toEqual({ ok: true });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const seen = collect(socket);
    // Ended in the database directly, as a revocation by an administrator or another process would.
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(session.token))
      .execute();
    await createAccount(sam.token, 'After Revocation');
    expect(await disconnected).toBe('io server disconnect');
    expect(seen).toEqual([]);
  });
});
