import { ATRIUM_VERSION, type LoginAnswer, validateModulePackage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let ada: LoginAnswer;
let superAdmin: LoginAnswer;
let orgId: number;

/** An errand is created, someone presses Done, and the workflow marks it done. */
function errandFlow(doneValue: string) {
  return {
    name: 'errandFlow',
    label: 'Errand',
    object: 'errand',
    start: { on: 'create' },
    startNode: 'finish',
    nodes: [
      { id: 'finish', label: 'Finish', kind: 'MANUAL_TRIGGER', name: 'done' },
      {
        id: 'mark',
        label: 'Marked',
        kind: 'SET_FIELDS',
        values: { status: { kind: 'value', value: doneValue } },
      },
      { id: 'end', label: 'End', kind: 'END' },
    ],
    transitions: [
      { id: 'finished', from: 'finish', to: 'mark', on: 'done' },
      { id: 'marked', from: 'mark', to: 'end', on: 'done' },
    ],
  };
}

function errands(version: string, workflow: Record<string, unknown> = errandFlow('Done')) {
  return {
    format: 1,
    name: 'errands',
    title: 'Errands',
    version,
    atrium: ATRIUM_VERSION,
    objects: [
      {
        name: 'errand',
        display_name: 'Errand',
        module: 'errands',
        label_attribute: 'title',
        attributes: [
          { name: 'title', label: 'Title', type: 'singleLine', options: { required: true } },
          { name: 'status', label: 'Status', type: 'singleLine' },
          {
            name: 'workflow_status',
            label: 'Workflow status',
            type: 'workflowStatusSummary',
            options: { workflowId: 'errandFlow' },
          },
        ],
      },
    ],
    workflows: [workflow],
  };
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = ada) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(who.token, orgId),
    ...(payload ? { payload } : {}),
  });
}

const importPackage = (pkg: unknown) =>
  call('POST', 'auth/packages/import', { org_id: orgId, package: pkg, demo: false });

async function versions() {
  return t.db
    .selectFrom('workflow_definitions')
    .select(['version', 'status', 'definition'])
    .where('name', '=', 'errandFlow')
    .orderBy('version')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  superAdmin = await signIn(t.app, 'super.admin@atrium.local');
  const org = await t.db
    .selectFrom('organizations')
    .select('id')
    .where('code', '=', 'AHQ')
    .executeTakeFirstOrThrow();
  orgId = org.id;
});
afterAll(async () => {
  await t?.close();
});

