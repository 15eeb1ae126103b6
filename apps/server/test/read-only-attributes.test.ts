import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

/**
 * An attribute the metadata makes read-only (a count a step keeps, a status a workflow sets) is shown
 * but never changed by a person's own write, a super admin's included: the server refuses the change on
 * create and update and leaves the record as it was. What the seed and the steps write is not
 * a person's write (hcm-package.test.ts: the Noujoum step adds a star to the read-only count).
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  const created = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
    name: 'badge',
    display_name: 'Badge',
    module: 'crm',
    label_attribute: 'name',
    attributes: [
      { name: 'name', label: 'Name', type: 'singleLine', options: { required: true } },
      { name: 'stars', label: 'Stars', type: 'numberField', options: { readOnly: true, default: 0 } },
      { name: 'note', label: 'Note', type: 'singleLine', options: { readOnly: true } },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => t.close());

const write = (method: 'POST' | 'PUT', path: string, body: object) =>
  apiCall(t.app, method, `records/badge${path}`, admin.token, body);

describe('read-only attributes', () => {
  it('refuses a create that fills one, and takes the default or nothing sent for it', async () => {
    const forged = await write('POST', '', { name: 'Forged', stars: 99 });
    expect(forged.statusCode, forged.body).toBe(422);
    expect(forged.json().errors).toEqual({ stars: ['Stars is read-only.'] });
    const listed = await apiCall(t.app, 'GET', 'records/badge', admin.token);
    expect(listed.json().total).toBe(0);

    const plain = await write('POST', '', { name: 'Plain', stars: 0, note: null });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ name: 'Plain', stars: 0, note: null });
  });

  it('refuses an update that changes one and keeps the record; the same value sent back passes', async () => {
    const created = await write('POST', '', { name: 'Kept', stars: 0 });
    const id = created.json().id;
    const forged = await write('PUT', `/${id}`, { name: 'Renamed', stars: 5, note: 'mine' });
    expect(forged.statusCode, forged.body).toBe(422);
    expect(forged.json().errors).toEqual({ stars: ['Stars is read-only.'], note: ['Note is read-only.'] });
    const stored = await apiCall(t.app, 'GET', `records/badge/${id}`, admin.token);
    expect(stored.json()).toMatchObject({ name: 'Kept', stars: 0, note: null });

    const echoed = await write('PUT', `/${id}`, { name: 'Renamed', stars: 0 });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json()).toMatchObject({ name: 'Renamed', stars: 0 });
  });
});
