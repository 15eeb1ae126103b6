import { type ActivityItem, type LoginAnswer, type NotificationItem, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHcm } from '../src/seed/hcm/seed-hcm';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let nora: LoginAnswer;
let ivan: LoginAnswer;
let ahq: number;
let agt: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: LoginAnswer, payload?: object, org = ahq) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, org),
    ...(payload ? { payload } : {}),
  });
const ok = async (method: Method, url: string, who: LoginAnswer, payload?: object, org = ahq) => {
  const response = await call(method, url, who, payload, org);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

/** Every page of a cursor-paged list, following nextCursor. */
async function everything<T>(url: string, who: LoginAnswer, limit: number): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let round = 0; round < 200; round += 1) {
    const page = await ok('GET', `${url}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, who);
    items.push(...page.data);
    cursor = page.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('the list never ended');
}

beforeAll(async () => {
  t = await createTestApp();
  await seedHcm(t.db);
  await seedServiceDesk(t.db);
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  ahq = orgs.find((org) => org.code === 'AHQ')?.id ?? 0;
  agt = orgs.find((org) => org.code === 'AGT')?.id ?? 0;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  // The service desk's agent: he works tickets.
  ivan = await signIn(t.app, 'ivan.it@atrium.local');
}, 180_000);
afterAll(async () => t.close());

describe('My Notifications', () => {
  it('keeps the approvals a workflow asked of me, unread, linked to the record', async () => {
    const page = await ok('GET', 'notifications', ada);
    const approval = page.data.find((item: NotificationItem) => item.kind === 'approval');
    expect(approval).toMatchObject({ object: 'hcm_leave', read: false, title: 'Your approval is requested' });
    expect(approval.body).toMatch(/Leave request: Manager approval/);
    expect(page.unread).toBeGreaterThan(0);
    expect((await ok('GET', 'notifications/unread-count', ada)).unread).toBe(page.unread);
  });

  it("never shows or marks another person's notifications", async () => {
    const adas = (await ok('GET', 'notifications', ada)).data as NotificationItem[];
    const norasIds = ((await ok('GET', 'notifications', nora)).data as NotificationItem[]).map((n) => n.id);
    for (const item of adas) expect(norasIds).not.toContain(item.id);
    const target = adas.find((item) => !item.read);
    const refused = await call('POST', `notifications/${target?.id}/read`, nora);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toMatch(/approval/i);
    // Nor from another organization of her own: the notification belongs to AHQ.
    expect((await call('POST', `notifications/${target?.id}/read`, ada, undefined, agt)).statusCode).toBe(
      404,
    );
    expect((await ok('GET', 'notifications', ada, undefined, agt)).data).toEqual([]);
    const still = (await ok('GET', 'notifications', ada)).data.find(
      (n: NotificationItem) => n.id === target?.id,
    );
    expect(still.read).toBe(false);
  });

  it('marks one read, then all, and the count follows', async () => {
    // A P1 ticket's closure asks the team lead, Ada: one more notification for her.
    const ticket = (await ok('GET', 'records/service_ticket', ada)).data.find(
      (row: { priority: string }) => row.priority === 'P1',
    );
    const status = await ok('GET', `workflow/objects/service_ticket/${ticket.id}/status/serviceTicket`, ada);
    await ok('POST', `workflow/instances/${status.instance}/decide/triage`, ada, { option: 'assign' });
    await ok('POST', `workflow/instances/${status.instance}/decide/work`, ivan, { option: 'resolve' });
    const before = await ok('GET', 'notifications', ada);
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const first = before.data[0] as NotificationItem;
    expect(first).toMatchObject({ object: 'service_ticket', recordId: ticket.id, read: false });
    expect((await ok('POST', `notifications/${first.id}/read`, ada)).unread).toBe(before.unread - 1);
    // Marking it again changes nothing.
    expect((await ok('POST', `notifications/${first.id}/read`, ada)).unread).toBe(before.unread - 1);
    expect((await ok('POST', 'notifications/read-all', ada)).unread).toBe(0);
    expect((await ok('GET', 'notifications/unread-count', ada)).unread).toBe(0);
    expect((await ok('GET', 'notifications', ada)).data.every((n: NotificationItem) => n.read)).toBe(true);
  });

  it('pages newest first with a cursor, each once', async () => {
    const all = await everything<NotificationItem>('notifications', ada, 1);
    const ids = all.map((item) => item.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses bad input with a message', async () => {
    for (const url of [
      'notifications?limit=0',
      'notifications?limit=51',
      'notifications?limit=abc',
      'notifications?cursor=nope',
      'notifications?other=1',
    ]) {
      const response = await call('GET', url, ada);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call('POST', 'notifications/abc/read', ada)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('POST', 'notifications/999999/read', ada)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(response.statusCode).toBe(401);
  });
});

describe('My Activities', () => {
  it('lists what I created and changed, newest first, linked to the record', async () => {
    const created = await ok('POST', 'records/service_ticket', ivan, {
      title: 'Printer jams',
      priority: 'P3',
    });
    await ok('PUT', `records/service_ticket/${created.id}`, ivan, { description: 'On the third floor' });
    const page = await ok('GET', 'userzone/activities', ivan);
    const mine = page.data.filter((item: ActivityItem) => item.recordId === created.id);
    // Newest first: the change, then what the ticket's steps and workflow set as he saved, the create.
    expect(mine[0]).toMatchObject({ kind: 'changed', object: 'service_ticket', recordLabel: 'Printer jams' });
    expect(mine.at(-1)).toMatchObject({ kind: 'created', object: 'service_ticket' });
    expect(mine[0].detail).toMatch(/description/);
  });

  it('lists the approvals given to me and the ones I decided', async () => {
    const items = await everything<ActivityItem>('userzone/activities', ada, 50);
    const kinds = new Set(items.map((item) => item.kind));
    expect(kinds.has('assigned')).toBe(true);
    expect(kinds.has('decided')).toBe(true);
    const times = items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows none of another person's or another organization's", async () => {
    const adas = await everything<ActivityItem>('userzone/activities', ada, 50);
    const ivans = await everything<ActivityItem>('userzone/activities', ivan, 50);
    const ivansKeys = new Set(ivans.map((item) => item.key));
    expect(adas.some((item) => ivansKeys.has(item.key))).toBe(false);
    // In AGT Ada sees what she did there (she installed its packages), none of it AHQ's.
    const inAgt = (await ok('GET', 'userzone/activities', ada, undefined, agt)).data as ActivityItem[];
    const ahqKeys = new Set(adas.map((item) => item.key));
    expect(inAgt.some((item) => ahqKeys.has(item.key))).toBe(false);
    for (const item of inAgt.slice(0, 5))
      expect((await call('GET', `records/${item.object}/${item.recordId}`, ada)).statusCode).toBe(404);
  });

  it('leaves out a record I may no longer read', async () => {
    // Ada's ticket, which Ivan edits as the desk's agent.
    const created = await ok('POST', 'records/service_ticket', ada, { title: 'Secret', priority: 'P4' });
    await ok('PUT', `records/service_ticket/${created.id}`, ivan, { description: 'Seen it' });
    const seen = async () =>
      (await everything<ActivityItem>('userzone/activities', ivan, 50)).some(
        (i) => i.recordId === created.id,
      );
    expect(await seen()).toBe(true);
    // Then it is restricted to its owner alone (the desk's grant taken back), and Ivan is not one: his
    // change no longer shows.
    await sql`delete from record_permissions where object = 'service_ticket' and record_id = ${created.id}`.execute(
      t.db,
    );
    await sql`update ${sql.table(objectTableName('service_ticket'))} set restricted = true where id = ${created.id}`.execute(
      t.db,
    );
    expect(
      (await call('GET', `records/service_ticket/${created.id}`, ivan)).statusCode,
    ).toBeGreaterThanOrEqual(403);
    expect(await seen()).toBe(false);
  });

  it('pages with a cursor: every page once, in order, whatever the page size', async () => {
    const whole = await everything<ActivityItem>('userzone/activities', ada, 50);
    const paged = await everything<ActivityItem>('userzone/activities', ada, 2);
    expect(paged.map((item) => item.key)).toEqual(whole.map((item) => item.key));
  });

  it('refuses bad input', async () => {
    for (const url of ['userzone/activities?limit=-1', 'userzone/activities?cursor=1:2:3']) {
      const response = await call('GET', url, ada);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