describe('workflows in a package', () => {
  it('lists every workflow error with its path, and installs nothing', async () => {
    const broken = errandFlow('Done');
    broken.transitions = [{ id: 'finished', from: 'finish', to: 'nowhere', on: 'done' }];
    const pkg = errands('1.0.0', broken);
    pkg.objects[0]?.attributes.push({
      name: 'other_status',
      label: 'Other',
      type: 'workflowTimeline',
      options: { workflowId: 'missingFlow' },
    });
    const local = validateModulePackage(pkg);
    expect(local.ok).toBe(false);
    const response = await importPackage(pkg);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).some((path) => path.startsWith('workflows[0]'))).toBe(true);
    expect(errors['objects[0].attributes[3].options.workflowId']?.[0]).toContain("'missingFlow'");
    expect(await versions()).toEqual([]);
    const object = await t.db
      .selectFrom('objects')
      .select('id')
      .where('name', '=', 'errand')
      .executeTakeFirst();
    expect(object).toBeUndefined();
  });

  it('refuses a workflow on an object the package does not declare', () => {
    const result = validateModulePackage(errands('1.0.0', { ...errandFlow('Done'), object: 'account' }));
    expect(result.ok ? [] : result.errors).toContainEqual({
      path: 'workflows[0].object',
      message: "A workflow names the object 'account', which the package does not declare.",
    });
  });

  it('publishes the workflow on install, and a record created then starts on it', async () => {
    const response = await importPackage(errands('1.0.0'));
    expect(response.json()).toMatchObject({ outcome: 'installed' });
    expect((await versions()).map((row) => [row.version, row.status])).toEqual([[1, 'ACTIVE']]);
    // The widget stores the definition's id (spec 001 §3.5); the package named it.
    const widget = await t.db
      .selectFrom('attributes')
      .select('options')
      .where('name', '=', 'workflow_status')
      .where('object_id', '=', t.db.selectFrom('objects').select('id').where('name', '=', 'errand'))
      .executeTakeFirstOrThrow();
    const active = await t.db
      .selectFrom('workflow_definitions')
      .select('id')
      .where('name', '=', 'errandFlow')
      .executeTakeFirstOrThrow();
    expect(widget.options).toMatchObject({ workflowId: active.id });
    const created = await call('POST', 'records/errand', { title: 'Post the letters' }, superAdmin);
    expect(created.json()).toMatchObject({ id: expect.any(Number) });
    const id = created.json<{ id: number }>().id;
    const status = await call(
      'GET',
      `workflow/objects/errand/${id}/status/errandFlow`,
      undefined,
      superAdmin,
    );
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ workflow: { name: 'errandFlow', version: 1 } });
  });

  it('an upgrade that leaves the workflow alone keeps what an administrator published', async () => {
    const edited = errandFlow('Finished');
    expect((await call('PUT', 'workflow/definitions/errandFlow', edited)).statusCode).toBeLessThan(300);
    expect((await call('POST', 'workflow/definitions/errandFlow/publish')).statusCode).toBeLessThan(300);
    expect((await importPackage(errands('1.0.1'))).statusCode).toBe(200);
    const rows = await versions();
    expect(rows.map((row) => [row.version, row.status])).toEqual([
      [1, 'RETIRED'],
      [2, 'ACTIVE'],
    ]);
  });

  it('an upgrade that changes the workflow publishes it as the next version', async () => {
    expect((await importPackage(errands('1.1.0', errandFlow('Completed')))).statusCode).toBe(200);
    const rows = await versions();
    expect(rows.map((row) => [row.version, row.status])).toEqual([
      [1, 'RETIRED'],
      [2, 'RETIRED'],
      [3, 'ACTIVE'],
    ]);
    expect(JSON.stringify(rows[2]?.definition)).toContain('Completed');
  });

  it('travels in an export, as it runs here', async () => {
    const response = await call('GET', `auth/packages/errands/export?org_id=${orgId}`);
    expect(response.statusCode).toBe(200);
    const exported = response.json<{ workflows: { name: string; nodes: unknown[] }[] }>();
    expect(exported.workflows.map((workflow) => workflow.name)).toEqual(['errandFlow']);
    expect(JSON.stringify(exported.workflows[0])).toContain('Completed');
    expect(validateModulePackage(exported).ok).toBe(true);
    expect(JSON.stringify(exported)).toContain('"workflowId":"errandFlow"');
  });

  it('keeps its translations through an upgrade and an export, and refuses a key naming no step', async () => {
    const translations = { ar: { label: 'مهمة', 'nodes.finish.label': 'إنهاء' }, ur: { label: 'کام' } };
    const ghost = { ...errandFlow('Completed'), translations: { ar: { 'nodes.ghost.label': 'شبح' } } };
    const refused = await importPackage(errands('1.2.0', ghost));
    expect(refused.statusCode).toBe(422);
    const messages = Object.values(refused.json<{ errors: Record<string, string[]> }>().errors).flat();
    expect(messages.join(' ')).toContain("The ar translation 'nodes.ghost.label' names no label");
    expect(await versions()).toHaveLength(3);
    const upgraded = await importPackage(errands('1.2.0', { ...errandFlow('Completed'), translations }));
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const response = await call('GET', `auth/packages/errands/export?org_id=${orgId}`);
    const exported = response.json<{ workflows: { translations?: unknown }[] }>();
    expect(exported.workflows[0]?.translations).toEqual(translations);
    expect(validateModulePackage(exported).ok).toBe(true);
  });
});
