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

describe('publishing a form with a chart', () => {
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
