import type { FormDesign, FormNode, LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  apiCall(t.app, method, url, admin.token, payload);

/** The attribute names a form body shows, in order. */
function fieldsOf(node: FormNode): string[] {
  return [
    ...(node.attributeName ? [node.attributeName] : []),
    ...(node.children ?? []).flatMap((child) => fieldsOf(child)),
  ];
}

const servedFields = async (object: string) => {
  const answer = await call('GET', `forms/byobjects?objects=${object}`);
  expect(answer.statusCode).toBe(200);
  const [form] = answer.json<{ data: { body: FormNode }[] }>().data;
  return form ? fieldsOf(form.body) : [];
};

describe('the form an object is made with', () => {
  it('shows every attribute and relation field added later, until an administrator lays it out', async () => {
    const made = await call('POST', 'administration/creator/objects', {
      name: 'vendor',
      display_name: 'Vendor',
      module: 'crm',
      attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    await call('POST', 'administration/creator/objects', {
      name: 'vendor_site',
      display_name: 'Vendor site',
      module: 'crm',
      attributes: [{ name: 'city', label: 'City', type: 'singleLine' }],
    });
    expect(await servedFields('vendor')).toEqual(['title']);

    // A new attribute reaches the form by itself.
    const added = await call('POST', 'administration/creator/objects/vendor/attributes', {
      name: 'rating',
      label: 'Rating',
      type: 'numberField',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await servedFields('vendor')).toEqual(['title', 'rating']);

    // So does the lookup a new relation gives the child.
    const related = await call('POST', 'administration/creator/relationships', {
      name: 'sites',
      type: 'OneToMany',
      parent_object: 'vendor',
      child_object: 'vendor_site',
      reverse_name: 'sites',
      foreign_key: 'vendor_id',
    });
    expect(related.statusCode, related.body).toBe(201);
    expect(await servedFields('vendor_site')).toEqual(['city', 'vendor_id']);

    // The designer opens the same layout, then publishes its own: that one stays as laid out.
    const forms = await call('GET', 'administration/objects/vendor/forms');
    const formId = forms.json<{ data: { id: number }[] }>().data[0]?.id;
    const design = (await call('GET', `administration/forms/${formId}/design`)).json<FormDesign>();
    expect(fieldsOf(design.form.body)).toEqual(['title', 'rating']);
    const onlyTitle: FormNode = {
      ...design.form.body,
      children: [
        {
          id: 'row_1',
          type: 'row',
          children: [
            {
              id: 'col_1',
              type: 'col',
              children: [{ id: 'field_title', type: 'singleLine', attributeName: 'title' }],
            },
          ],
        },
      ],
    };
    const published = await call('PUT', `administration/forms/${formId}/design`, {
      formId,
      baseVersion: design.form.version,
      status: 'ACTIVE',
      body: onlyTitle,
      rules: [],
    });
    expect(published.statusCode, published.body).toBe(200);
    await call('POST', 'administration/creator/objects/vendor/attributes', {
      name: 'notes',
      label: 'Notes',
      type: 'multiLine',
    });
    expect(await servedFields('vendor')).toEqual(['title']);
    // The designer offers what the laid-out form leaves out.
    const again = (await call('GET', `administration/forms/${formId}/design`)).json<FormDesign>();
    const shown = new Set(fieldsOf(again.form.body));
    expect(again.definition.attributes.map((a) => a.name).filter((name) => !shown.has(name))).toEqual([
      'rating',
      'notes',
    ]);
  });

  it('refuses to publish a bar chart that cannot draw, saying what to set; a draft keeps it', async () => {
    await call('POST', 'administration/creator/objects', {
      name: 'memo',
      display_name: 'Memo',
      module: 'crm',
      attributes: [{ name: 'body', label: 'Body', type: 'multiLine' }],
    });
    const forms = await call('GET', 'administration/objects/memo/forms');
    const formId = forms.json<{ data: { id: number }[] }>().data[0]?.id;
    const design = (await call('GET', `administration/forms/${formId}/design`)).json<FormDesign>();
    const withChart: FormNode = {
      ...design.form.body,
      children: [
        ...(design.form.body.children ?? []),
        {
          id: 'row_9',
          type: 'row',
          children: [{ id: 'col_9', type: 'col', children: [{ id: 'chart_1', type: 'chartBar' }] }],
        },
      ],
    };
    const save = async (status: 'DRAFT' | 'ACTIVE') => {
      const current = (await call('GET', `administration/forms/${formId}/design`)).json<FormDesign>();
      return call('PUT', `administration/forms/${formId}/design`, {
        formId,
        baseVersion: current.form.version,
        status,
        body: withChart,
        rules: [],
      });
    };
    const refused = await save('ACTIVE');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "The bar chart has nothing to count by: Memo has no choice field. Set its Group by option to one of Memo's fields.",
    );
    expect(refused.json().errors).toHaveProperty('chart_1');
    expect((await save('DRAFT')).statusCode).toBe(200);
  });
});
