import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  for (const object of [
    { name: 'contract', display_name: 'Contract', has_versioning: true },
    { name: 'step', display_name: 'Step', has_ordering: true },
  ]) {
    const response = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
      ...object,
      module: 'crm',
      label_attribute: 'title',
      attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  apiCall(t.app, method, url, admin.token, body);

describe('versions', () => {
  it('makes the copy the active version, lists every version and lists only the active one', async () => {
    const first = (await call('POST', 'records/contract', { title: 'Terms v1' })).json();
    const second = await call('POST', `records/contract/${first.id}/versions`);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      title: 'Terms v1',
      is_active_version: true,
      version_root_id: first.id,
    });
    await call('PUT', `records/contract/${second.json().id}`, { title: 'Terms v2' });
    const third = (await call('POST', `records/contract/${second.json().id}/versions`)).json();

    const versions = (await call('GET', `records/contract/${third.id}/versions`)).json().data;
    expect(
      versions.map((v: { id: number; is_active_version: boolean; number: number }) => [
        v.number,
        v.id,
        v.is_active_version,
      ]),
    ).toEqual([
      [1, first.id, false],
      [2, second.json().id, false],
      [3, third.id, true],
    ]);
    const listed = (await call('GET', 'records/contract')).json();
    expect(listed.data.map((r: { id: number }) => r.id)).toEqual([third.id]);
    const stale = await call('POST', `records/contract/${first.id}/versions`);
    expect(stale.statusCode).toBe(409);
  });

  it('refuses versions on an object that does not keep them', async () => {
    const step = (await call('POST', 'records/step', { title: 'One' })).json();
    const response = await call('POST', `records/step/${step.id}/versions`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Step records do not keep versions.');
  });
});

describe('ordering', () => {
  const titles = async () =>
    (await call('GET', 'records/step?pageSize=50')).json().data.map((r: { title: string }) => r.title);

  it('moves a record before or after another, and sets a whole order by ids', async () => {
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C', 'D'])
      ids.push((await call('POST', 'records/step', { title })).json().id);
    expect((await titles()).filter((x: string) => x.length === 1)).toEqual(['A', 'B', 'C', 'D']);
    const [a, b, c, d] = ids;
    const moved = await call('POST', `reorder/crm/step/${d}`, { targetId: a, position: 'before' });
    expect(moved.statusCode).toBe(200);
    expect((await titles()).filter((x: string) => x.length === 1)).toEqual(['D', 'A', 'B', 'C']);
    await call('POST', `reorder/crm/step/${a}`, { targetId: c, position: 'after' });
    expect((await titles()).filter((x: string) => x.length === 1)).toEqual(['D', 'B', 'C', 'A']);
    const all = await call('POST', 'reorderById/crm/step', { ids: [c, b, a, d] });
    expect(all.statusCode).toBe(200);
    expect((await titles()).filter((x: string) => x.length === 1)).toEqual(['C', 'B', 'A', 'D']);
  });

  it('refuses bad moves with reasons', async () => {
    const contract = (await call('POST', 'records/contract', { title: 'Unordered' })).json();
    expect(
      (await call('POST', `reorder/crm/contract/${contract.id}`, { targetId: 1, position: 'after' })).json()
        .message,
    ).toBe('Contract records have no order to change.');
    const step = (await call('POST', 'records/step', { title: 'Self' })).json();
    expect(
      (await call('POST', `reorder/crm/step/${step.id}`, { targetId: step.id, position: 'after' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `reorder/hcm/step/${step.id}`, { targetId: 1, position: 'after' })).statusCode,
    ).toBe(404);
    expect((await call('POST', 'reorderById/crm/step', { ids: [step.id, step.id] })).statusCode).toBe(400);
    const sam = await signIn(t.app, 'sam.sales@atrium.local');
    expect(
      (await apiCall(t.app, 'POST', 'reorderById/crm/step', sam.token, { ids: [step.id] })).statusCode,
    ).toBe(403);
  });
});
