import type { LoginAnswer, RecordData } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareObjectStep } from '../src/features/records/write-pipeline/object-steps';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;
let sam: LoginAnswer;
let orgs: Record<string, number>;

const creator = async (url: string, body: object) => {
  const response = await apiCall(t.app, 'POST', `administration/creator/${url}`, admin.token, body);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  await creator('objects', {
    name: 'task',
    display_name: 'Task',
    module: 'crm',
    label_attribute: 'title',
    has_ordering: true,
    attributes: [
      { name: 'title', label: 'Title', type: 'singleLine', options: { required: true } },
      { name: 'code', label: 'Code', type: 'singleLine' },
    ],
  });
  await creator('relationships', {
    name: 'tasks',
    type: 'OneToMany',
    parent_object: 'account',
    child_object: 'task',
    reverse_name: 'account',
    foreign_key: 'account_id',
  });
  await creator('objects', {
    name: 'note',
    display_name: 'Note',
    module: 'crm',
    label_attribute: 'text',
    attributes: [{ name: 'text', label: 'Text', type: 'singleLine' }],
  });
  await creator('relationships', {
    name: 'notes',
    type: 'Polymorphic',
    parent_object: 'account',
    child_object: 'note',
    reverse_name: 'parent',
    foreign_key: 'parent',
    field_label: 'Parent',
  });
  await creator('objects', {
    name: 'deal',
    display_name: 'Deal',
    module: 'crm',
    label_attribute: 'name',
    has_versioning: true,
    attributes: [
      { name: 'name', label: 'Name', type: 'singleLine' },
      { name: 'stage', label: 'Stage', type: 'singleLine', options: { enableHistoryTracking: true } },
    ],
  });
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token = admin.token) =>
  apiCall(t.app, method, url, token, body);
const count = async (table: 'obj_account' | 'obj_contact' | 'obj_task') =>
  Number(
    (
      await t.db
        .selectFrom(table as never)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n,
  );

/** An account made by Sam in the Gulf trading company: a record of another organization for AHQ. */
async function gulfAccount(): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/records/account',
    headers: bearer(sam.token, orgs.AGT),
    payload: { name: 'Gulf Only' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('relation values name a record the writer can read, in the same organization', () => {
  it("refuses a lookup to another organization's record, on create and on update", async () => {
    const elsewhere = await gulfAccount();
    const before = await count('obj_contact');
    const refused = await call(
      'POST',
      'records/contact',
      { full_name: 'Spy', account_id: elsewhere },
      sam.token,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ account_id: [`There is no Account with id ${elsewhere}.`] });
    expect(await count('obj_contact')).toBe(before);
    const home = (await call('POST', 'records/account', { name: 'Home' }, sam.token)).json<RecordData>();
    const contact = (
      await call('POST', 'records/contact', { full_name: 'Local', account_id: home.id }, sam.token)
    ).json<RecordData>();
    const moved = await call('PUT', `records/contact/${contact.id}`, { account_id: elsewhere }, sam.token);
    expect(moved.statusCode).toBe(422);
    expect((await call('GET', `records/contact/${contact.id}`, undefined, sam.token)).json().account_id).toBe(
      home.id,
    );
  });

  it('refuses a polymorphic parent of a type that is no parent object, that does not exist, or of another organization', async () => {
    const elsewhere = await gulfAccount();
    const home = (await call('POST', 'records/account', { name: 'Parent' })).json<RecordData>();
    const cases: [unknown, string][] = [
      [{ type: 'users', id: admin.profile.id }, "Parent must be a record of account, not 'users'."],
      [{ type: 'account', id: 987_654 }, 'There is no account with id 987654 for Parent.'],
      [{ type: 'account', id: elsewhere }, `There is no account with id ${elsewhere} for Parent.`],
    ];
    for (const [parent, message] of cases) {
      const refused = await call('POST', 'records/note', { text: 'x', parent });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ parent: [message] });
    }
    const saved = await call('POST', 'records/note', {
      text: 'ok',
      parent: { type: 'account', id: home.id },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ parent_type: 'account', parent_id: home.id });
  });
});

