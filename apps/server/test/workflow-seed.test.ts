import type { LoginAnswer } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHcm } from '../src/seed/hcm/seed-hcm';
import { seedWorkflowDemo } from '../src/seed/workflows/seed-workflows';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
let nora: LoginAnswer;
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
  // The leave request is the HCM package's; the ticket is the workflow seed's.
  await seedHcm(t.db);
  await seedWorkflowDemo(t.db);
  // A second start finds it seeded and adds nothing.
  await seedHcm(t.db);
  await seedWorkflowDemo(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  nora = await signIn(t.app, 'nora.none@atrium.local');
  // The HCM package is installed first: on a busy machine that takes well over the default minute.
}, 300_000);
afterAll(async () => t.close());

describe('the demo workflows', () => {
  it('seeds once: the published workflows, the demo requests and tickets, and their instances', async () => {
    const definitions = await t.db
      .selectFrom('workflow_definitions')
      .select(['name', 'status'])
      .orderBy('name')
      .execute();
    expect(definitions).toEqual([
      { name: 'hrRequest', status: 'ACTIVE' },
      { name: 'leaveRequest', status: 'ACTIVE' },
      { name: 'noujoum', status: 'ACTIVE' },
      { name: 'serviceTicket', status: 'ACTIVE' },
    ]);
    const instances = await t.db
      .selectFrom('workflow_instances')
      .select(['workflow', 'current_node'])
      .orderBy('id')
      .execute();
    expect(instances).toEqual([
      { workflow: 'leaveRequest', current_node: 'manager' },
      { workflow: 'leaveRequest', current_node: 'submit' },
      { workflow: 'serviceTicket', current_node: 'triage' },
      { workflow: 'serviceTicket', current_node: 'triage' },
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

  it('walks a priority-one ticket: triage, assignment, and an approved closure', async () => {
    const tickets = (await ok('GET', 'records/service_ticket', ada)).data;
    const p1 = tickets.find((ticket: { priority: string }) => ticket.priority === 'P1');
    expect(p1.status).toBe('New');
    const base = `workflow/objects/service_ticket/${p1.id}`;
    const triage = await ok('GET', `${base}/status/serviceTicket`, ada);
    expect(triage.actions.decisions[0].options.map((option: { name: string }) => option.name)).toEqual([
      'assign',
      'reject',
    ]);
    await ok('POST', `workflow/instances/${triage.instance}/decide/triage`, ada, { option: 'assign' });
    expect((await ok('GET', `records/service_ticket/${p1.id}`, ada)).status).toBe('Assigned');
    await ok('POST', `workflow/instances/${triage.instance}/trigger/resolve`, nora);
    const closure = await ok('GET', `${base}/status/serviceTicket`, nora);
    expect(closure.summary).toBe('Pending approval from Ada Lovelace');
    const mine = await ok('GET', `${base}/status/serviceTicket`, ada);
    await ok('POST', `workflow/approvals/${mine.actions.approvals[0].id}/approve`, ada, {
      comment: 'Replaced the disk',
    });
    expect((await ok('GET', `records/service_ticket/${p1.id}`, nora)).status).toBe('Resolved');
    expect((await ok('GET', `${base}/status/serviceTicket`, nora)).status).toBe('COMPLETED');
  });
});
