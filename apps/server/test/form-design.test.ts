import { defaultFormBody, type FormDesign, type FormNode, type LoginAnswer, type Rule } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;
let ada: LoginAnswer;
let sam: LoginAnswer;
let formId: number;

const ACCOUNT_FIELDS = [
  { name: 'name', type: 'singleLine' },
  { name: 'industry', type: 'singleSelect' },
  { name: 'employees', type: 'numberField' },
  { name: 'revenue', type: 'currency' },
  { name: 'active', type: 'checkbox' },
  { name: 'founded', type: 'dateField' },
  { name: 'email', type: 'email' },
];

/** A rule that makes `target` required when `attribute` (a singleLine) holds `value`. */
function requiredWhen(attribute: string, value: string, target: string): Rule {
  return {
    id: 1,
    title: `${target} when ${attribute} is ${value}`,
    condition: {
      title: 'When',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: {
            type: 'ATTRIBUTE',
            data: { object: 'account', key: 'record', attributeName: attribute, attributeType: 'singleLine' },
          },
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: value } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 1, name: 'MAKE_REQUIRED', data: { resource: [target] } }],
  };
}

const designPath = (id = formId) => `administration/forms/${id}/design`;
const openDesign = async (token = admin.token, id = formId) =>
  (await apiCall(t.app, 'GET', designPath(id), token)).json<FormDesign>();

async function save(
  change: { status: 'DRAFT' | 'ACTIVE'; body: FormNode } & Record<string, unknown>,
  options: { token?: string; baseVersion?: number; id?: number } = {},
) {
  const id = options.id ?? formId;
  const baseVersion = options.baseVersion ?? (await openDesign(admin.token, id)).form.version;
  return apiCall(t.app, 'PUT', designPath(id), options.token ?? admin.token, {
    formId: id,
    baseVersion,
    ...change,
  });
}

const servedForm = async () =>
  (await apiCall(t.app, 'GET', 'forms/byobjects?objects[]=account', sam.token)).json().data[0];
const createAccount = (values: Record<string, unknown>) =>
  apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Acme', ...values });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  await createCrmObjects(t.app, admin.token);
  const forms = await apiCall(t.app, 'GET', 'administration/objects/account/forms', admin.token);
  formId = forms.json().data[0].id;
});
afterAll(async () => t.close());

