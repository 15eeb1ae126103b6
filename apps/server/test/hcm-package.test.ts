import { type LoginAnswer, type ModulePackage, validateModulePackage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackage } from '../src/features/packages/packages.service';
import { HCM_LABELS } from '../src/seed/hcm/hcm-labels';
import { HCM_PACKAGE } from '../src/seed/hcm/hcm-package';
import { seedHcm } from '../src/seed/hcm/seed-hcm';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let hana: LoginAnswer;
let ahq: number;

/** The workflows and attributes version 1.2.0 added: 1.1.0 is the package without them. */
const NEW_WORKFLOWS = ['appraisal', 'talentRequest', 'valuePoints'];
const NEW_ATTRIBUTES: Record<string, string[]> = {
  hcm_employee: ['value_points'],
  hcm_appraisal: ['status', 'manager_user', 'workflow_status', 'workflow_actions', 'workflow_timeline'],
  hcm_talent_request: ['manager_user', 'workflow_status', 'workflow_actions', 'workflow_timeline'],
  hcm_value_point_request: ['manager_user', 'workflow_status', 'workflow_actions', 'workflow_timeline'],
};
const PREVIOUS: ModulePackage = {
  ...HCM_PACKAGE,
  version: '1.1.0',
  objects: HCM_PACKAGE.objects.map((object) => ({
    ...object,
    attributes: object.attributes.filter(
      (attribute) => !NEW_ATTRIBUTES[object.name]?.includes(attribute.name),
    ),
  })),
  forms: HCM_PACKAGE.forms.filter((form) => !(form.object in NEW_ATTRIBUTES)),
  workflows: HCM_PACKAGE.workflows.filter((workflow) => !NEW_WORKFLOWS.includes(workflow.name)),
};

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

const idOf = async (table: 'obj_hcm_employee' | 'obj_hcm_leave_type', column: string, value: string) => {
  const row = await t.db
    .selectFrom(table as never)
    .select('id' as never)
    .where(column as never, '=', value as never)
    // AHQ's (installed first): the same names live in AGT too.
    .orderBy('id' as never)
    .executeTakeFirstOrThrow();
  return Number((row as { id: number }).id);
};

beforeAll(async () => {
  t = await createTestApp();
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
  const adaId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada.lovelace@atrium.local')
      .executeTakeFirstOrThrow()
  ).id;
  // AHQ had the previous version, with its demo employees: the start upgrades it.
  await installPackage(t.db, BUILT_IN_PACKAGES, PREVIOUS, { orgId: ahq, actorId: adaId, demo: true });
  const started = performance.now();
  await seedHcm(t.db);
  console.info(`HCM install: ${Math.round(performance.now() - started)} ms`);
  // A second start finds it installed and changes nothing.
  await seedHcm(t.db);
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  hana = await signIn(t.app, 'hana.hr@atrium.local');
  // Fourteen objects made twice (two organizations share them once) on one busy PGlite.
}, 300_000);
afterAll(async () => t.close());

