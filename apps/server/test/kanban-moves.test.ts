import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
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
const ok = async (method: Method, url: string, who: LoginAnswer, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
const column = (value: string, page: number) =>
  `records/service_ticket?page=${page}&pageSize=15&filter=${encodeURIComponent(
    JSON.stringify([{ columnName: 'priority', operation: 'equals', value }]),
  )}`;

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceDesk(t.db);
  const orgs = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  ahq = orgs.find((org) => org.code === 'AHQ')?.id ?? 0;
  agt = orgs.find((org) => org.code === 'AGT')?.id ?? 0;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
}, 180_000);
afterAll(async () => t.close());

describe('a kanban column is the list call filtered on the grouping value', () => {
  it('pages 15 at a time from page 1, the last page short', async () => {
    for (let n = 0; n < 17; n += 1)
      await ok('POST', 'records/service_ticket', ada, { title: `Column ticket ${n}`, priority: 'P4' });
    const first = await ok('GET', column('P4', 1), ada);
    const second = await ok('GET', column('P4', 2), ada);
    expect(first.data).toHaveLength(15);
    expect(second.data.length).toBeLessThan(15);
    expect(first.total).toBe(first.data.length + second.data.length);
    const ids = [...first.data, ...second.data].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...first.data, ...second.data].every((row: { priority: string }) => row.priority === 'P4')).toBe(
      true,
    );
  });

  it('moves a card on a field no workflow sets through the ordinary update', async () => {
    const ticket = (await ok('GET', column('P4', 1), ada)).data[0];
    const moved = await ok('PUT', `records/service_ticket/${ticket.id}`, ada, {
      priority: 'P3',
      version: ticket.version,
    });
    expect(moved.priority).toBe('P3');
    const history = await t.db
      .selectFrom('record_history')
      .select('changes')
      .where('object', '=', 'service_ticket')
      .where('record_id', '=', ticket.id)
      .where('action', '=', 'updated')
      .execute();
    expect(history.at(-1)?.changes).toMatchObject({ priority: ['P4', 'P3'] });
  });
});

