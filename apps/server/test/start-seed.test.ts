import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/database';
import { seedOnStart } from '../src/seed/start-seed';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** The Employee role's one permission in the first demo organization: seedDemoData restores it. */
async function employeeGrants(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .innerJoin('organizations', 'organizations.id', 'roles.org_id')
    .where('roles.name', '=', 'Employee')
    .where('organizations.code', '=', 'AHQ')
    .select('role_permissions.permission')
    .execute();
  return rows.length;
}

async function dropEmployeeGrants(db: Db): Promise<void> {
  const role = await db
    .selectFrom('roles')
    .innerJoin('organizations', 'organizations.id', 'roles.org_id')
    .where('roles.name', '=', 'Employee')
    .where('organizations.code', '=', 'AHQ')
    .select('roles.id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
}

const demoOnly = { seedDemoData: true, seedCrmData: false };

describe('demo seeds at start (decision 0025)', () => {
  it('seeds on every start from source, where there is no build to name', async () => {
    await dropEmployeeGrants(t.db);
    await seedOnStart(t.db, demoOnly, undefined);
    expect(await employeeGrants(t.db)).toBe(1);
    expect(await t.db.selectFrom('seed_marks').selectAll().execute()).toEqual([]);
  });

  it('skips the seeds when the same build seeded this database with the same settings', async () => {
    await seedOnStart(t.db, demoOnly, 'build-a');
    const mark = await t.db.selectFrom('seed_marks').select(['name', 'fingerprint']).execute();
    expect(mark).toEqual([{ name: 'demo', fingerprint: 'build-a crm=false' }]);

    await dropEmployeeGrants(t.db);
    await seedOnStart(t.db, demoOnly, 'build-a');
    expect(await employeeGrants(t.db)).toBe(0);
  });

  it('seeds again when another build starts, and not at all with the demo data off', async () => {
    await seedOnStart(t.db, demoOnly, 'build-b');
    expect(await employeeGrants(t.db)).toBe(1);
    const mark = await t.db.selectFrom('seed_marks').select('fingerprint').executeTakeFirstOrThrow();
    expect(mark.fingerprint).toBe('build-b crm=false');

    await dropEmployeeGrants(t.db);
    await seedOnStart(t.db, { seedDemoData: false, seedCrmData: false }, 'build-c');
    expect(await employeeGrants(t.db)).toBe(0);
    const unchanged = await t.db.selectFrom('seed_marks').select('fingerprint').executeTakeFirstOrThrow();
    expect(unchanged.fingerprint).toBe('build-b crm=false');
  });
});
