import type { LoginAnswer, RecordData } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13.5: each of these answered 500. Every one is the client's mistake: a 4xx with a message.
let t: TestApp;
let sam: LoginAnswer;
let admin: LoginAnswer;
let record: RecordData;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  record = (await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Kept As It Was' })).json();
});
afterAll(async () => t.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
const CANNOT_BE_STORED = /contains characters that cannot be stored/;

async function count(): Promise<number> {
  return (await apiCall(t.app, 'GET', 'records/account', sam.token)).json().total;
}

describe('text PostgreSQL cannot store is refused where it enters', () => {
  it.each([
    ['a NUL in a search term', `search=${encodeURIComponent(`a${NUL}b`)}`],
    [
      'a NUL in a filter value',
      `filter=${q([{ columnName: 'name', operation: 'contains', value: `a${NUL}` }])}`,
    ],
    ['a NUL in an equals filter', `filter=${q([{ columnName: 'name', value: NUL }])}`],
    ['a lone surrogate in a filter value', `filter=${q([{ columnName: 'name', value: LONE_HIGH }])}`],
    ['a NUL in a sort column', `sorting=${q([{ columnName: `name${NUL}` }])}`],
  ])('%s is a 400', async (_what, query) => {
    const response = await apiCall(t.app, 'GET', `records/account?${query}`, sam.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(CANNOT_BE_STORED);
  });

  it.each([
    ['a NUL in a text value', { name: `Acme${NUL}Trading` }, 'name'],
    ['a lone high surrogate in a text value', { name: `Acme ${LONE_HIGH}` }, 'name'],
    ['a lone low surrogate in a text value', { name: `${LONE_LOW} Acme` }, 'name'],
    ['a lone surrogate in a list value', { name: 'Acme', tags: ['ok', LONE_HIGH] }, 'tags.1'],
    ['a NUL in a key', { name: 'Acme', [`na${NUL}me`]: 'x' }, `na${NUL}me`],
  ])('%s is a 422 naming the field, and nothing is saved', async (_what, body, field) => {
    const before = await count();
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, body);
    expect(created.statusCode).toBe(422);
    expect(created.json().message).toMatch(CANNOT_BE_STORED);
    expect(created.json().errors).toHaveProperty([field]);
    const updated = await apiCall(t.app, 'PUT', `records/account/${record.id}`, sam.token, body);
    expect(updated.statusCode).toBe(422);
    expect(await count()).toBe(before);
    const stored = await apiCall(t.app, 'GET', `records/account/${record.id}`, sam.token);
    expect(stored.json()).toMatchObject({ name: 'Kept As It Was', version: 1 });
  });

  it('a NUL in an export’s search is a 422, and no job is queued', async () => {
    const before = await t.db.selectFrom('jobs').select('id').execute();
    const response = await apiCall(t.app, 'POST', 'records/account/export-records', sam.token, {
      search: `x${NUL}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(['search']);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual(before);
  });

  it('metadata text and options are checked the same way', async () => {
    const response = await apiCall(
      t.app,
      'POST',
      'administration/creator/objects/account/attributes',
      admin.token,
      {
        name: 'motto',
        label: `Motto${NUL}`,
        type: 'singleLine',
        options: { placeholder: LONE_HIGH },
      },
    );
    expect(response.statusCode).toBe(422);
    const attributes = await apiCall(t.app, 'GET', 'def/objects/bynames?names=account', sam.token);
    expect(JSON.stringify(attributes.json())).not.toContain('motto');
  });

  it('JSON nested deeper than any form or rule set is refused, not walked', async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 200; level++) deep = [deep];
    const response = await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Deep', tags: deep });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/nested more than 64 levels/);
  });
});

describe('prototype keys are names like any other', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'])(
    '%s as a filter or sort column is a 400 naming it',
    async (column) => {
      const filtered = await apiCall(
        t.app,
        'GET',
        `records/account?filter=${q([{ columnName: column, value: 1 }])}`,
        sam.token,
      );
      expect(filtered.statusCode).toBe(400);
      expect(filtered.json().message).toBe(
        `You cannot filter Account by '${column}': it is not one of its attributes.`,
      );
      const sorted = await apiCall(
        t.app,
        'GET',
        `records/account?sorting=${q([{ columnName: column }])}`,
        sam.token,
      );
      expect(sorted.statusCode).toBe(400);
      const exported = await apiCall(t.app, 'POST', 'records/account/export-records', sam.token, {
        sorting: [{ columnName: column }],
      });
      expect(exported.statusCode).toBe(400);
    },
  );
});

describe('a multipart upload the server cannot read', () => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/account/${record.id}/upload`,
      headers: { ...bearer(sam.token), 'content-type': contentType },
      payload,
    });

  it('without a boundary is a 400 that says so', async () => {
    const response = await upload('multipart/form-data', '--x\r\n\r\n--x--\r\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/boundary/);
  });

  it('cut short is a 400, and nothing is stored', async () => {
    const body = [
      '--frontier',
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'half a file',
    ].join('\r\n');
    const response = await upload('multipart/form-data; boundary=frontier', body);
    expect(response.statusCode).toBe(400);
    expect(await t.db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });
});

describe('the built-in provider’s pages', () => {
  it('an unknown sign-in interaction’s cancel link is a 400, not a request left without an answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/interaction/no-such-interaction/abort',
    });
    expect(response.statusCode).toBe(400);
  });
});