describe('opening the designer', () => {
  it('answers the published form with its rules, no draft, and the object definition', async () => {
    const response = await apiCall(t.app, 'GET', designPath(), admin.token);
    expect(response.statusCode).toBe(200);
    const design = response.json<FormDesign>();
    expect(design.form).toMatchObject({ id: formId, object: 'account', status: 'ACTIVE', rules: [] });
    expect(design.draft).toBeNull();
    expect(design.definition.name).toBe('account');
    expect(design.definition.attributes.map((a) => a.name)).toContain('revenue');
  });

  it('refuses people who do not design forms and answers 404 for a form that does not exist', async () => {
    expect((await apiCall(t.app, 'GET', designPath(), sam.token)).statusCode).toBe(403);
    const body = defaultFormBody(ACCOUNT_FIELDS);
    expect((await save({ status: 'ACTIVE', body }, { token: sam.token, baseVersion: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await apiCall(t.app, 'DELETE', `administration/forms/${formId}/draft`, sam.token)).statusCode,
    ).toBe(403);
    const create = await apiCall(t.app, 'POST', 'administration/objects/account/forms', sam.token, {
      name: 'Detail',
      type: 'detail',
    });
    expect(create.statusCode).toBe(403);
    expect((await apiCall(t.app, 'GET', designPath(99999), admin.token)).statusCode).toBe(404);
    expect((await save({ status: 'ACTIVE', body }, { id: 99999, baseVersion: 1 })).statusCode).toBe(404);
    const noObject = await apiCall(t.app, 'POST', 'administration/objects/nothing/forms', admin.token, {
      name: 'X',
      type: 'default',
    });
    expect(noObject.statusCode).toBe(404);
  });
});

describe('drafts and publishing', () => {
  const draftBody = defaultFormBody(ACCOUNT_FIELDS.filter((field) => field.name !== 'email'));
  const draftRules = [requiredWhen('name', 'Draft Co', 'revenue')];

  it('keeps a draft beside the published form, which staff and record saves still get', async () => {
    const before = await openDesign();
    const published = await servedForm();
    const response = await save({ status: 'DRAFT', body: draftBody, rules: draftRules });
    expect(response.statusCode).toBe(200);
    const design = response.json<FormDesign>();
    expect(design.form.version).toBe(before.form.version + 1);
    expect(design.form.body).toEqual(before.form.body);
    expect(design.draft).toMatchObject({ body: draftBody, rules: draftRules, savedBy: 'Super Admin' });
    const served = await servedForm();
    expect(served.body).toEqual(published.body);
    expect(served.rules).toEqual([]);
    const byId = await apiCall(t.app, 'GET', `forms/byids?ids[]=${formId}`, sam.token);
    expect(byId.json().data[0].body).toEqual(published.body);
    // The draft's rule would require a revenue; the published form has no rules.
    expect((await createAccount({ name: 'Draft Co' })).statusCode).toBe(201);
  });

  it('publishes: body and rules become the form staff get, the draft is cleared, saves obey it', async () => {
    const response = await save({ status: 'ACTIVE', body: draftBody, rules: draftRules });
    expect(response.statusCode).toBe(200);
    const design = response.json<FormDesign>();
    expect(design.draft).toBeNull();
    expect(design.form).toMatchObject({ status: 'ACTIVE', body: draftBody, rules: draftRules });
    const served = await servedForm();
    expect(served.body).toEqual(draftBody);
    expect(served.rules).toEqual(draftRules);
    const refused = await createAccount({ name: 'Draft Co' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ revenue: ['Revenue is required.'] });
  });

  it('cleans the HTML of display texts that allow it, and keeps plain ones as typed', async () => {
    const base = defaultFormBody(ACCOUNT_FIELDS);
    const texts: FormNode[] = [
      {
        id: 'display_1',
        type: 'displayText',
        options: {
          allowHtml: true,
          displayContent: '<p onclick="steal()">Hi <script>x()</script><b>there</b></p>',
        },
      },
      { id: 'display_2', type: 'displayText', options: { displayContent: 'a <b> b' } },
    ];
    const row: FormNode = {
      id: 'row_texts',
      type: 'row',
      children: [{ id: 'col_texts', type: 'col', children: texts }],
    };
    const body: FormNode = { ...base, children: [...(base.children ?? []), row] };
    const response = await save({ status: 'DRAFT', body });
    expect(response.statusCode).toBe(200);
    const stored = response.json<FormDesign>().draft?.body.children?.at(-1)?.children?.[0]?.children ?? [];
    expect(stored.find((node) => node.id === 'display_1')?.options).toEqual({
      allowHtml: true,
      displayContent: '<p>Hi <b>there</b></p>',
    });
    expect(stored.find((node) => node.id === 'display_2')?.options).toEqual({ displayContent: 'a <b> b' });
    await apiCall(t.app, 'DELETE', `administration/forms/${formId}/draft`, admin.token);
  });

  it('discards a draft, bumping the version, and answers 404 when there is none', async () => {
    await save({ status: 'DRAFT', body: defaultFormBody(ACCOUNT_FIELDS) });
    const before = await openDesign();
    expect(before.draft).not.toBeNull();
    const discarded = await apiCall(t.app, 'DELETE', `administration/forms/${formId}/draft`, admin.token);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json<FormDesign>().draft).toBeNull();
    expect(discarded.json<FormDesign>().form.version).toBe(before.form.version + 1);
    expect(discarded.json<FormDesign>().form.body).toEqual(draftBody);
    const again = await apiCall(t.app, 'DELETE', `administration/forms/${formId}/draft`, admin.token);
    expect(again.statusCode).toBe(404);
  });

  it('tells the second of two administrators that the first saved, and keeps the first one’s work', async () => {
    const opened = (await openDesign(ada.token)).form.version;
    expect((await openDesign(admin.token)).form.version).toBe(opened);
    const first = await save({ status: 'DRAFT', body: draftBody }, { baseVersion: opened });
    expect(first.statusCode).toBe(200);
    const second = await save(
      { status: 'ACTIVE', body: defaultFormBody(ACCOUNT_FIELDS) },
      { token: ada.token, baseVersion: opened },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('Someone else saved this form');
    const after = await openDesign(ada.token);
    expect(after).toEqual(first.json());
  });

  it('lets exactly one of two saves sent at the same moment from one version through', async () => {
    const opened = (await openDesign()).form.version;
    const answers = await Promise.all([
      save({ status: 'DRAFT', body: draftBody }, { baseVersion: opened }),
      save(
        { status: 'DRAFT', body: defaultFormBody(ACCOUNT_FIELDS) },
        { token: ada.token, baseVersion: opened },
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await openDesign()).form.version).toBe(opened + 1);
  });
});

describe('attributes created and removed by a save', () => {
  it('creates a new attribute with its column, names it in body and rules, and records store it', async () => {
    const listRow = async () =>
      (await apiCall(t.app, 'GET', 'records/account?pageSize=1', sam.token)).json().data[0];
    // Read once so the list cache holds the page; the new column must still show on the next read.
    expect(Object.keys(await listRow())).not.toContain('region');
    const body = defaultFormBody([...ACCOUNT_FIELDS, { name: 'new_1', type: 'singleLine' }]);
    const response = await save({
      status: 'ACTIVE',
      body,
      rules: [requiredWhen('new_1', 'North', 'employees')],
      newAttributes: [{ tempId: 'new_1', name: 'region', label: 'Region', type: 'singleLine' }],
    });
    expect(response.statusCode).toBe(200);
    const design = response.json<FormDesign>();
    const region = design.definition.attributes.find((attribute) => attribute.name === 'region');
    expect(region).toMatchObject({ label: 'Region', type: 'singleLine' });
    const column = JSON.stringify(design.form.body);
    expect(column).toContain(`"attributeName":"region","attributeId":${region?.id}`);
    expect(column).not.toContain('"attributeName":"new_1"');
    const condition = design.form.rules[0]?.condition.conditions[0];
    expect(condition?.operandLeft).toMatchObject({
      data: { attributeName: 'region', attributeId: region?.id },
    });
    expect(Object.keys(await listRow())).toContain('region');
    const refused = await createAccount({ region: 'North' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ employees: ['Employees is required.'] });
    const created = await createAccount({ region: 'North', employees: 12 });
    expect(created.statusCode).toBe(201);
    const stored = await apiCall(t.app, 'GET', `records/account/${created.json().id}`, sam.token);
    expect(stored.json()).toMatchObject({ region: 'North', employees: 12 });
  });

  it('refuses to drop a column that holds data, and nothing of the save happens', async () => {
    const filled = await createAccount({ founded: '2001-02-03' });
    expect(filled.statusCode).toBe(201);
    const before = await openDesign();
    const response = await save({
      status: 'ACTIVE',
      body: defaultFormBody([
        ...ACCOUNT_FIELDS.filter((field) => field.name !== 'founded'),
        { name: 'new_1', type: 'singleLine' },
      ]),
      rules: [],
      newAttributes: [{ tempId: 'new_1', name: 'zone', label: 'Zone', type: 'singleLine' }],
      removedAttributes: ['founded'],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("'founded' holds data");
    expect(await openDesign()).toEqual(before);
    const kept = await apiCall(t.app, 'GET', `records/account/${filled.json().id}`, sam.token);
    expect(kept.json().founded).toBe('2001-02-03');
    const zone = await createAccount({ zone: 'East' });
    expect(zone.json().errors).toEqual({ zone: ["'zone' is not an attribute of Account."] });
  });

  it('drops an attribute no record fills, its column with it', async () => {
    const body = defaultFormBody([...ACCOUNT_FIELDS, { name: 'region', type: 'singleLine' }]);
    // `tags` is not on the body; its column is empty.
    const response = await save({ status: 'ACTIVE', body, rules: [], removedAttributes: ['tags'] });
    expect(response.statusCode).toBe(200);
    const names = response.json<FormDesign>().definition.attributes.map((attribute) => attribute.name);
    expect(names).not.toContain('tags');
    const refused = await createAccount({ tags: ['a'] });
    expect(refused.json().errors).toEqual({ tags: ["'tags' is not an attribute of Account."] });
  });

  it('refuses to remove an attribute the published form still shows when only a draft is saved', async () => {
    const before = await openDesign();
    const response = await save({
      status: 'DRAFT',
      body: defaultFormBody(ACCOUNT_FIELDS.filter((field) => field.name !== 'email')),
      removedAttributes: ['email'],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("the published form 'Account form'");
    expect(await openDesign()).toEqual(before);
  });
});

describe('bad saves change nothing', () => {
  it('answers 422 per rule path for rules that cannot run', async () => {
    const before = await openDesign();
    const body = before.form.body;
    const unknown = await save({ status: 'ACTIVE', body, rules: [requiredWhen('nothing', 'x', 'revenue')] });
    expect(unknown.statusCode).toBe(422);
    const errors = unknown.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(Object.keys(errors).every((key) => key.startsWith('rule 1: '))).toBe(true);
    expect(JSON.stringify(errors)).toContain('nothing');
    // A rule that is not even shaped like one is refused per path like any other mistyped body.
    const malformed = await save({ status: 'ACTIVE', body, rules: [{ id: 'x' }] });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toContain('rules.0.id');
    expect(await openDesign()).toEqual(before);
  });

  it('answers 422 for a body naming an attribute the object does not have, or a field id of another form', async () => {
    const before = await openDesign();
    const ghost = await save({
      status: 'ACTIVE',
      body: defaultFormBody([...ACCOUNT_FIELDS, { name: 'ghost', type: 'singleLine' }]),
    });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors).toEqual({
      'body.field_ghost': ["'ghost' is not an attribute of 'account'."],
    });
    const wrongForm = await apiCall(t.app, 'PUT', designPath(), admin.token, {
      formId: formId + 1000,
      baseVersion: before.form.version,
      status: 'ACTIVE',
      body: before.form.body,
    });
    expect(wrongForm.statusCode).toBe(422);
    expect(await openDesign()).toEqual(before);
  });
});

describe('adding a form', () => {
  it('creates a DRAFT form of every field, not served until published, and one per type', async () => {
    const response = await apiCall(t.app, 'POST', 'administration/objects/account/forms', ada.token, {
      name: 'Account detail',
      type: 'detail',
    });
    expect(response.statusCode).toBe(201);
    const design = response.json<FormDesign>();
    expect(design.form).toMatchObject({ name: 'Account detail', type: 'detail', status: 'DRAFT', rules: [] });
    expect(JSON.stringify(design.form.body)).toContain('"attributeName":"region"');
    const served = async () =>
      (await apiCall(t.app, 'GET', 'forms/byobjects?objects[]=account:detail', sam.token)).json().data;
    expect(await served()).toEqual([]);
    const again = await apiCall(t.app, 'POST', 'administration/objects/account/forms', admin.token, {
      name: 'Another detail',
      type: 'detail',
    });
    expect(again.statusCode).toBe(409);
    const published = await save({ status: 'ACTIVE', body: design.form.body }, { id: design.form.id });
    expect(published.statusCode).toBe(200);
    expect((await served())[0]).toMatchObject({ id: design.form.id, status: 'ACTIVE' });
  });
});
