import type { LoginAnswer, Rule } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;
let sam: LoginAnswer;
let formId: number;

const industry = (value: string) => ({
  id: 1,
  operandLeft: {
    type: 'ATTRIBUTE' as const,
    data: { object: 'account', key: 'record', attributeName: 'industry', attributeType: 'singleSelect' },
  },
  operator: 'is' as const,
  operandRight: { type: 'CONSTANTS' as const, data: { dataType: 'TEXT' as const, input: value } },
});

/** Government accounts need a revenue, keep their founding date and are always active. */
const RULES: Rule[] = [
  {
    id: 1,
    title: 'Government accounts',
    condition: { title: 'Government', evalPattern: 'ALL_AND', conditions: [industry('Government')] },
    groups: [],
    actions: [
      { id: 1, name: 'MAKE_REQUIRED', data: { resource: ['revenue'] } },
      { id: 2, name: 'READONLY_FIELD', data: { resource: ['founded'] } },
      { id: 3, name: 'SET_VALUE', data: { resource: ['active'], setValue: '1' } },
    ],
  },
];

const rulesPath = () => `administration/objects/account/forms/${formId}/rules`;
const saveRules = (rules: unknown, token = admin.token) =>
  apiCall(t.app, 'PUT', rulesPath(), token, { rules });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  const forms = await apiCall(t.app, 'GET', 'administration/objects/account/forms', admin.token);
  formId = forms.json().data[0].id;
});
afterAll(async () => t.close());

describe('form rules calls', () => {
  it('saves a rule set, serves it with the form, and bumps the form version', async () => {
    const before = (await apiCall(t.app, 'GET', rulesPath(), admin.token)).json();
    expect(before.data).toEqual([]);
    const saved = await saveRules(RULES);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(before.version + 1);
    const forms = await apiCall(t.app, 'GET', 'forms/byobjects?objects[]=account', sam.token);
    expect(forms.json().data[0].rules).toEqual(RULES);
  });

  it('refuses malformed rules, unknown attributes and bad patterns, keeping the saved set', async () => {
    const malformed = await saveRules([{ id: 'x' }]);
    expect(malformed.statusCode).toBe(422);
    const unknown = await saveRules([
      {
        ...RULES[0],
        condition: {
          ...RULES[0]?.condition,
          conditions: [
            {
              ...industry('x'),
              operandLeft: {
                type: 'ATTRIBUTE',
                data: {
                  object: 'account',
                  key: 'record',
                  attributeName: 'nothing',
                  attributeType: 'singleLine',
                },
              },
            },
          ],
        },
      },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json().errors)).toContain('nothing');
    const pattern = await saveRules([
      { ...RULES[0], condition: { ...RULES[0]?.condition, evalPattern: '(1 AND 2' } },
    ]);
    expect(pattern.statusCode).toBe(422);
    const kept = (await apiCall(t.app, 'GET', rulesPath(), admin.token)).json().data;
    expect(kept).toEqual(RULES);
  });

  it('refuses people who do not shape forms, and a save over a newer version', async () => {
    expect((await saveRules(RULES, sam.token)).statusCode).toBe(403);
    const stale = await apiCall(t.app, 'PUT', rulesPath(), admin.token, { rules: RULES, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
  });
});

describe('rules enforced on save', () => {
  it('refuses to leave a rule-required field empty, and fills what the rules set', async () => {
    const missing = await apiCall(t.app, 'POST', 'records/account', sam.token, {
      name: 'Ministry of Trade',
      industry: 'Government',
      active: '0',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ revenue: ['Revenue is required.'] });
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, {
      name: 'Ministry of Trade',
      industry: 'Government',
      revenue: 5000,
      active: '0',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().active).toBe('1');
  });

  it('refuses a change to a field the rules make read-only, and changes nothing', async () => {
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, {
      name: 'Public Works',
      industry: 'Government',
      revenue: 10,
      founded: '2001-01-01',
    });
    const { id } = created.json();
    const refused = await apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, {
      founded: '1999-09-09',
      name: 'Renamed',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ founded: ['Founded is read-only.'] });
    const stored = await apiCall(t.app, 'GET', `records/account/${id}`, sam.token);
    expect(stored.json()).toMatchObject({ name: 'Public Works', founded: '2001-01-01' });
    const allowed = await apiCall(t.app, 'PUT', `records/account/${id}`, sam.token, { name: 'Renamed' });
    expect(allowed.statusCode).toBe(200);
  });

  it('lets other accounts through untouched by the rules', async () => {
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, {
      name: 'Corner Shop',
      industry: 'Retail',
      active: '0',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().active).toBe('0');
  });
});
