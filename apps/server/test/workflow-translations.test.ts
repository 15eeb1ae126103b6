import type { LoginAnswer, WorkflowDefinition } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { createLeaveObject, leaveApproval, leaveReview } from './support/workflow-fixture';

let t: TestApp;
let ada: LoginAnswer;
let ahq: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(ada.token, ahq),
    ...(payload ? { payload } : {}),
  });

const ARABIC = {
  label: 'مراجعة الإجازة',
  'nodes.check.label': 'فحص',
  'nodes.check.options.fine.label': 'جيد',
  'nodes.check.options.query.label': 'استفسار',
  'nodes.check.options.query.prompt': 'ما غير الواضح؟',
};

function translatedReview(): WorkflowDefinition {
  return { ...leaveReview(), translations: { ar: ARABIC, hi: { label: 'छुट्टी समीक्षा' } } };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  await createLeaveObject(t.app, t.db, admin.token);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  // Migrations and the seed take well over the default minute on a busy two-core machine.
}, 240_000);
afterAll(async () => t?.close());

describe('workflow translations through the definitions API', () => {
  it('keeps them through save, edit and publish, and answers them to the widgets', async () => {
    const created = await call('POST', 'workflow/definitions', translatedReview());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().definition.translations).toEqual(translatedReview().translations);
    const edited = { ...translatedReview(), translations: { ar: ARABIC, ur: { label: 'رخصت کا جائزہ' } } };
    const saved = await call('PUT', 'workflow/definitions/leaveReview', edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', 'workflow/definitions/leaveReview/publish')).statusCode).toBe(200);
    const versions = (await call('GET', 'workflow/definitions/leaveReview')).json().data;
    expect(versions[0]).toMatchObject({
      status: 'ACTIVE',
      definition: { translations: edited.translations },
    });
    const list = (await call('GET', 'workflow/definitions?object=leave_request')).json().data;
    expect(list).toContainEqual(
      expect.objectContaining({ name: 'leaveReview', translations: edited.translations }),
    );
    const record = await call('POST', 'records/leave_request', { reason: 'Trip', days: 2, balance: 10 });
    expect(record.statusCode, record.body).toBe(201);
    const path = `workflow/objects/leave_request/${record.json().id}`;
    const started = await call('POST', `${path}/start/leaveReview`);
    expect(started.statusCode, started.body).toBeLessThan(300);
    const status = await call('GET', `${path}/status/leaveReview`);
    expect(status.json()).toMatchObject({
      workflow: { label: 'Leave review', translations: edited.translations },
      currentSteps: [{ nodeId: 'check', label: 'Check' }],
    });
  });

  it('refuses a translation naming a step or option that does not exist, and stores nothing', async () => {
    const cases: [string, Record<string, string>][] = [
      ['nodes.ghost.label', { 'nodes.ghost.label': 'شبح' }],
      ['nodes.check.options.maybe.label', { 'nodes.check.options.maybe.label': 'ربما' }],
      ['nodes.check.options.fine.prompt', { 'nodes.check.options.fine.prompt': 'لماذا؟' }],
    ];
    for (const [key, ar] of cases) {
      const bad = { ...leaveReview(), translations: { ar } };
      const edit = await call('PUT', 'workflow/definitions/leaveReview', bad);
      // A definition that is well-formed JSON but names what is not there is refused like any other
      // malformed field of the body: 422, the one error path's code for it (error-handler.ts).
      expect(edit.statusCode, edit.body).toBe(422);
      expect(edit.json().message).toContain(`The ar translation '${key}' names no label of the workflow`);
      const create = await call('POST', 'workflow/definitions', { ...bad, name: 'otherReview' });
      expect(create.statusCode).toBe(422);
    }
    const rows = await t.db
      .selectFrom('workflow_definitions')
      .select(['name', 'status'])
      .where('name', 'in', ['leaveReview', 'otherReview'])
      .execute();
    expect(rows).toEqual([{ name: 'leaveReview', status: 'ACTIVE' }]);
  });

  it('tells an approver in their language, and gives the timeline the labels to retell it', async () => {
    const translations = {
      ar: { label: 'الموافقة على الإجازة', 'nodes.manager.label': 'موافقة المدير' },
    };
    expect(
      (await call('POST', 'workflow/definitions', { ...leaveApproval(), translations })).statusCode,
    ).toBe(201);
    expect((await call('POST', 'workflow/definitions/leaveApproval/publish')).statusCode).toBe(200);
    const hana = await t.db
      .updateTable('users')
      .set({ locale: 'ar' })
      .where('email', '=', 'hana.hr@atrium.local')
      .returning('id')
      .executeTakeFirstOrThrow();
    const record = await call('POST', 'records/leave_request', {
      reason: 'Trip',
      days: 2,
      balance: 10,
      manager: hana.id,
      status: 'new',
    });
    expect(record.statusCode, record.body).toBe(201);
    const path = `workflow/objects/leave_request/${record.json().id}`;
    const { instance } = (await call('GET', `${path}/status/leaveApproval`)).json();
    const submitted = await call('POST', `workflow/instances/${instance}/trigger/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const notice = await t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', hana.id)
      .where('kind', '=', 'approval')
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({ title: 'مطلوب موافقتك', body: 'الموافقة على الإجازة: موافقة المدير' });
    const timeline = (await call('GET', `${path}/timeline/leaveApproval`)).json();
    expect(timeline.workflows[String(instance)]).toEqual({
      labels: expect.objectContaining({ label: 'Leave approval', 'nodes.manager.label': 'Manager approval' }),
      translations,
    });
  });

  it('refuses a language that is not shipped', async () => {
    const response = await call('PUT', 'workflow/definitions/leaveReview', {
      ...leaveReview(),
      translations: { fr: { label: 'Revue' } },
    });
    // A language Atrium does not ship is a key the call does not take: 400, naming it.
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/translations\.fr/);
  });
});
