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

  it('names built-in objects too: def/objects/names serves the names of every object the caller may list', async () => {
    // The object behind CRM's built-in Accounts entry, as the CRM demo data would make it.
    const account = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
      name: 'account',
      display_name: 'Account',
      module: 'crm',
      attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
    });
    expect(account.statusCode, account.body).toBe(201);
    const renamed = await apiCall(t.app, 'PUT', 'administration/creator/objects/account', admin.token, {
      translations: { ar: { plural_name: 'الشركات' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const sam = await signIn(t.app, 'sam.sales@atrium.local');
    const names = await apiCall(t.app, 'GET', 'def/objects/names', sam.token);
    expect(names.statusCode).toBe(200);
    const data = names.json<{ data: { name: string; translations?: object }[] }>().data;
    expect(data.find((object) => object.name === 'account')?.translations).toEqual({
      ar: { plural_name: 'الشركات' },
    });
    // Only objects the caller may list: Sam was given no access to the object made above.
    expect(data.map((object) => object.name)).toEqual(['account']);
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const none = await apiCall(t.app, 'GET', 'def/objects/names', nora.token);
    expect(none.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/def/objects/names' })).statusCode).toBe(401);
  });

  it('saves a field’s label and its options’ names per language through the attribute calls', async () => {
    const added = await apiCall(
      t.app,
      'POST',
      'administration/creator/objects/asset_request/attributes',
      admin.token,
      {
        name: 'urgency',
        label: 'Urgency',
        type: 'singleSelect',
        options: {
          translations: { ar: { label: 'الاستعجال' } },
          items: [{ value: 'high', name: 'High', translations: { hi: { name: 'उच्च' } } }],
        },
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    const changed = await apiCall(
      t.app,
      'PUT',
      `administration/creator/objects/asset_request/attributes/${id}`,
      admin.token,
      { options: { translations: { ar: { label: 'درجة الاستعجال' }, ur: { label: 'فوریت' } } } },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const definition = (
      await apiCall(t.app, 'GET', 'def/objects/bynames?names=asset_request', admin.token)
    ).json<{ data: ObjectDefinition[] }>().data[0];
    const urgency = definition?.attributes.find((attribute) => attribute.name === 'urgency');
    expect(urgency?.options.translations).toEqual({
      ar: { label: 'درجة الاستعجال' },
      ur: { label: 'فوریت' },
    });

    const refused = await apiCall(
      t.app,
      'PUT',
      `administration/creator/objects/asset_request/attributes/${id}`,
      admin.token,
      { options: { translations: { fr: { label: 'Urgence' } } } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors['options.translations']?.[0]).toMatch(
      /must give only ar, hi or ur/,
    );
    const blank = await apiCall(
      t.app,
      'POST',
      'administration/creator/objects/asset_request/attributes',
      admin.token,
      {
        name: 'size',
        label: 'Size',
        type: 'singleSelect',
        options: { items: [{ value: 's', name: 'Small', translations: { ar: { name: '' } } }] },
      },
    );
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'options.items.0.translations.ar.name',
    ]);
  });
});
