import type { LoginAnswer, ObjectDefinition } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCrm } from '../src/seed/crm/seed-crm';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

const statusItems = [
  { value: 'Open', name: 'Open' },
  { value: 'Done', name: 'Done' },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
});
afterAll(async () => t.close());

const definition = async (name: string) =>
  (await apiCall(t.app, 'GET', `def/objects/bynames?names=${name}`, admin.token)).json<{
    data: ObjectDefinition[];
  }>().data[0];
const change = (name: string, payload: object) =>
  apiCall(t.app, 'PUT', `administration/creator/objects/${name}`, admin.token, payload);

describe('the view an object’s list opens on (issue 19 item 4)', { timeout: 60_000 }, () => {
  it('is kept with the object when created, answered with its definition, changed and cleared', async () => {
    const made = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
      name: 'desk_task',
      display_name: 'Desk task',
      module: 'servicedesk',
      default_view: { view: 'board', group_by: 'state' },
      attributes: [
        { name: 'title', label: 'Title', type: 'singleLine' },
        { name: 'state', label: 'State', type: 'singleSelect', options: { items: statusItems } },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await definition('desk_task'))?.default_view).toEqual({ view: 'board', group_by: 'state' });
    const grid = await change('desk_task', { default_view: { view: 'grid' } });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(grid.json<ObjectDefinition>().default_view).toEqual({ view: 'grid' });
    // Other settings sent without it leave it as it is.
    expect((await change('desk_task', { display_name: 'Desk job' })).json().default_view).toEqual({
      view: 'grid',
    });
    const cleared = await change('desk_task', { default_view: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<ObjectDefinition>()).not.toHaveProperty('default_view');
  });

  it('refuses a board that cannot group by the attribute named, and changes nothing', async () => {
    expect(
      (await change('desk_task', { default_view: { view: 'board', group_by: 'state' } })).statusCode,
    ).toBe(200);
    const cases: [string, unknown, number][] = [
      ['a text attribute', { view: 'board', group_by: 'title' }, 422],
      ['an attribute it does not have', { view: 'board', group_by: 'colour' }, 422],
      ['a board without its attribute', { view: 'board' }, 422],
      ['a view it does not know', { view: 'calendar' }, 422],
      // A key the call does not take at all is a 400 naming it, as everywhere (route-fuzz).
      ['an extra key', { view: 'grid', group_by: 'state' }, 400],
    ];
    for (const [what, defaultView, status] of cases) {
      const refused = await change('desk_task', { default_view: defaultView });
      expect(refused.statusCode, `${what}: ${refused.body}`).toBe(status);
      expect(typeof refused.json().message, what).toBe('string');
      expect(Object.keys(refused.json().errors ?? {}).join(), what).toContain('default_view');
    }
    const text = await change('desk_task', { default_view: { view: 'board', group_by: 'title' } });
    expect(text.json().message).toBe(
      "'title' cannot group a board: choose a status or single-select attribute that lists choices.",
    );
    expect((await definition('desk_task'))?.default_view).toEqual({ view: 'board', group_by: 'state' });
    const create = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
      name: 'desk_note',
      display_name: 'Desk note',
      module: 'servicedesk',
      default_view: { view: 'board', group_by: 'title' },
      attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
    });
    expect(create.statusCode).toBe(422);
    expect(
      (await apiCall(t.app, 'GET', 'def/objects/bynames?names=desk_note', admin.token)).json().data,
    ).toEqual([]);
  });

  it('opens tickets and opportunities on their boards, as their packages declare', async () => {
    await seedCrm(t.db);
    await seedServiceDesk(t.db);
    expect((await definition('service_ticket'))?.default_view).toEqual({ view: 'board', group_by: 'status' });
    expect((await definition('opportunity'))?.default_view).toEqual({ view: 'board', group_by: 'stage' });
  });
});
