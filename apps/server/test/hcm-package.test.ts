import { type LoginAnswer, validateModulePackage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HCM_PACKAGE } from '../src/seed/hcm/hcm-package';
import { seedHcm } from '../src/seed/hcm/seed-hcm';
import { BUILT_IN_PACKAGES } from '../src/seed/packages';
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

const idOf = async (table: 'obj_hcm_employee' | 'obj_hcm_leave_type', column: string, value: string) => {
  const row = await t.db
    .selectFrom(table as never)
    .select('id' as never)
    .where(column as never, '=', value as never)
    .executeTakeFirstOrThrow();
  return Number((row as { id: number }).id);
};

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedHcm(t.db);
  console.info(`HCM install: ${Math.round(performance.now() - started)} ms`);
  // A second start finds it installed and changes nothing.
  await seedHcm(t.db);
  ahq = (
    await t.db.selectFrom('organizations').select('id').where('code', '=', 'AHQ').executeTakeFirstOrThrow()
  ).id;
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
    expect(record).toMatchObject({ account_email: 'hana.hr@atrium.local', user_id: hana.user.id });
  });
});
