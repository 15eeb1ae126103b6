import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHcm } from '../src/seed/hcm/seed-hcm';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
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
  // The leave request is the HCM package's; the ticket is the service desk's.
  await seedHcm(t.db);
  await seedServiceDesk(t.db);
  // A second start finds it seeded and adds nothing.
  await seedHcm(t.db);
  await seedServiceDesk(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  // The HCM package is installed first: on a busy machine that takes well over the default minute.
}, 300_000);
afterAll(async () => t.close());

describe('the demo workflows', () => {
  it('seeds once: the published workflows, the demo leave requests and their instances', async () => {
    const definitions = await t.db
      .selectFrom('workflow_definitions')
      .select(['name', 'status'])
      .orderBy('name')
      .execute();
    expect(definitions).toEqual([
      { name: 'appraisal', status: 'ACTIVE' },
      { name: 'hrRequest', status: 'ACTIVE' },
      { name: 'leaveRequest', status: 'ACTIVE' },
      { name: 'noujoum', status: 'ACTIVE' },
      { name: 'serviceTicket', status: 'ACTIVE' },
      { name: 'talentRequest', status: 'ACTIVE' },
      { name: 'valuePoints', status: 'ACTIVE' },
    ]);
    const instances = await t.db
      .selectFrom('workflow_instances')
      .select(['workflow', 'current_node'])
      .where('workflow', '=', 'leaveRequest')
      .orderBy('id')
      .execute();
    // The tickets' instances are the service desk's (servicedesk.test.ts walks them).
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
      days: 3,
      status: 'Approved',
    });
    const next = new Date().getUTCFullYear() + 1;
    const { balances } = await ok('GET', `hcm/my-leaves?month=${next}-03`, hana);
    expect(balances.find((row: { leaveType: string }) => row.leaveType === 'Annual')).toMatchObject({
      taken: 3,
      pending: 2,
      left: 20,
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
