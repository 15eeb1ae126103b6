import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCrmObjects } from './support/crm-fixture';
import { grantRoleVerbs } from './support/object-access';
import { pdfText } from './support/pdf-text';
import { apiCall, bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

// A loaded machine can take minutes to migrate a fresh database and lay out the first PDF.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let nora: LoginAnswer;
let orgs: Record<string, number>;
let accountId: number;
let contactId: number;

const template = (overrides: object = {}) => ({
  name: 'Contact sheet',
  object: 'contact',
  body: '<h1>Contact {{full_name}}</h1><p>Works at <strong>{{account_id.name}}</strong> ({{ account_id.industry }}).</p><script>alert(1)</script>',
  header: 'Atrium Holding — {{full_name}}',
  footer: 'Printed for {{account_id.name}}',
  page_size: 'A4',
  orientation: 'portrait',
  language: 'en',
  ...overrides,
});

async function created(object: string, body: object): Promise<number> {
  const response = await apiCall(t.app, 'POST', `records/${object}`, sam.token, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id;
}

async function newTemplate(body: object): Promise<number> {
  const response = await apiCall(t.app, 'POST', 'templates/print-templates', ada.token, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.id;
}

async function printed(token: string, object: string, id: number, templateId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/objectPrints/${object}/${id}/print?template=${templateId}`,
    headers: bearer(token),
  });
  return response;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  const rows = await t.db.selectFrom('organizations').select(['id', 'code']).execute();
  orgs = Object.fromEntries(rows.map((row) => [row.code, row.id]));
  accountId = await created('account', { name: 'Acme Trading LLC', industry: 'Energy' });
  contactId = await created('contact', { full_name: 'Grace Hopper', account_id: accountId });
}, 300_000);
afterAll(async () => t.close());

describe('print templates: administration calls', () => {
  it('creates a template with its HTML sanitised, lists it, and answers the named variant', async () => {
    const created = await apiCall(t.app, 'POST', 'templates/print-templates', ada.token, template());
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().data;
    expect(saved).toMatchObject({
      name: 'Contact sheet',
      object: 'contact',
      direction: 'ltr',
      page_size: 'A4',
    });
    expect(saved.body).toContain('{{account_id.name}}');
    expect(saved.body).not.toContain('<script>');

    const list = await apiCall(t.app, 'GET', 'templates/objects/contact/print-templates', sam.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().templates).toEqual({ [String(saved.id)]: 'Contact sheet' });
    expect(list.json().data[0]).not.toHaveProperty('body');

    const named = await apiCall(
      t.app,
      'GET',
      `templates/objects/contact/${encodeURIComponent('Contact sheet')}/print-templates`,
      sam.token,
    );
    expect(named.statusCode).toBe(200);
    expect(named.json().data.id).toBe(saved.id);
    const missing = await apiCall(
      t.app,
      'GET',
      'templates/objects/contact/Nothing/print-templates',
      sam.token,
    );
    expect(missing.statusCode).toBe(404);

    const again = await apiCall(t.app, 'POST', 'templates/print-templates', ada.token, template());
    expect(again.statusCode).toBe(409);
  });

  it('refuses tags that name nothing, listing them, and saves nothing', async () => {
    const before = await t.db.selectFrom('print_templates').select('id').execute();
    const response = await apiCall(
      t.app,
      'POST',
      'templates/print-templates',
      ada.token,
      template({
        name: 'Broken',
        body: '<p>{{full_name}} {{nickname}} {{account_id.colour}} {{manager.name}} {{ not a tag }}</p>',
        footer: '{{contacts[full_name]}}',
      }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.tags).toEqual([
      '{{nickname}}',
      '{{account_id.colour}}',
      '{{manager.name}}',
      '{{ not a tag }}',
      '{{contacts[full_name]}}',
    ]);
    expect(body.message).toContain('{{nickname}}');
    expect(body.errors.body.join(' ')).toContain("Account has no attribute 'colour'");
    expect(await t.db.selectFrom('print_templates').select('id').execute()).toHaveLength(before.length);
  });

  it('is for template administrators, within the organization the call acts in', async () => {
    expect(
      (await apiCall(t.app, 'POST', 'templates/print-templates', sam.token, template({ name: 'X' })))
        .statusCode,
    ).toBe(403);
    expect((await apiCall(t.app, 'GET', 'templates/objects/contact/tags', sam.token)).statusCode).toBe(403);
    expect(
      (await apiCall(t.app, 'GET', 'templates/objects/contact/print-templates', nora.token)).statusCode,
    ).toBe(403);

    const id = await newTemplate(template({ name: 'Home only' }));
    const inGulf = (method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/templates/print-templates/${id}`,
        headers: bearer(ada.token, orgs.AGT),
        ...(payload ? { payload } : {}),
      });
    expect((await inGulf('GET')).statusCode).toBe(404);
    expect((await inGulf('PUT', template({ name: 'Stolen' }))).statusCode).toBe(404);
    expect((await inGulf('DELETE')).statusCode).toBe(404);
    const gulfList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/templates/objects/contact/print-templates',
      headers: bearer(ada.token, orgs.AGT),
    });
    expect(gulfList.json().data).toEqual([]);
    const gulfPrint = await t.app.inject({
      method: 'GET',
      url: `/api/v1/objectPrints/contact/${contactId}/print?template=${id}`,
      headers: bearer(sam.token, orgs.AGT),
    });
    expect(gulfPrint.statusCode).toBe(404);
    const home = await apiCall(t.app, 'GET', `templates/print-templates/${id}`, ada.token);
    expect(home.json().data.name).toBe('Home only');
  });

  it('edits and deletes, validating every input', async () => {
    const id = await newTemplate(template({ name: 'To edit' }));
    const edited = await apiCall(
      t.app,
      'PUT',
      `templates/print-templates/${id}`,
      ada.token,
      template({ name: 'Edited', language: 'ur', page_size: 'Letter', orientation: 'landscape' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Edited', direction: 'rtl', page_size: 'Letter' });
    const bad = [
      template({ page_size: 'A3' }),
      template({ language: 'fr' }),
      template({ object: 'Bad-Name' }),
      template({ name: '' }),
      { ...template(), body: 7 },
    ];
    for (const body of bad) {
      expect(
        (await apiCall(t.app, 'PUT', `templates/print-templates/${id}`, ada.token, body)).statusCode,
      ).toBe(422);
    }
    const noObject = await apiCall(
      t.app,
      'PUT',
      `templates/print-templates/${id}`,
      ada.token,
      template({ object: 'nothing' }),
    );
    expect(noObject.statusCode).toBe(422);
    expect((await apiCall(t.app, 'GET', 'templates/print-templates/abc', ada.token)).statusCode).toBe(400);
    expect((await apiCall(t.app, 'GET', `templates/print-templates/${id}`, ada.token)).json().data.name).toBe(
      'Edited',
    );
    expect((await apiCall(t.app, 'DELETE', `templates/print-templates/${id}`, ada.token)).statusCode).toBe(
      204,
    );
    expect((await apiCall(t.app, 'GET', `templates/print-templates/${id}`, ada.token)).statusCode).toBe(404);
    expect((await apiCall(t.app, 'DELETE', `templates/print-templates/${id}`, ada.token)).statusCode).toBe(
      404,
    );
  });

  it('offers the picker the record’s attributes, its lookups’ attributes and its related lists', async () => {
    const contactTags = (await apiCall(t.app, 'GET', 'templates/objects/contact/tags', ada.token)).json()
      .data;
    const tags = contactTags.map((entry: { tag: string }) => entry.tag);
    expect(tags).toContain('{{full_name}}');
    expect(tags).toContain('{{account_id.name}}');
    const accountTags = (await apiCall(t.app, 'GET', 'templates/objects/account/tags', ada.token)).json()
      .data;
    expect(accountTags.map((entry: { tag: string }) => entry.tag)).toContain('{{contacts[full_name]}}');
  });
});

describe('printing a record to a PDF', () => {
  it('downloads a real PDF whose text holds the record’s and the related account’s values', async () => {
    const id = await newTemplate(template({ name: 'Printable' }));
    const response = await printed(sam.token, 'contact', contactId, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`contact-${contactId}-printable.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Contact Grace Hopper');
    expect(text).toContain('Acme Trading LLC');
    expect(text).toContain('Energy');
    expect(text).toContain('Printed for Acme Trading LLC');
    expect(text).not.toContain('alert');
  });

  it('prints a related list as a table', async () => {
    await created('contact', { full_name: 'Alan Turing', account_id: accountId });
    const id = await newTemplate({
      ...template({ name: 'Account with contacts', object: 'account' }),
      body: '<p>{{name}}</p><p>{{contacts[full_name]}}</p>',
      header: '',
      footer: '',
    });
    const response = await printed(sam.token, 'account', accountId, id);
    expect(response.statusCode, response.body).toBe(200);
    const { words } = await pdfText(response.rawPayload);
    const texts = words.map((word) => word.text);
    expect(texts).toContain('Full name');
    expect(texts).toContain('Grace Hopper');
    expect(texts).toContain('Alan Turing');
  });

  it('prints the lookups and lists of objects whose names have an underscore (their permission scope)', async () => {
    const admin = await signIn(t.app, 'super.admin@atrium.local');
    const asAdmin = async (method: 'POST' | 'PUT' | 'GET', url: string, body?: object) => {
      const response = await apiCall(t.app, method, url, admin.token, body);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    for (const [name, label] of [
      ['field_site', 'Field site'],
      ['site_visit', 'Site visit'],
    ] as const)
      await asAdmin('POST', 'administration/creator/objects', {
        name,
        display_name: label,
        module: 'crm',
        label_attribute: 'title',
        attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
      });
    await asAdmin('POST', 'administration/creator/relationships', {
      name: 'site_visits',
      type: 'OneToMany',
      parent_object: 'field_site',
      child_object: 'site_visit',
      reverse_name: 'field_site',
      foreign_key: 'field_site_id',
    });
    for (const object of ['field_site', 'site_visit'])
      await grantRoleVerbs(t.app, ada.token, object, 'Administrator', ['view', 'create', 'edit']);
    // A new session carries the permissions just granted.
    const reader = await signIn(t.app, 'ada.lovelace@atrium.local');
    const make = async (object: string, body: object) => {
      const response = await apiCall(t.app, 'POST', `records/${object}`, reader.token, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const site = await make('field_site', { title: 'Jebel Ali yard' });
    const visit = await make('site_visit', { title: 'Crane inspection', field_site_id: site });
    const visitSheet = await newTemplate({
      ...template({ name: 'Visit sheet', object: 'site_visit' }),
      body: '<p>{{title}} at {{field_site_id.title}}</p>',
      header: '',
      footer: '',
    });
    const siteSheet = await newTemplate({
      ...template({ name: 'Site sheet', object: 'field_site' }),
      body: '<p>{{title}}</p><p>{{site_visits[title]}}</p>',
      header: '',
      footer: '',
    });
    const visitPdf = await printed(reader.token, 'site_visit', visit, visitSheet);
    expect(visitPdf.statusCode, visitPdf.body).toBe(200);
    expect((await pdfText(visitPdf.rawPayload)).text).toContain('Crane inspection at Jebel Ali yard');
    const sitePdf = await printed(reader.token, 'field_site', site, siteSheet);
    expect(sitePdf.statusCode, sitePdf.body).toBe(200);
    expect((await pdfText(sitePdf.rawPayload)).text).toContain('Crane inspection');
  });

  it('shapes Arabic and Urdu into text that reads back exactly, right to left, with Hindi alongside', async () => {
    const arabicAccount = await created('account', { name: 'شركة الخليج للتجارة' });
    const arabicContact = await created('contact', { full_name: 'خوش آمدید', account_id: arabicAccount });
    const id = await newTemplate({
      ...template({ name: 'Arabic sheet', language: 'ar' }),
      body: '<p>عرض سعر {{account_id.name}}</p><p>{{full_name}}</p><p>नमस्ते दुनिया</p>',
      header: '',
      footer: '',
    });
    const response = await printed(sam.token, 'contact', arabicContact, id);
    expect(response.statusCode, response.body).toBe(200);
    const { words } = await pdfText(response.rawPayload);
    const texts = words.map((word) => word.text);
    for (const word of ['عرض', 'سعر', 'شركة', 'الخليج', 'للتجارة', 'خوش', 'آمدید', 'नमस्ते']) {
      expect(texts).toContain(word);
    }
    // Right to left: on one line, the first word of the sentence is furthest right.
    const at = (text: string) => words.find((word) => word.text === text);
    expect(at('عرض')?.y).toBe(at('للتجارة')?.y);
    expect(at('عرض')?.x ?? 0).toBeGreaterThan(at('سعر')?.x ?? 0);
    expect(at('سعر')?.x ?? 0).toBeGreaterThan(at('شركة')?.x ?? 0);
    expect(at('خوش')?.x ?? 0).toBeGreaterThan(at('آمدید')?.x ?? 0);
    // The fonts are embedded in the file (subsets of the faces used).
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/Vazirmatn/);
    expect(raw).toMatch(/NotoSansDevanagari/);
  });

  it('answers 404 for a record the person may not read, and refuses bad input', async () => {
    const id = await newTemplate(template({ name: 'Guarded' }));
    const secret = await created('contact', { full_name: 'Secret', account_id: accountId });
    const denied = await apiCall(t.app, 'POST', `auth/record_permissions/contact/${secret}`, sam.token, {
      to_user: ada.profile.id,
      permission: 8,
    });
    expect(denied.statusCode, denied.body).toBe(201);
    expect((await printed(ada.token, 'contact', secret, id)).statusCode).toBe(404);
    expect((await printed(nora.token, 'contact', secret, id)).statusCode).toBe(404);
    expect((await printed(sam.token, 'contact', 999999, id)).statusCode).toBe(404);
    expect((await printed(sam.token, 'account', accountId, id)).statusCode).toBe(404);
    expect((await printed(sam.token, 'contact', secret, 999999)).statusCode).toBe(404);
    const badTemplate = await t.app.inject({
      method: 'GET',
      url: `/api/v1/objectPrints/contact/${secret}/print?template=abc`,
      headers: bearer(sam.token),
    });
    expect(badTemplate.statusCode).toBe(400);
    const post = await apiCall(t.app, 'POST', `objectPrints/contact/${secret}/print`, ada.token, {
      template: id,
    });
    expect(post.statusCode).toBe(404);
    const badBody = await apiCall(t.app, 'POST', `objectPrints/contact/${secret}/print`, sam.token, {
      template: '1',
    });
    expect(badBody.statusCode).toBe(422);
    expect(await t.jobs.drain()).toBe(0);
  });
});
