import type { LoginAnswer, Rule } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 13.3: every choice-like field accepts exactly its options, coordinates their ranges, and rules
 * keyed on an option hold because no near-miss of the option gets stored.
 */
let t: TestApp;
let admin: LoginAnswer;

const items = (...values: string[]) => values.map((value) => ({ value, name: value }));

const DEAL = {
  name: 'deal',
  display_name: 'Deal',
  module: 'crm',
  label_attribute: 'name',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true } },
    {
      name: 'stage',
      label: 'Stage',
      type: 'statusBreadcrumb',
      options: {
        key: 'stage',
        statuses: [
          { id: 'new', label: 'New' },
          { id: 'qualified', label: 'Qualified' },
          { id: 'lost', label: 'Lost' },
        ],
      },
    },
    { name: 'reason', label: 'Reason', type: 'singleLine' },
    { name: 'country', label: 'Country', type: 'singleSelectCountries' },
    { name: 'channel', label: 'Channel', type: 'radioSelect', options: { items: items('web', 'mail') } },
    { name: 'size', label: 'Size', type: 'pickList', options: { items: items('s', 'm', 'l') } },
    { name: 'tags', label: 'Tags', type: 'multiSelect', options: { items: items('gulf', 'key') } },
    { name: 'labels', label: 'Labels', type: 'tagSelect', options: { items: items('vip') } },
    { name: 'site', label: 'Site', type: 'mapField' },
  ],
};

/** A lost deal must say why: the rule is keyed on the exact option 'lost'. */
const LOST_NEEDS_REASON: Rule[] = [
  {
    id: 1,
    title: 'Lost deals',
    condition: {
      title: 'Lost',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: {
            type: 'ATTRIBUTE',
            data: {
              object: 'deal',
              key: 'record',
              attributeName: 'stage',
              attributeType: 'statusBreadcrumb',
            },
          },
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'lost' } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 1, name: 'MAKE_REQUIRED', data: { resource: ['reason'] } }],
  },
];

const create = (body: Record<string, unknown>) => apiCall(t.app, 'POST', 'records/deal', admin.token, body);
const count = async () => (await apiCall(t.app, 'GET', 'records/deal', admin.token)).json().total as number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  const created = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, DEAL);
  if (created.statusCode !== 201) throw new Error(created.body);
  const forms = await apiCall(t.app, 'GET', 'administration/objects/deal/forms', admin.token);
  const formId = forms.json().data[0].id;
  const rules = await apiCall(
    t.app,
    'PUT',
    `administration/objects/deal/forms/${formId}/rules`,
    admin.token,
    {
      rules: LOST_NEEDS_REASON,
    },
  );
  if (rules.statusCode !== 200) throw new Error(rules.body);
});
afterAll(async () => t.close());

describe('values outside a field’s domain', () => {
  it('stores values that are exactly options', async () => {
    const response = await create({
      name: 'Inside',
      stage: 'qualified',
      country: 'AE',
      channel: 'web',
      size: 'm',
      tags: ['gulf', 'key'],
      labels: ['vip'],
      site: { address: 'Dubai', lat: 25.2, lng: 55.27 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ stage: 'qualified', country: 'AE', tags: ['gulf', 'key'] });
  });

  it.each([
    ['stage', 'qualified ', 'Stage is not one of the options.'],
    ['stage', ' lost', 'Stage is not one of the options.'],
    ['stage', 'won', 'Stage is not one of the options.'],
    ['country', 'XX', 'Country is not one of the options.'],
    ['country', 'United Arab Emirates', 'Country is not one of the options.'],
    ['channel', 'fax', 'Channel is not one of the options.'],
    ['size', 'xl', 'Size is not one of the options.'],
    ['tags', ['gulf', 'other'], 'Tags is not one of the options.'],
    ['labels', ['free'], 'Labels is not one of the options.'],
    ['site', { lat: 999, lng: 0 }, 'Site must have a latitude between -90 and 90.'],
    ['site', { lat: 0, lng: -181 }, 'Site must have a longitude between -180 and 180.'],
  ])('refuses %s = %j with 422 and stores nothing', async (field, value, message) => {
    const before = await count();
    const response = await create({ name: 'Outside', [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('refuses a near-miss status on update, keeping the stored value', async () => {
    const { id } = (await create({ name: 'Kept', stage: 'new' })).json();
    const response = await apiCall(t.app, 'PUT', `records/deal/${id}`, admin.token, { stage: 'lost ' });
    expect(response.statusCode).toBe(422);
    const stored = await apiCall(t.app, 'GET', `records/deal/${id}`, admin.token);
    expect(stored.json().stage).toBe('new');
  });

  it('holds a rule keyed on the exact option: a lost deal needs its reason', async () => {
    const refused = await create({ name: 'Gone', stage: 'lost' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ reason: ['Reason is required.'] });
    const saved = await create({ name: 'Gone', stage: 'lost', reason: 'Price' });
    expect(saved.statusCode).toBe(201);
  });
});