describe('a field a workflow sets moves only with the workflow', () => {
  it('refuses a direct change of the status while the workflow runs, with the reason, and changes nothing', async () => {
    const ticket = (await ok('GET', 'records/service_ticket', ada)).data.find(
      (row: { status: string }) => row.status === 'New',
    );
    const refused = await call('PUT', `records/service_ticket/${ticket.id}`, ada, { status: 'Resolved' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/follows the workflow “Service ticket” \(now at “Triage”\)/);
    expect(refused.json().errors.status).toHaveLength(1);
    const after = await ok('GET', `records/service_ticket/${ticket.id}`, ada);
    expect(after.status).toBe('New');
    expect(after.version).toBe(ticket.version);
    // Other fields of the same record still save, and a write that leaves the status as it is passes.
    const edited = await ok('PUT', `records/service_ticket/${ticket.id}`, ada, {
      status: 'New',
      description: 'Still broken',
    });
    expect(edited.description).toBe('Still broken');
  });

  it('lets the workflow itself move the status (a decision), then refuses a hand move after it finished', async () => {
    const ticket = (await ok('GET', 'records/service_ticket', ada)).data.find(
      (row: { status: string; priority: string }) => row.status === 'New' && row.priority !== 'P1',
    );
    const base = `workflow/objects/service_ticket/${ticket.id}`;
    const triage = await ok('GET', `${base}/status/serviceTicket`, ada);
    await ok('POST', `workflow/instances/${triage.instance}/decide/triage`, ada, { option: 'assign' });
    expect((await ok('GET', `records/service_ticket/${ticket.id}`, ada)).status).toBe('Assigned');
    await ok('POST', `workflow/instances/${triage.instance}/decide/work`, ada, { option: 'resolve' });
    expect((await ok('GET', `records/service_ticket/${ticket.id}`, ada)).status).toBe('Resolved');
    const refused = await call('PUT', `records/service_ticket/${ticket.id}`, ada, { status: 'New' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/which has finished/);
  });

  it('answers another organization or a person without the object as a refusal, changing nothing', async () => {
    const ticket = (await ok('GET', 'records/service_ticket', ada)).data[0];
    const elsewhere = await call('PUT', `records/service_ticket/${ticket.id}`, ada, { priority: 'P2' }, agt);
    expect([403, 404]).toContain(elsewhere.statusCode);
    const stranger = await call('PUT', `records/service_ticket/${ticket.id}`, hana, { priority: 'P2' });
    expect([403, 404]).toContain(stranger.statusCode);
    expect((await ok('GET', `records/service_ticket/${ticket.id}`, ada)).priority).toBe(ticket.priority);
  });

  it('refuses a column value the field does not offer', async () => {
    const ticket = (await ok('GET', 'records/service_ticket', ada)).data[0];
    const bad = await call('PUT', `records/service_ticket/${ticket.id}`, ada, { priority: 'P9' });
    expect(bad.statusCode).toBe(422);
  });
});

describe("a person's view of a list is kept per object and organization", () => {
  it('answers null until chosen, then what was chosen, to that person only', async () => {
    expect(await ok('GET', 'userzone/list-views/service_ticket', ada)).toEqual({ preference: null });
    const chosen = { view: 'board', groupBy: 'priority' };
    expect(await ok('PUT', 'userzone/list-views/service_ticket', ada, chosen)).toEqual({
      preference: chosen,
    });
    expect(await ok('GET', 'userzone/list-views/service_ticket', ada)).toEqual({ preference: chosen });
    await ok('PUT', 'userzone/list-views/service_ticket', ada, { view: 'grid', groupBy: 'status' });
    expect((await ok('GET', 'userzone/list-views/service_ticket', ada)).preference).toEqual({
      view: 'grid',
      groupBy: 'status',
    });
    // Another organization of Ada's keeps its own.
    const elsewhere = await call('GET', 'userzone/list-views/service_ticket', ada, undefined, agt);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({ preference: null });
  });

  it('refuses a field a board cannot be grouped by, a board without one, and malformed bodies', async () => {
    const notGroupable = await call('PUT', 'userzone/list-views/service_ticket', ada, {
      view: 'board',
      groupBy: 'title',
    });
    expect(notGroupable.statusCode).toBe(422);
    expect(notGroupable.json().errors.groupBy[0]).toMatch(/no status or single-select field 'title'/);
    const missing = await call('PUT', 'userzone/list-views/service_ticket', ada, {
      view: 'board',
      groupBy: null,
    });
    expect(missing.statusCode).toBe(422);
    for (const body of [
      { view: 'table', groupBy: null },
      { view: 'grid' },
      { view: 'grid', groupBy: 'A b' },
      {
        view: 'grid',
        groupBy: null,
        extra: 1,
      },
    ]) {
      const response = await call('PUT', 'userzone/list-views/service_ticket', ada, body);
      // Off the schema: 422 with its message (400 for a key the schema does not know).
      expect([400, 422], JSON.stringify(body)).toContain(response.statusCode);
      expect(response.json().message).toBeTruthy();
    }
  });

  it("refuses an unknown object and one the person may not list, and keeps nothing of another's", async () => {
    // An unknown object has no view permission either: refused before anything is read.
    expect([403, 404]).toContain((await call('GET', 'userzone/list-views/no_such_thing', ada)).statusCode);
    expect([400, 422]).toContain((await call('GET', 'userzone/list-views/Bad-Name', ada)).statusCode);
    const refused = await call('PUT', 'userzone/list-views/service_ticket', hana, {
      view: 'grid',
      groupBy: null,
    });
    expect([403, 404]).toContain(refused.statusCode);
    const kept = await t.db.selectFrom('list_view_preferences').selectAll().execute();
    expect(kept.every((row) => row.object === 'service_ticket')).toBe(true);
    expect(new Set(kept.map((row) => row.user_id)).size).toBe(1);
  });
});