describe('the HCM package', () => {
  it('validates with the steps this installation registers', () => {
    const result = validateModulePackage(HCM_PACKAGE, { knownSteps: [...BUILT_IN_PACKAGES.steps.keys()] });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('installs once in the demo organizations, with reference data, employees and balances', async () => {
    const installed = await t.db
      .selectFrom('installed_packages')
      .select(['org_id', 'version'])
      .where('name', '=', 'hcm')
      .execute();
    expect(installed).toHaveLength(2);
    const types = await ok('GET', 'records/hcm_leave_type?limit=10', hana);
    expect(types.data.map((row: { name: string }) => row.name).sort()).toEqual(['Annual', 'Sick', 'Unpaid']);
    const employees = await ok('GET', 'records/hcm_employee?limit=10', hana);
    expect(employees.data.map((row: { full_name: string }) => row.full_name).sort()).toEqual([
      'Ada Lovelace',
      'Hana Hr',
      'Nora None',
      'Sam Sales',
    ]);
    const hanaId = await idOf('obj_hcm_employee', 'full_name', 'Hana Hr');
    const record = await ok('GET', `records/hcm_employee/${hanaId}`, hana);
    expect(record).toMatchObject({ account_email: 'hana.hr@atrium.local', user_id: hana.profile.id });
  });

  const leaveOf = async (values: Record<string, unknown>) =>
    call('POST', 'records/hcm_leave', hana, {
      employee_id: await idOf('obj_hcm_employee', 'full_name', 'Hana Hr'),
      leave_type_id: await idOf('obj_hcm_leave_type', 'name', 'Annual'),
      ...values,
    });
  const leaveCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('obj_hcm_leave' as never)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Next year, whose balances the demo made; its March and April hold the demo's own requests.
  const year = new Date().getUTCFullYear() + 1;
  const june = Date.UTC(year, 5, 1);
  const monday = new Date(june + ((8 - new Date(june).getUTCDay()) % 7) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const tuesday = new Date(Date.parse(monday) + 86_400_000).toISOString().slice(0, 10);
  const compact = (date: string) => date.replaceAll('-', '');

  it('counts working days (no weekends, no holidays) and names the manager as approver', async () => {
    // Monday 28 December to Friday 1 January of the next year would cross a year; this stays in one:
    // 21–25 December: Monday to Friday, the 25th a holiday → 4 days.
    const monday = new Date(Date.UTC(year, 11, 21));
    expect(monday.getUTCDay()).toBeGreaterThan(0);
    const created = await leaveOf({
      reason: 'Winter',
      start_date: `${year}-12-21`,
      end_date: `${year}-12-27`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    const expected = [21, 22, 23, 24, 25, 26, 27].filter((day) => {
      const weekday = new Date(Date.UTC(year, 11, day)).getUTCDay();
      return weekday !== 0 && weekday !== 6 && day !== 25;
    }).length;
    expect(record).toMatchObject({ days: expected, status: 'Draft', manager_user: ada.profile.id });
  });

  it('refuses an overlapping request with 422 and the reason, and writes nothing', async () => {
    const before = await leaveCount();
    const answer = await leaveOf({ reason: 'Again', start_date: `${year}-12-24`, end_date: `${year}-12-24` });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toContain("overlaps the request 'Winter'");
    expect(await leaveCount()).toBe(before);
  });

  it('refuses a request longer than the balance left with 422, and writes nothing', async () => {
    const before = await leaveCount();
    const answer = await leaveOf({ reason: 'Long', start_date: `${year}-07-01`, end_date: `${year}-09-30` });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/more than the \d+ left in the balance/);
    expect(await leaveCount()).toBe(before);
  });

  it('books the days on the balance when the request is approved through its workflow', async () => {
    const created = await leaveOf({ reason: 'Spring', start_date: monday, end_date: tuesday });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const status = await ok('GET', `workflow/objects/hcm_leave/${id}/status/leaveRequest`, hana);
    expect(status.summary).toBe('Pending: Submit');
    await ok('POST', `workflow/instances/${status.instance}/trigger/submit`, hana);
    const [pending] = (await ok('GET', 'workflow/approvals/pending', ada)).data.filter(
      (row: { recordId: number }) => row.recordId === id,
    );
    await ok('POST', `workflow/approvals/${pending.id}/approve`, ada, {});
    const hr = await ok('GET', `workflow/objects/hcm_leave/${id}/status/leaveRequest`, hana);
    await ok('POST', `workflow/approvals/${hr.actions.approvals[0].id}/approve`, hana, {});
    expect(await ok('GET', `records/hcm_leave/${id}`, hana)).toMatchObject({ status: 'Approved', days: 2 });
    const mine = await ok('GET', `hcm/my-leaves?month=${year}-06`, hana);
    const annual = mine.balances.find((row: { leaveType: string }) => row.leaveType === 'Annual');
    expect(annual).toMatchObject({ year, entitled: 25, taken: 2 });
    expect(mine.team.map((row: { reason: string }) => row.reason)).toEqual(['Spring']);
    expect(mine.requests.map((row: { reason: string }) => row.reason)).toEqual([
      'Winter',
      'Spring',
      'Conference in Lisbon',
      'Family trip',
    ]);
  });

  it("my-leaves answers the caller's own page, checks its month, and needs the HCM module", async () => {
    const sam = await signIn(t.app, 'sam.sales@atrium.local');
    expect(await ok('GET', 'hcm/my-leaves', ada)).toMatchObject({ employee: { name: 'Ada Lovelace' } });
    expect((await call('GET', 'hcm/my-leaves?month=2026-13', hana)).statusCode).toBe(400);
    expect((await call('GET', 'hcm/my-leaves', sam)).statusCode).toBe(403);
  });

  it('exports the period as a fixed-layout file, to holders of hcm:export-tpc only', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    expect((await call('GET', `hcm/export-tpc?from=${year}-06-01&to=${year}-06-30`, nora)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `hcm/export-tpc?from=${year}-06-30&to=${year}-06-01`, hana)).statusCode).toBe(
      400,
    );
    const answer = await call('GET', `hcm/export-tpc?from=${year}-06-01&to=${year}-06-30`, hana);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`tpc-AHQ-${year}-06-01-${year}-06-30.txt`);
    const lines = answer.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toMatch(new RegExp(`^HAHQ {7}${year}0601${year}0630\\d{14}$`));
    expect(lines[1]).toBe(
      `LAHQ-0002    ${'Hana Hr'.padEnd(30)}${'Annual'.padEnd(12)}${compact(monday)}${compact(tuesday)}002`,
    );
    expect(lines[2]).toBe('T000001000000');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[\x20-\x7e]+$/);
  });

  it('walks an HR request: my own by default, handled by HR, listed under my requests', async () => {
    const created = await call('POST', 'records/hcm_request', hana, {
      subject: 'Salary certificate',
      kind: 'Certificate',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ employee_id_display: 'Hana Hr', status: 'Draft' });
    const status = await ok('GET', `workflow/objects/hcm_request/${id}/status/hrRequest`, hana);
    await ok('POST', `workflow/instances/${status.instance}/trigger/submit`, hana);
    const hr = await ok('GET', `workflow/objects/hcm_request/${id}/status/hrRequest`, hana);
    await ok('POST', `workflow/approvals/${hr.actions.approvals[0].id}/approve`, hana, {});
    const mine = await ok('GET', 'hcm/my-requests', hana);
    expect(mine.requests).toEqual([
      expect.objectContaining({ id, subject: 'Salary certificate', kind: 'Certificate', status: 'Done' }),
    ]);
  });

  it("awards a Noujoum star once the nominee's manager approves; nobody nominates themselves", async () => {
    const hanaId = await idOf('obj_hcm_employee', 'full_name', 'Hana Hr');
    const self = await call('POST', 'records/hcm_noujoum', hana, { employee_id: hanaId, reason: 'Me' });
    expect(self.statusCode).toBe(422);
    const samId = await idOf('obj_hcm_employee', 'full_name', 'Sam Sales');
    const created = await call('POST', 'records/hcm_noujoum', hana, {
      employee_id: samId,
      reason: 'Closed Q4',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ manager_user: ada.profile.id, status: 'Submitted' });
    const [pending] = (await ok('GET', 'workflow/approvals/pending', ada)).data.filter(
      (row: { recordId: number; object: string }) =>
        row.object === 'hcm_noujoum' && row.recordId === created.json().id,
    );
    await ok('POST', `workflow/approvals/${pending.id}/approve`, ada, {});
    expect(await ok('GET', `records/hcm_employee/${samId}`, hana)).toMatchObject({ stars: 1 });
    // The employee's form and list draw the count as a star badge.
    const [employee] = (await ok('GET', 'def/objects/bynames?names=hcm_employee', hana)).data;
    const stars = employee.attributes.find((attribute: { name: string }) => attribute.name === 'stars');
    expect(stars.options).toMatchObject({ shownAs: 'stars', readOnly: true });
  });

  it('upgrades an organization at 1.1.0: the new workflows published, the new attributes added, none dropped', async () => {
    const installed = await t.db
      .selectFrom('installed_packages')
      .select('version')
      .where('org_id', '=', ahq)
      .where('name', '=', 'hcm')
      .executeTakeFirstOrThrow();
    expect(installed.version).toBe(HCM_PACKAGE.version);
    const definitions = await t.db
      .selectFrom('workflow_definitions')
      .select(['id', 'name', 'object'])
      .where('status', '=', 'ACTIVE')
      .where('name', 'in', NEW_WORKFLOWS)
      .orderBy('name')
      .execute();
    expect(definitions.map((row) => [row.name, row.object])).toEqual([
      ['appraisal', 'hcm_appraisal'],
      ['talentRequest', 'hcm_talent_request'],
      ['valuePoints', 'hcm_value_point_request'],
    ]);
    const objects = Object.keys(NEW_ATTRIBUTES);
    const answer = await ok('GET', `def/objects/bynames?names=${objects.join(',')}`, hana);
    for (const [object, names] of Object.entries(NEW_ATTRIBUTES)) {
      const definition = answer.data.find((candidate: { name: string }) => candidate.name === object);
      const attributes = definition.attributes as { name: string; options?: Record<string, unknown> }[];
      const have = attributes.map((attribute) => attribute.name);
      expect(have).toEqual(expect.arrayContaining(names));
      // Nothing 1.1.0 had was dropped.
      const before = PREVIOUS.objects.find((candidate) => candidate.name === object)?.attributes ?? [];
      expect(have).toEqual(expect.arrayContaining(before.map((attribute) => attribute.name)));
      const widget = attributes.find((attribute) => attribute.name === 'workflow_status');
      if (widget) {
        const own = definitions.find((row) => row.object === object);
        expect(widget.options?.workflowId).toBe(own?.id);
      }
    }
  });

  it('translates every HCM workflow step and every HCM label into ar, hi and ur', () => {
    for (const workflow of HCM_PACKAGE.workflows) {
      const keys = ['label', ...workflow.nodes.map((node) => `nodes.${node.id}.label`)];
      for (const locale of ['ar', 'hi', 'ur'] as const) {
        const texts = workflow.translations?.[locale] ?? {};
        expect(
          keys.filter((key) => !texts[key]?.trim()),
          `${workflow.name} ${locale}`,
        ).toEqual([]);
      }
    }
    const labels = HCM_PACKAGE.objects.flatMap((object) =>
      object.attributes.flatMap((attribute) => [
        attribute.label,
        ...((attribute.options?.items as { name: string }[] | undefined) ?? []).map((item) => item.name),
      ]),
    );
    expect(labels.filter((label) => !HCM_LABELS[label])).toEqual([]);
  });

  it('walks an appraisal: a submit without a self rating refused (422), the manager rates and approves, a rejection returns it', async () => {
    const nora = await signIn(t.app, 'nora.none@atrium.local');
    const created = await call('POST', 'records/hcm_appraisal', hana, {
      title: 'Annual review',
      goals: 'Hire two',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      employee_id_display: 'Hana Hr',
      manager_user: ada.profile.id,
      status: 'Draft',
    });
    const status = async () => ok('GET', `workflow/objects/hcm_appraisal/${id}/status/appraisal`, hana);
    const first = await status();
    expect(first.summary).toBe('Pending: Submit self rating');
    const pendingOfAda = async () =>
      (await ok('GET', 'workflow/approvals/pending', ada)).data.filter(
        (row: { recordId: number; object: string }) => row.object === 'hcm_appraisal' && row.recordId === id,
      );
    // Submitted empty: refused with the reason (422), and nothing moved: the instance, its timeline and
    // the record are as they were.
    const timelineOf = () => ok('GET', `workflow/objects/hcm_appraisal/${id}/timeline/appraisal`, hana);
    const [statusBefore, timelineBefore] = [await status(), await timelineOf()];
    const refused = await call('POST', `workflow/instances/${first.instance}/trigger/submit`, hana);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Give your self rating (1 to 5) before you submit the appraisal.');
    expect(await status()).toEqual(statusBefore);
    expect(await timelineOf()).toEqual(timelineBefore);
    expect(await ok('GET', `records/hcm_appraisal/${id}`, hana)).toMatchObject({ status: 'Draft' });
    expect(await pendingOfAda()).toEqual([]);
    // Rated, it goes to the manager; nobody else may decide it.
    await ok('PUT', `records/hcm_appraisal/${id}`, hana, { self_rating: 4 });
    await ok('POST', `workflow/instances/${first.instance}/trigger/submit`, hana);
    expect(await ok('GET', `records/hcm_appraisal/${id}`, hana)).toMatchObject({ status: 'Submitted' });
    const [pending] = await pendingOfAda();
    expect((await call('POST', `workflow/approvals/${pending.id}/approve`, nora, {})).statusCode).toBe(403);
    expect((await call('POST', `workflow/approvals/${pending.id}/approve`, hana, {})).statusCode).toBe(403);
    await ok('POST', `workflow/approvals/${pending.id}/reject`, ada, { comment: 'Add your goals' });
    expect(await ok('GET', `records/hcm_appraisal/${id}`, hana)).toMatchObject({ status: 'Returned' });
    expect((await status()).summary).toBe('Pending: Submit self rating');
    await ok('POST', `workflow/instances/${first.instance}/trigger/submit`, hana);
    const [again] = await pendingOfAda();
    await ok('PUT', `records/hcm_appraisal/${id}`, ada, { manager_rating: 3 });
    await ok('POST', `workflow/approvals/${again.id}/approve`, ada, {});
    expect(await ok('GET', `records/hcm_appraisal/${id}`, hana)).toMatchObject({
      status: 'Completed',
      self_rating: 4,
      manager_rating: 3,
    });
    expect((await status()).status).toBe('COMPLETED');
  });

  it('walks a talent request: Open, the manager approves, then HR, the requester told', async () => {
    const created = await call('POST', 'records/hcm_talent_request', hana, {
      title: 'Payroll analyst',
      skill: 'Payroll',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ manager_user: ada.profile.id, status: 'Open' });
    const [pending] = (await ok('GET', 'workflow/approvals/pending', ada)).data.filter(
      (row: { recordId: number; object: string }) =>
        row.object === 'hcm_talent_request' && row.recordId === id,
    );
    // The requester is not the manager step's approver.
    const refused = await call('POST', `workflow/approvals/${pending.id}/approve`, hana, {});
    expect(refused.statusCode).toBe(403);
    await ok('POST', `workflow/approvals/${pending.id}/approve`, ada, {});
    const hr = await ok('GET', `workflow/objects/hcm_talent_request/${id}/status/talentRequest`, hana);
    expect(hr.currentSteps).toEqual([expect.objectContaining({ nodeId: 'hr' })]);
    await ok('POST', `workflow/approvals/${hr.actions.approvals[0].id}/approve`, hana, {});
    expect(await ok('GET', `records/hcm_talent_request/${id}`, hana)).toMatchObject({ status: 'Approved' });
    const timeline = await ok(
      'GET',
      `workflow/objects/hcm_talent_request/${id}/timeline/talentRequest`,
      hana,
    );
    expect(JSON.stringify(timeline)).toContain('Notified: Your talent request was decided');
  });

  it("adds a value point request's points to the employee once the manager approves", async () => {
    const samId = await idOf('obj_hcm_employee', 'full_name', 'Sam Sales');
    const created = await call('POST', 'records/hcm_value_point_request', hana, {
      employee_id: samId,
      reason: 'Mentored the new hires',
      points: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ manager_user: ada.profile.id, status: 'Submitted' });
    const [pending] = (await ok('GET', 'workflow/approvals/pending', ada)).data.filter(
      (row: { recordId: number; object: string }) =>
        row.object === 'hcm_value_point_request' && row.recordId === id,
    );
    expect((await call('POST', `workflow/approvals/${pending.id}/approve`, hana, {})).statusCode).toBe(403);
    expect(await ok('GET', `records/hcm_employee/${samId}`, hana)).toMatchObject({ value_points: null });
    await ok('POST', `workflow/approvals/${pending.id}/approve`, ada, {});
    expect(await ok('GET', `records/hcm_value_point_request/${id}`, hana)).toMatchObject({
      status: 'Approved',
    });
    expect(await ok('GET', `records/hcm_employee/${samId}`, hana)).toMatchObject({ value_points: 5 });
  });
});
