import { type CustomObject, type LoginAnswer, sidebarObjects, validateModulePackage } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { seedServiceDesk } from '../src/seed/servicedesk/seed-servicedesk';
import { SERVICEDESK_PACKAGE } from '../src/seed/servicedesk/servicedesk-package';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let sam: LoginAnswer;
let ivan: LoginAnswer;
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

const MINUTE = 60_000;
const at = (value: unknown) => new Date(String(value)).getTime();

async function stored(id: number) {
  const rows = await sql<Record<string, unknown>>`select * from obj_service_ticket where id = ${id}`.execute(
    t.db,
  );
  return rows.rows[0] ?? {};
}

/** Moves a ticket's clocks back, as if it had been raised `minutes` ago (what a test cannot wait for). */
async function raisedAgo(id: number, minutes: number) {
  await sql`update obj_service_ticket set raised_at = now() - make_interval(mins => ${minutes}) where id = ${id}`.execute(
    t.db,
  );
}

async function categoryId(name: string): Promise<number> {
  const rows = await sql<{ id: number }>`
    select id::int as id from obj_service_category where name = ${name} and org_id = ${ahq}`.execute(t.db);
  return rows.rows[0]?.id ?? 0;
}

const mails = (to: string) =>
  t.db.selectFrom('mail_outbox').select(['subject', 'message']).where('to_address', '=', to).execute();

