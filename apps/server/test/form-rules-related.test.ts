import type { Condition, LoginAnswer, Rule } from '@atrium/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The server runs a form's rules as the browser does: conditions that read a related record (a
 * contact's account) see it, as far as the person saving may read it, and dates are read in the
 * caller's time zone (the Atrium-Time-Zone header).
 */

let t: TestApp;
let admin: LoginAnswer;
let sam: LoginAnswer;
let ada: LoginAnswer;
let hana: LoginAnswer;

const accountIndustry = (relationName: string): Condition => ({
  id: 1,
  operandLeft: {
    type: 'ATTRIBUTE',
    data: {
      object: 'contact',
      key: 'record',
      attributeName: 'industry',
      attributeType: 'singleSelect',
      relatedObject: [{ object: 'account', relationName }],
    },
  },
  operator: 'is',
  operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'Government' } },
});

const rule = (id: number, condition: Condition, actions: Rule['actions']): Rule => ({
  id,
  title: `Rule ${id}`,
  condition: { title: 'When', evalPattern: 'ALL_AND', conditions: [condition] },
  groups: [],
  actions,
});

const RULES: Rule[] = [
  // Through the relationship's name (the contact's side of `account.contacts`).
  rule(1, accountIndustry('account'), [{ id: 1, name: 'MAKE_REQUIRED', data: { resource: ['title'] } }]),
  // Through the lookup column's own name: the record holds the id, the related map the account.
  rule(2, accountIndustry('account_id'), [
    {
      id: 2,
      name: 'SET_OPTIONS',
      data: {
        resource: ['channel'],
        setOptions: { sourceAttribute: 'kind', mapping: { official: ['post', 'email'] } },
      },
    },
  ]),
  // The day of the month of a date-time, in the caller's zone.
  rule(
    3,
    {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: { object: 'contact', key: 'record', attributeName: 'met_at', attributeType: 'datetimeField' },
      },
      operator: 'dateIs',
      operandRight: { type: 'CONSTANTS', data: { dataType: 'NUMBER', input: 21 } },
    },
    [{ id: 3, name: 'MAKE_REQUIRED', data: { resource: ['notes'] } }],
  ),
];

async function ok(response: LightMyRequestResponse, status = 201): Promise<LightMyRequestResponse> {
  if (response.statusCode !== status) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return response;
}

async function accountOf(token: string, name: string, industry: string): Promise<number> {
  const created = await ok(await apiCall(t.app, 'POST', 'records/account', token, { name, industry }));
  return created.json().id;
}

const createContact = (body: object, token = sam.token) =>
  apiCall(t.app, 'POST', 'records/contact', token, body);

/** A call carrying a time zone header, as the web app sends it. */
const inZone = (zone: string, method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...bearer(sam.token), 'atrium-time-zone': zone },
    ...(payload ? { payload } : {}),
  });

let government: number;
let retail: number;
let hiddenGovernment: number;

const items = (...values: string[]) => values.map((value) => ({ value, name: value }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  for (const attribute of [
    { name: 'title', label: 'Title', type: 'singleLine' },
    // A select accepts exactly its items (issue 13.3).
    { name: 'kind', label: 'Kind', type: 'singleSelect', options: { items: items('official', 'private') } },
    {
      name: 'channel',
      label: 'Channel',
      type: 'singleSelect',
      options: { items: items('phone', 'post', 'email') },
    },
    { name: 'met_at', label: 'Met at', type: 'datetimeField' },
    { name: 'notes', label: 'Notes', type: 'multiLine' },
  ]) {
    await ok(
      await apiCall(
        t.app,
        'POST',
        'administration/creator/objects/contact/attributes',
        admin.token,
        attribute,
      ),
    );
  }
  const forms = await apiCall(t.app, 'GET', 'administration/objects/contact/forms', admin.token);
  const formId = forms.json().data[0].id;
  await ok(
    await apiCall(t.app, 'PUT', `administration/objects/contact/forms/${formId}/rules`, admin.token, {
      rules: RULES,
    }),
    200,
  );
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  government = await accountOf(sam.token, 'Ministry of Health', 'Government');
  retail = await accountOf(sam.token, 'Corner Shop', 'Retail');
  // Ada's account, restricted to Hana by a grant: Sam cannot read it, though he may point at it.
  hiddenGovernment = await accountOf(ada.token, 'Secret Ministry', 'Government');
  await ok(
    await apiCall(t.app, 'POST', `auth/record_permissions/account/${hiddenGovernment}`, ada.token, {
      to_user: hana.profile.id,
      permission: 1,
    }),
  );
  expect((await apiCall(t.app, 'GET', `records/account/${hiddenGovernment}`, sam.token)).statusCode).toBe(
    403,
  );
});
afterAll(async () => t.close());