describe('a parent saved with its new children', () => {
  it('writes nothing when the second of three children is invalid, and names that child and field', async () => {
    const [accounts, tasks] = [await count('obj_account'), await count('obj_task')];
    const response = await call('POST', 'records/account', {
      name: 'With children',
      $children: {
        tasks: [
          { id: 'n1', title: 'First' },
          { id: 'n2', title: '' },
          { id: 'n3', title: 'Third' },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'tasks.1.title': ['Title is required.'] });
    expect([await count('obj_account'), await count('obj_task')]).toEqual([accounts, tasks]);
  });

  it('writes the parent and all children in one transaction, in order, and announces them after it commits', async () => {
    const published: { channel: string; event: string; committedTasks: Promise<number> }[] = [];
    const publish = t.realtime.publish;
    t.realtime.publish = (envelope) => {
      // Read from outside the transaction: on PostgreSQL it sees only what has committed.
      published.push({ channel: envelope.channel, event: envelope.event, committedTasks: count('obj_task') });
      publish.call(t.realtime, envelope);
    };
    const before = await count('obj_task');
    try {
      const response = await call('POST', 'records/account', {
        name: 'Ordered',
        $children: { tasks: [{ title: 'Gamma' }, { title: 'Alpha' }, { title: 'Beta' }] },
      });
      expect(response.statusCode).toBe(201);
      const parent = response.json<RecordData>();
      const listed = await call('GET', `r/crm/account/${parent.id}/tasks`);
      const rows = listed.json().data as RecordData[];
      expect(rows.map((row) => [row.title, row.sort_order, row.account_id])).toEqual([
        ['Gamma', 1, parent.id],
        ['Alpha', 2, parent.id],
        ['Beta', 3, parent.id],
      ]);
      expect(published.map((entry) => [entry.channel.split('.').slice(-2).join('.'), entry.event])).toEqual([
        ['account.new', 'created'],
        ['task.new', 'created'],
        ['task.new', 'created'],
        ['task.new', 'created'],
      ]);
      for (const entry of published) expect(await entry.committedTasks).toBe(before + 3);
    } finally {
      t.realtime.publish = publish;
    }
  });
});

describe('per-object steps', () => {
  it('runs a step declared for an object on its writes, between conversion and persist', async () => {
    const undeclare = declareObjectStep(
      { object: 'task' },
      {
        name: 'code from title',
        kinds: ['create'],
        run: (state) => {
          state.columns.code = `T-${String(state.values.title).toUpperCase()}`;
        },
      },
    );
    try {
      const task = await call('POST', 'records/task', { title: 'ship' });
      expect(task.json()).toMatchObject({ title: 'ship', code: 'T-SHIP' });
    } finally {
      undeclare();
    }
    expect((await call('POST', 'records/task', { title: 'plain' })).json().code).toBeNull();
  });
});

describe('history of tracked attributes', () => {
  const historyOf = async (id: number) => {
    const response = await call('GET', `records/deal/${id}/history`);
    expect(response.statusCode).toBe(200);
    return (
      response.json().data as {
        attribute: string;
        action: string;
        old_value: unknown;
        new_value: unknown;
        user_id: number;
      }[]
    ).map(({ attribute, action, old_value, new_value, user_id }) => ({
      attribute,
      action,
      old_value,
      new_value,
      user_id,
    }));
  };

  it('records who changed a tracked attribute from what to what on create and update, and nothing else', async () => {
    const deal = (await call('POST', 'records/deal', { name: 'Big', stage: 'new' })).json<RecordData>();
    await call('PUT', `records/deal/${deal.id}`, { name: 'Bigger', stage: 'won' });
    await call('PUT', `records/deal/${deal.id}`, { name: 'Biggest' });
    const by = admin.profile.id;
    expect(await historyOf(Number(deal.id))).toEqual([
      { attribute: 'stage', action: 'updated', old_value: 'new', new_value: 'won', user_id: by },
      { attribute: 'stage', action: 'created', old_value: null, new_value: 'new', user_id: by },
    ]);
  });

  it('answers the history newest first, a page at a time, with the total', async () => {
    const deal = (await call('POST', 'records/deal', { name: 'Paged', stage: 's0' })).json<RecordData>();
    for (let step = 1; step <= 4; step += 1)
      await call('PUT', `records/deal/${deal.id}`, { stage: `s${step}` });
    const second = await call('GET', `records/deal/${deal.id}/history?page=2&pageSize=2`);
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body).toMatchObject({ total: 5, current_page: 2, per_page: 2 });
    expect(body.data.map((entry: { new_value: unknown }) => entry.new_value)).toEqual(['s2', 's1']);
    expect(body.data[0]).toMatchObject({ label: expect.any(String), user_name: expect.any(String) });
    for (const bad of ['page=0', 'pageSize=500', 'page=1.5', 'pageSize=0x10']) {
      expect((await call('GET', `records/deal/${deal.id}/history?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('records the tracked values a duplicate and a new version start with', async () => {
    const deal = (await call('POST', 'records/deal', { name: 'Copyable', stage: 'open' })).json<RecordData>();
    const version = (await call('POST', `records/deal/${deal.id}/versions`)).json<RecordData>();
    expect(await historyOf(Number(version.id))).toEqual([
      {
        attribute: 'stage',
        action: 'versioned',
        old_value: null,
        new_value: 'open',
        user_id: admin.profile.id,
      },
    ]);
    const queued = await call('POST', `records/deal/${version.id}/duplicate`);
    expect(queued.statusCode).toBe(202);
    await t.jobs.drain();
    const copies = (await call('GET', 'records/deal?pageSize=100')).json().data as RecordData[];
    const copy = copies.find((row) => row.name === 'Copyable' && row.id !== version.id);
    expect(copy).toBeDefined();
    expect(await historyOf(Number(copy?.id))).toEqual([
      {
        attribute: 'stage',
        action: 'duplicated',
        old_value: null,
        new_value: 'open',
        user_id: admin.profile.id,
      },
    ]);
  });

  it("answers a record's history only to those who may read it", async () => {
    const elsewhere = await gulfAccount();
    expect((await call('GET', `records/account/${elsewhere}/history`, undefined, sam.token)).statusCode).toBe(
      404,
    );
  });
});