beforeAll(async () => {
  t = await createTestApp();
  await seedServiceDesk(t.db);
  // A second start finds it installed and seeded, and adds nothing.
  await seedServiceDesk(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ivan = await signIn(t.app, 'ivan.it@atrium.local');
}, 240_000);
afterAll(async () => t.close());

describe('the service desk package', () => {
  it('validates in full against this installation', () => {
    const result = validateModulePackage(SERVICEDESK_PACKAGE, {
      knownSteps: [...BUILT_IN_PACKAGES.steps.keys()],
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(SERVICEDESK_PACKAGE.workflows.map((workflow) => workflow.name)).toEqual(['serviceTicket']);
  });

  it('installs once in the demo organizations: reference data, the team, demo tickets with SLA due times', async () => {
    const installed = await t.db
      .selectFrom('installed_packages')
      .select(['name', 'version'])
      .where('name', '=', 'servicedesk')
      .execute();
    expect(installed).toHaveLength(2);
    const categories = (await ok('GET', 'records/service_category', sam)).data;
    expect(categories.map((row: { name: string }) => row.name).sort()).toEqual([
      'Access',
      'Hardware',
      'Network',
      'Other',
      'Software',
    ]);
    const policies = (await ok('GET', 'records/sla_policy', ada)).data;
    expect(policies).toHaveLength(4);
    const teams = (await ok('GET', 'records/service_team', ada)).data;
    expect(teams).toMatchObject([{ name: 'IT Service Desk', lead: 'ada.lovelace@atrium.local' }]);
    const tickets = (await ok('GET', 'records/service_ticket', ada)).data;
    expect(tickets.map((row: { number: string }) => row.number).sort()).toEqual([
      'TKT-00001',
      'TKT-00002',
      'TKT-00003',
    ]);
    const p1 = tickets.find((row: { priority: string }) => row.priority === 'P1');
    expect(p1).toMatchObject({ status: 'New', requester: 'sam.sales@atrium.local', sla_breached: '0' });
    const raised = at(p1.raised_at);
    expect(at(p1.response_due) - raised).toBe(30 * MINUTE);
    expect(at(p1.resolution_due) - raised).toBe(240 * MINUTE);
    const instances = await t.db
      .selectFrom('workflow_instances')
      .select(['workflow', 'current_node'])
      .where('object', '=', 'service_ticket')
      .execute();
    expect(instances).toHaveLength(3);
    expect(instances.every((row) => row.current_node === 'triage')).toBe(true);
    const roles = await t.db
      .selectFrom('roles')
      .select('name')
      .where('org_id', '=', ahq)
      .where('name', 'like', 'Service%')
      .orderBy('name')
      .execute();
    expect(roles.map((role) => role.name)).toEqual([
      'Service Desk Agent',
      'Service Desk Team Lead',
      'Service Manager',
    ]);
  });

  it('raises a ticket as the requester, routed to the category’s team, with due times from the policy', async () => {
    const ticket = await ok('POST', 'records/service_ticket', sam, {
      title: 'Printer on floor 3 jams',
      priority: 'P2',
      category_id: await categoryId('Hardware'),
      // Whatever a writer sends for the SLA fields, the step's values are written.
      response_breached: true,
      number: 'TKT-99999',
    });
    expect(ticket).toMatchObject({
      number: 'TKT-00004',
      requester: 'sam.sales@atrium.local',
      status: 'New',
      response_breached: '0',
    });
    expect(ticket.team_id).toBeTruthy();
    const raised = at(ticket.raised_at);
    expect(at(ticket.response_due) - raised).toBe(60 * MINUTE);
    expect(at(ticket.resolution_due) - raised).toBe(480 * MINUTE);
  });

  it('refuses an assignee outside the ticket’s team with 422 and changes nothing', async () => {
    const [ticket] = (await ok('GET', 'records/service_ticket', ada)).data;
    const before = await stored(ticket.id);
    const refused = await call('PUT', `records/service_ticket/${ticket.id}`, ada, {
      assignee: 'hana.hr@atrium.local',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.assignee[0]).toContain('is not in the team IT Service Desk');
    expect(await stored(ticket.id)).toEqual(before);
    await ok('PUT', `records/service_ticket/${ticket.id}`, ada, { assignee: 'ivan.it@atrium.local' });
    expect((await stored(ticket.id)).assignee).toBe('ivan.it@atrium.local');
    await t.jobs.drain();
    expect((await mails('ivan.it@atrium.local')).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('Ticket assigned to you'),
    );
  });

  it('pauses the clocks while the ticket waits on the requester and resumes them after', async () => {
    const ticket = await ok('POST', 'records/service_ticket', sam, {
      title: 'Need a monitor',
      priority: 'P3',
    });
    // The status follows the workflow: a direct change is refused with the reason.
    const direct = await call('PUT', `records/service_ticket/${ticket.id}`, ivan, { status: 'Pending' });
    expect(direct.statusCode).toBe(422);
    const flow = await ok('GET', `workflow/objects/service_ticket/${ticket.id}/status/serviceTicket`, ada);
    await ok('POST', `workflow/instances/${flow.instance}/decide/triage`, ada, { option: 'assign' });
    const dueBefore = at((await stored(ticket.id)).resolution_due);
    await ok('POST', `workflow/instances/${flow.instance}/decide/work`, ivan, { option: 'wait' });
    const paused = await stored(ticket.id);
    expect(paused.status).toBe('Pending');
    expect(paused.sla_paused_at).not.toBeNull();
    // Forty-five minutes waiting on the requester.
    await sql`update obj_service_ticket set sla_paused_at = now() - interval '45 minutes' where id = ${ticket.id}`.execute(
      t.db,
    );
    await ok('POST', `workflow/instances/${flow.instance}/trigger/resume`, ivan);
    const resumed = await stored(ticket.id);
    expect(resumed.status).toBe('Assigned');
    expect(resumed.sla_paused_at).toBeNull();
    expect(Number(resumed.sla_paused_minutes)).toBe(45);
    expect(at(resumed.resolution_due) - dueBefore).toBe(45 * MINUTE);
    expect(resumed.responded_at).not.toBeNull();
  });

  it('escalates a breached ticket by a durable job: flags set, the team lead told by e-mail, once', async () => {
    const ticket = await ok('POST', 'records/service_ticket', sam, {
      title: 'Server room too hot',
      priority: 'P1',
      category_id: await categoryId('Hardware'),
    });
    const job = await t.db
      .selectFrom('jobs')
      .select(['run_after', 'payload'])
      .where('type', '=', 'servicedesk.sla-check')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(at(job.run_after)).toBeGreaterThanOrEqual(at(ticket.response_due));
    await t.jobs.drain();
    expect((await stored(ticket.id)).response_breached).toBe(false);
    // An hour later: the response target (30 minutes) has passed.
    await raisedAgo(ticket.id, 60);
    await sql`update obj_service_ticket set response_due = now() - interval '30 minutes' where id = ${ticket.id}`.execute(
      t.db,
    );
    await sql`update jobs set run_after = now() where type = 'servicedesk.sla-check'`.execute(t.db);
    const leadMailsBefore = (await mails('ada.lovelace@atrium.local')).length;
    await t.jobs.drain();
    const breached = await stored(ticket.id);
    expect(breached).toMatchObject({
      response_breached: true,
      resolution_breached: false,
      sla_breached: true,
    });
    const leadMails = await mails('ada.lovelace@atrium.local');
    expect(leadMails.length).toBe(leadMailsBefore + 1);
    expect(leadMails.at(-1)?.subject).toMatch(/^SLA breached: TKT-\d+ Server room too hot$/);
    await sql`update jobs set run_after = now(), status = 'queued' where type = 'servicedesk.sla-check'`.execute(
      t.db,
    );
    await t.jobs.drain();
    expect((await mails('ada.lovelace@atrium.local')).length).toBe(leadMails.length);
  });

  it('tells the people a comment mentions, once', async () => {
    const [ticket] = (await ok('GET', 'records/service_ticket', sam)).data;
    const comment = await ok('POST', 'records/service_ticket_comment', sam, {
      ticket_id: ticket.id,
      body: '<p>Could <strong>@ivan.it</strong> have a look? Thanks, and @nobody.here.</p>',
    });
    expect(comment.summary).toBe('Could @ivan.it have a look? Thanks, and @nobody.here.');
    await t.jobs.drain();
    const told = (await mails('ivan.it@atrium.local')).filter((mail) =>
      mail.subject.includes('mentioned you'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(`Sam Sales mentioned you on ${ticket.number} ${ticket.title}`);
    await ok('PUT', `records/service_ticket_comment/${comment.id}`, ada, {
      body: '<p>Could @ivan.it have a look? Edited.</p>',
    });
    await t.jobs.drain();
    expect(
      (await mails('ivan.it@atrium.local')).filter((mail) => mail.subject.includes('mentioned you')),
    ).toHaveLength(1);
  });

  it('keeps a ticket between its requester, the desk and the people its comments mention', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const ids = (answer: { data: { id: number }[] }) => answer.data.map((row) => row.id);
    const ticket = await ok('POST', 'records/service_ticket', sam, {
      title: 'Payslip question',
      priority: 'P3',
      category_id: await categoryId('Hardware'),
    });
    // A colleague who may raise tickets neither lists, reads nor comments on it.
    expect(ids(await ok('GET', 'records/service_ticket?pageSize=100', nora))).not.toContain(ticket.id);
    expect((await call('GET', `records/service_ticket/${ticket.id}`, nora)).statusCode).toBe(403);
    const foreign = await call('POST', 'records/service_ticket_comment', nora, {
      ticket_id: ticket.id,
      body: '<p>Me too</p>',
    });
    expect(foreign.statusCode).toBe(422);
    // The desk works it; the requester reads the desk's reply, the colleague does not.
    expect(ids(await ok('GET', 'records/service_ticket?pageSize=100', ivan))).toContain(ticket.id);
    const reply = await ok('POST', 'records/service_ticket_comment', ivan, {
      ticket_id: ticket.id,
      body: '<p>We are on it.</p>',
    });
    expect(ids(await ok('GET', 'records/service_ticket_comment?pageSize=100', sam))).toContain(reply.id);
    expect(ids(await ok('GET', 'records/service_ticket_comment?pageSize=100', nora))).not.toContain(reply.id);
    // Mentioned, the colleague may open the ticket and the comment they are told about.
    const mention = await ok('POST', 'records/service_ticket_comment', sam, {
      ticket_id: ticket.id,
      body: '<p>@nora.none could you confirm the amount?</p>',
    });
    expect((await call('GET', `records/service_ticket/${ticket.id}`, nora)).statusCode).toBe(200);
    expect((await call('GET', `records/service_ticket_comment/${mention.id}`, nora)).statusCode).toBe(200);
    expect((await call('GET', `records/service_ticket_comment/${reply.id}`, nora)).statusCode).toBe(403);
  });

  it('shares, when upgraded, the tickets and comments written before its sharing rule', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const ticket = await ok('POST', 'records/service_ticket', sam, {
      title: 'Old ticket',
      // Not P4: the dashboard test below finds no open P4 ticket.
      priority: 'P3',
      category_id: await categoryId('Hardware'),
    });
    const reply = await ok('POST', 'records/service_ticket_comment', ivan, {
      ticket_id: ticket.id,
      body: '<p>Looking.</p>',
    });
    // As a 1.1.0 installation left them: no grants, open to every member.
    for (const [object, id] of [
      ['service_ticket', ticket.id],
      ['service_ticket_comment', reply.id],
    ] as const) {
      await sql`delete from record_permissions where object = ${object} and record_id = ${id}`.execute(t.db);
      await sql`update ${sql.table(`obj_${object}`)} set restricted = false where id = ${id}`.execute(t.db);
    }
    await sql`update installed_packages set version = '1.1.0',
      definition = jsonb_set(definition, '{version}', '"1.1.0"') where name = 'servicedesk'`.execute(t.db);
    expect((await call('GET', `records/service_ticket/${ticket.id}`, nora)).statusCode).toBe(200);

    await seedServiceDesk(t.db);
    const installed = await t.db
      .selectFrom('installed_packages')
      .select('version')
      .where('name', '=', 'servicedesk')
      .execute();
    expect(installed.map((row) => row.version)).toEqual(installed.map(() => SERVICEDESK_PACKAGE.version));
    expect((await call('GET', `records/service_ticket/${ticket.id}`, nora)).statusCode).toBe(403);
    expect((await call('GET', `records/service_ticket_comment/${reply.id}`, nora)).statusCode).toBe(403);
    expect((await call('GET', `records/service_ticket/${ticket.id}`, sam)).statusCode).toBe(200);
    expect((await call('GET', `records/service_ticket_comment/${reply.id}`, sam)).statusCode).toBe(200);
    expect((await call('GET', `records/service_ticket/${ticket.id}`, ivan)).statusCode).toBe(200);
  });

  it('marks its objects as the package’s, so the sidebar lists only the package’s own entries', async () => {
    const listed = (await ok('GET', 'def/objects/custom', ada)).data as CustomObject[];
    expect(listed.find((object) => object.name === 'service_ticket')?.package).toBe(SERVICEDESK_PACKAGE.name);
    expect(listed.filter((object) => object.module === 'servicedesk').length).toBeGreaterThan(0);
    expect(sidebarObjects(listed, 'servicedesk')).toEqual([]);
  });

  it('walks a ticket: the lead assigns at triage, the agent resolves, the dashboard counts it', async () => {
    const ticket = await ok('POST', 'records/service_ticket', sam, {
      title: 'New keyboard',
      priority: 'P4',
      category_id: await categoryId('Hardware'),
    });
    const base = `workflow/objects/service_ticket/${ticket.id}`;
    const triage = await ok('GET', `${base}/status/serviceTicket`, ada);
    await ok('PUT', `records/service_ticket/${ticket.id}`, ada, { assignee: 'ivan.it@atrium.local' });
    await ok('POST', `workflow/instances/${triage.instance}/decide/triage`, ada, { option: 'assign' });
    expect(await stored(ticket.id)).toMatchObject({ status: 'Assigned' });
    await ok('POST', `workflow/instances/${triage.instance}/decide/work`, ivan, { option: 'resolve' });
    const resolved = await stored(ticket.id);
    expect(resolved).toMatchObject({ status: 'Resolved', resolution_breached: false });
    expect(resolved.resolved_at).not.toBeNull();
    expect(Number(resolved.resolution_time)).toBe(0);
    const dashboard = await ok('GET', 'servicedesk/dashboard', ada);
    const weekly = dashboard.resolutionByWeek.rows;
    expect(
      weekly.reduce((sum: number, row: { m1: number }) => sum + Number(row.m1), 0),
    ).toBeGreaterThanOrEqual(1);
    const open = dashboard.openByPriority.rows;
    expect(open.find((row: { d0: string }) => row.d0 === 'P4')).toBeUndefined();
    const breached = dashboard.breachedByPriority.rows;
    expect(breached.find((row: { d0: string }) => row.d0 === 'P1')?.m0).toBeGreaterThanOrEqual(1);
    expect((await call('GET', 'servicedesk/dashboard', sam)).statusCode).toBe(200);
  });

  it('needs the team lead’s approval to close a priority-one ticket', async () => {
    const tickets = (await ok('GET', 'records/service_ticket', ada)).data;
    const p1 = tickets.find((row: { number: string }) => row.number === 'TKT-00001');
    const base = `workflow/objects/service_ticket/${p1.id}`;
    const triage = await ok('GET', `${base}/status/serviceTicket`, ada);
    expect(triage.actions.decisions[0].options.map((option: { name: string }) => option.name)).toEqual([
      'assign',
      'reject',
    ]);
    await ok('PUT', `records/service_ticket/${p1.id}`, ada, { assignee: 'ivan.it@atrium.local' });
    await ok('POST', `workflow/instances/${triage.instance}/decide/triage`, ada, { option: 'assign' });
    await ok('POST', `workflow/instances/${triage.instance}/decide/work`, ivan, { option: 'resolve' });
    expect((await stored(p1.id)).status).toBe('Assigned');
    const closure = await ok('GET', `${base}/status/serviceTicket`, ada);
    expect(closure.summary).toBe('Pending your approval');
    await ok('POST', `workflow/approvals/${closure.actions.approvals[0].id}/approve`, ada, {
      comment: 'Replaced the disk',
    });
    expect(await stored(p1.id)).toMatchObject({ status: 'Resolved' });
    expect((await ok('GET', `${base}/status/serviceTicket`, ivan)).status).toBe('COMPLETED');
  });
});
