import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  sam = await signIn(t.app, 'sam.sales@atrium.local');
});
afterAll(async () => t.close());

/** Every call taking a list in its query string, with two values of that list. */
const LIST_CALLS = [
  { path: 'auth/user/isallowed', key: 'permissions', values: ['module:crm', 'module:hcm'] },
  { path: 'def/objects/bynames', key: 'names', values: ['account', 'contact'] },
  { path: 'forms/byobjects', key: 'objects', values: ['account', 'contact:detail'] },
  { path: 'forms/byids', key: 'ids', values: ['1', '2'] },
];

describe('a list in the query string', () => {
  it.each(LIST_CALLS)('$path takes $key repeated, with [] and comma-separated alike', async (call) => {
    const [first = '', second = ''] = call.values;
    const forms = [
      `${call.key}=${first}&${call.key}=${second}`,
      `${call.key}[]=${first}&${call.key}[]=${second}`,
      `${encodeURIComponent(`${call.key}[]`)}=${first}&${encodeURIComponent(`${call.key}[]`)}=${second}`,
      `${call.key}=${first},${second}`,
    ];
    const answers = [];
    for (const query of forms) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${call.path}?${query}`,
        headers: bearer(sam.token),
      });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      answers.push(response.json());
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });
});
