import type { LoginAnswer, ObjectDefinition } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  const made = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
    name: 'asset_request',
    display_name: 'Asset Request',
    module: 'crm',
    attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
  });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(async () => t.close());

const change = (payload: object) =>
  apiCall(t.app, 'PUT', 'administration/creator/objects/asset_request', admin.token, payload);

describe('an object’s names in other languages (issue 14.6)', () => {
  it('saves the singular and plural names per language and serves them with the definition and the entry', async () => {
    const saved = await change({
      translations: {
        ar: { display_name: 'طلب أصل', plural_name: 'طلبات الأصول' },
        ur: { display_name: ' اثاثہ درخواست ' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ObjectDefinition>().translations).toEqual({
      ar: { display_name: 'طلب أصل', plural_name: 'طلبات الأصول' },
      ur: { display_name: 'اثاثہ درخواست' },
    });
    // The English name and the rest of the settings are left as they were.
    expect(saved.json<ObjectDefinition>().display_name).toBe('Asset Request');
    const custom = await apiCall(t.app, 'GET', 'def/objects/custom', admin.token);
    const listed = custom.json<{ data: { name: string; translations?: unknown }[] }>().data;
    expect(listed.find((object) => object.name === 'asset_request')?.translations).toEqual({
      ar: { display_name: 'طلب أصل', plural_name: 'طلبات الأصول' },
      ur: { display_name: 'اثاثہ درخواست' },
    });
  });

  it.each([
    ['a language Atrium does not ship', { fr: { display_name: 'Demande' } }],
    ['English, which is the object’s own name', { en: { display_name: 'Request' } }],
    ['a key other than the two names', { ar: { display_name: 'طلب', label: 'x' } }],
    ['an empty name', { hi: { plural_name: '   ' } }],
    ['a name that is not text', { hi: { display_name: 7 } }],
    ['a name longer than 120 characters', { hi: { display_name: 'अ'.repeat(121) } }],
    ['languages given as a list', [{ ar: { display_name: 'طلب' } }]],
  ])('refuses %s with a message and changes nothing', async (_what, translations) => {
    const before = await apiCall(t.app, 'GET', 'def/objects/bynames?names=asset_request', admin.token);
    const refused = await change({ translations });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json<{ message: string }>().message).toMatch(/\w/);
    const after = await apiCall(t.app, 'GET', 'def/objects/bynames?names=asset_request', admin.token);
    expect(after.json()).toEqual(before.json());
  });
});
