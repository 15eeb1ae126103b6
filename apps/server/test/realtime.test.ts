import { channels, type LoginAnswer } from '@atrium/core';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, signIn } from './support/sign-in';
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
    t.realtime.publish(channels.user(sam.profile.id), 'notification', { text: 'Hello Sam' });
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
    t.realtime.publish(channels.user(sam.profile.id), 'notification', { text: 'for Sam only' });
    expect(await quiet).toBe(true);
  });

  it('opens object channels only to holders of the object view permission', async () => {
    const samSocket = await connect(sam.token);
    const noraSocket = await connect(nora.token);
    expect(await subscribe(samSocket, channels.record('account', 5))).toEqual({ ok: true });
    expect(await subscribe(samSocket, channels.newRecords('account'))).toEqual({ ok: true });
    expect(await subscribe(noraSocket, channels.record('account', 5))).toEqual({
      ok: false,
      statusCode: 403,
      message: "You need the 'account:view' permission for this channel.",
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
  it('delivers a message published by one process to a socket connected to another', async () => {
    const second = await buildApp({ ...t.config, seedDemoData: false });
    try {
      const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = await connectSocket(secondUrl, { token: sam.token });
      open.push(socket);
      expect(await subscribe(socket, channels.user(sam.profile.id))).toEqual({ ok: true });
      const arrival = nextMessage(socket);
      t.realtime.publish(channels.user(sam.profile.id), 'notification', { from: 'the first process' });
      expect((await arrival).data).toEqual({ from: 'the first process' });
    } finally {
      await second.close();
    }
  });
});
