import { channels, type LoginAnswer } from '@atrium/core';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { bearer, signIn } from './support/sign-in';
import {
  connectSocket,
  type Message,
  nextMessage,
  noMessageWithin,
  subscribe,
} from './support/socket-client';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let baseUrl: string;
let sam: LoginAnswer;
let ada: LoginAnswer;
let orgs: Record<string, number>;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
}, 900_000);
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => t.close());

async function listen(token: string, org: string, channel: string): Promise<Socket> {
  const socket = await connectSocket(baseUrl, { token, organizationId: orgs[org] as number });
  open.push(socket);
  expect(await subscribe(socket, channel)).toEqual({ ok: true });
  return socket;
}

async function accountOfSam(name: string, org: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/records/account',
    headers: bearer(sam.token, orgs[org]),
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** The next `count` messages on a socket, in the order they arrive. */
async function messages(socket: Socket, count: number): Promise<Message[]> {
  const arrived: Message[] = [];
  for (let i = 0; i < count; i += 1) arrived.push(await nextMessage(socket, 20_000));
  return arrived;
}

describe('live events of ownership transfers', { timeout: 120_000 }, () => {
  it('announces every moved record on its channel after commit, as each listener reads it', async () => {
    const first = await accountOfSam('Moved One', 'AHQ');
    const second = await accountOfSam('Moved Two', 'AHQ');
    const gulf = await accountOfSam('Stays In Gulf', 'AGT');
    const firstSocket = await listen(sam.token, 'AHQ', channels.record('account', first));
    const secondSocket = await listen(sam.token, 'AHQ', channels.record('account', second));
    const gulfSocket = await listen(sam.token, 'AGT', channels.record('account', gulf));
    const arrivals = Promise.all([messages(firstSocket, 1), messages(secondSocket, 1)]);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/administration/ownership-transfer',
      headers: bearer(ada.token, orgs.AHQ),
      payload: { from_user_id: sam.profile.id, to_user_id: ada.profile.id, objects: ['account'] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [[atFirst], [atSecond]] = await arrivals;
    for (const [message, id, name] of [
      [atFirst, first, 'Moved One'],
      [atSecond, second, 'Moved Two'],
    ] as const) {
      expect(message).toMatchObject({
        channel: channels.record('account', id),
        event: 'updated',
        data: { record: { id, name, owner_id: ada.profile.id, version: 2 } },
      });
      // The listener's own reading of the record: no permission bits of the administrator's.
      const data = message?.data as { record?: Record<string, unknown> } | undefined;
      expect(data?.record?.permission).toBeUndefined();
    }
    // Another organization's record did not move and announces nothing.
    expect(await noMessageWithin(gulfSocket, 1500)).toBe(true);
  });

  it('announces a single record handed to someone else, and nothing when the transfer is refused', async () => {
    const id = await accountOfSam('Handed Over', 'AHQ');
    const socket = await listen(ada.token, 'AHQ', channels.record('account', id));
    const arrival = messages(socket, 1);
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/ownership/account/${id}`,
      headers: bearer(sam.token, orgs.AHQ),
      payload: { newOwnerId: ada.profile.id },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const [message] = await arrival;
    expect(message).toMatchObject({ event: 'updated', data: { record: { id, owner_id: ada.profile.id } } });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/administration/ownership-transfer',
      headers: bearer(ada.token, orgs.AHQ),
      payload: { from_user_id: ada.profile.id, to_user_id: ada.profile.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(await noMessageWithin(socket, 1500)).toBe(true);
  });
});
