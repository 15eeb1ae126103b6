import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorkflowDemo } from '../src/seed/workflows/seed-workflows';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
let ahq: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: LoginAnswer, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, ahq),
    ...(payload ? { payload } : {}),
  });
const ok = async (method: Method, url: string, who: LoginAnswer, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  await seedWorkflowDemo(t.db);
  // A second start finds it seeded and adds nothing.
  await seedWorkflowDemo(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
});
afterAll(async () => t.close());

describe('the demo workflows', () => {
  // The ticket workflow is the service desk's now: servicedesk.test.ts walks it.
  it('seeds once: the leave object, its published workflow, records and instances', async () => {
    const definitions = await t.db
      .selectFrom('workflow_definitions')
      .select(['name', 'status'])
      .orderBy('name')
      .execute();
    expect(definitions).toEqual([{ name: 'leaveRequest', status: 'ACTIVE' }]);
    const instances = await t.db
      .selectFrom('workflow_instances')
      .select(['workflow', 'current_node'])
      .orderBy('id')
      .execute();
    expect(instances).toEqual([
      { workflow: 'leaveRequest', current_node: 'manager' },
      { workflow: 'leaveRequest', current_node: 'submit' },
    ]);
  });

  it('walks the leave request: the manager approves from their approvals, then HR, and the balance is updated', async () => {
    const [pending] = (await ok('GET', 'workflow/approvals/pending', ada)).data;
    expect(pending).toMatchObject({
      object: 'hcm_leave',
      label: 'Manager approval',
      workflow: { name: 'leaveRequest' },
    });
    await ok('POST', `workflow/approvals/${pending.id}/approve`, ada, { comment: 'Have a good trip' });
    const hr = await ok('GET', `workflow/objects/hcm_leave/${pending.recordId}/status/leaveRequest`, hana);
    expect(hr.summary).toBe('Pending your approval');
    await ok('POST', `workflow/approvals/${hr.actions.approvals[0].id}/approve`, hana, {});
    expect(await ok('GET', `records/hcm_leave/${pending.recordId}`, hana)).toMatchObject({
      balance: 22,
      status: 'Approved',
    });
    const { entries } = await ok(
      'GET',
      `workflow/objects/hcm_leave/${pending.recordId}/timeline/leaveRequest`,
      hana,
    );
    const approvals = entries.filter((entry: { kind: string }) => entry.kind === 'approved');
    expect(approvals.map((entry: { actor: { name: string } }) => entry.actor.name)).toEqual([
      'Ada Lovelace',
      'Hana Hr',
    ]);
    expect(
      await t.db.selectFrom('jobs').select('type').where('type', '=', 'workflow.mail').execute(),
    ).toHaveLength(1);
  });
});