describe('rules reading a lookup’s record', () => {
  it('make a field required when the parent account meets the condition', async () => {
    const refused = await createContact({ full_name: 'Official', account_id: government });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ title: ['Title is required.'] });
    await ok(await createContact({ full_name: 'Shopkeeper', account_id: retail }));
    await ok(await createContact({ full_name: 'Official', account_id: government, title: 'Minister' }));
  });

  it('forbid an option the rules take away, read through the lookup column’s name', async () => {
    const refused = await createContact({
      full_name: 'Caller',
      account_id: government,
      title: 'Clerk',
      kind: 'official',
      channel: 'phone',
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['channel']);
    await ok(
      await createContact({
        full_name: 'Writer',
        account_id: government,
        title: 'Clerk',
        kind: 'official',
        channel: 'post',
      }),
    );
    await ok(
      await createContact({ full_name: 'Caller', account_id: retail, kind: 'official', channel: 'phone' }),
    );
  });

  it('refuse a lookup to an account the person cannot read, and apply the rules for one who can', async () => {
    const before = (await apiCall(t.app, 'GET', 'records/contact', sam.token)).json().total;
    // Every relation value names a record the writer can read (issue 13.3): Sam cannot read it.
    const forSam = await createContact({
      full_name: 'Insider',
      account_id: hiddenGovernment,
      kind: 'official',
      channel: 'phone',
    });
    expect(forSam.statusCode).toBe(422);
    expect(forSam.json().errors.account_id).toEqual([`There is no Account with id ${hiddenGovernment}.`]);
    expect((await apiCall(t.app, 'GET', 'records/contact', sam.token)).json().total).toBe(before);
    // Ada owns the account: for her the rules see it, and the same save is refused by them.
    const forAda = await createContact(
      { full_name: 'Insider', account_id: hiddenGovernment, kind: 'official', channel: 'phone' },
      ada.token,
    );
    expect(forAda.statusCode).toBe(422);
    expect(Object.keys(forAda.json().errors).sort()).toEqual(['channel', 'title']);
  });

  it('follow a lookup changed on update to the new account, and leave the record as it was when refused', async () => {
    const created = await ok(await createContact({ full_name: 'Mover', account_id: retail }));
    const { id } = created.json();
    const refused = await apiCall(t.app, 'PUT', `records/contact/${id}`, sam.token, {
      account_id: government,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ title: ['Title is required.'] });
    const stored = await apiCall(t.app, 'GET', `records/contact/${id}`, sam.token);
    expect(stored.json().account_id).toBe(retail);
    await ok(
      await apiCall(t.app, 'PUT', `records/contact/${id}`, sam.token, {
        account_id: government,
        title: 'Envoy',
      }),
      200,
    );
  });
});

describe('dates in the caller’s time zone', () => {
  // 22:30 UTC on the 20th is 18:30 on the 20th in New York and 02:30 on the 21st in Dubai.
  const lateEvening = { full_name: 'Night owl', account_id: retail, met_at: '2026-03-20T22:30:00Z' };

  it('gives a date rule the answer of the zone the browser is in', async () => {
    const dubai = await inZone('Asia/Dubai', 'POST', 'records/contact', lateEvening);
    expect(dubai.statusCode).toBe(422);
    expect(dubai.json().errors).toEqual({ notes: ['Notes is required.'] });
    await ok(await inZone('America/New_York', 'POST', 'records/contact', lateEvening));
    // Without the header the server reads UTC: the 20th.
    await ok(await createContact(lateEvening));
    await ok(await inZone('Asia/Dubai', 'POST', 'records/contact', { ...lateEvening, notes: 'Late call' }));
  });

  it('refuses a zone it does not know with 400 and a sentence, saving nothing', async () => {
    const before = (await apiCall(t.app, 'GET', 'records/contact?pageSize=200', sam.token)).json().total;
    const refused = await inZone('Mars/Olympus_Mons', 'POST', 'records/contact', lateEvening);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "The Atrium-Time-Zone header must name an IANA time zone such as Asia/Dubai; 'Mars/Olympus_Mons' is not one.",
    );
    expect((await inZone('not a zone; drop', 'GET', 'records/contact')).statusCode).toBe(400);
    const after = (await apiCall(t.app, 'GET', 'records/contact?pageSize=200', sam.token)).json().total;
    expect(after).toBe(before);
  });
});
