import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAsTenant, withTenant } from '../src/platform/db/tenant';
import { createCrmObjects } from './support/crm-fixture';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let orgId: number;
let otherOrg: number;

const names = async (orgs: number) =>
  (
    await sql<{ name: string }>`select name from obj_account where org_id = ${orgs} order by name`.execute(
      t.db,
    )
  ).rows.map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  const orgs = await t.db.selectFrom('organizations').select('id').orderBy('id').execute();
  orgId = orgs[0]?.id ?? 0;
  otherOrg = orgs[1]?.id ?? 0;
  // Written as the table owner, past row-level security: one account in each organization.
  await sql`insert into obj_account (org_id, name) values (${orgId}, 'Tenant read here'), (${otherOrg}, 'Tenant read elsewhere')`.execute(
    t.db,
  );
});

afterAll(async () => {
  await t.close();
});

describe('readAsTenant', () => {
  it("reads only its organization's records, as withTenant does", async () => {
    const read = await readAsTenant(
      t.db,
      orgId,
      async (tx) =>
        (await sql<{ name: string }>`select name from obj_account where name like 'Tenant read%'`.execute(tx))
          .rows,
    );
    expect(read.map((row) => row.name)).toEqual(['Tenant read here']);
  });

  it('refuses a write inside it, and the data stays as it was', async () => {
    const before = await names(orgId);
    await expect(
      readAsTenant(t.db, orgId, (tx) => sql`update obj_account set name = 'Changed' where true`.execute(tx)),
    ).rejects.toThrow(/read-only transaction/);
    expect(await names(orgId)).toEqual(before);
  });

  it("inside a caller's transaction, keeps that transaction writable and gives back its role", async () => {
    await t.db.transaction().execute(async (tx) => {
      await readAsTenant(tx, orgId, (inner) =>
        sql`update obj_account set name = 'Tenant read renamed' where name = 'Tenant read here'`.execute(
          inner,
        ),
      );
      const role = await sql<{ role: string }>`select current_setting('role') as role`.execute(tx);
      expect(role.rows[0]?.role).toBe('none');
      // Back in the caller's own role, past row-level security again: both organizations are seen.
      const seen = await sql<{
        n: number;
      }>`select count(*)::int as n from obj_account where name like 'Tenant read%'`.execute(tx);
      expect(seen.rows[0]?.n).toBe(2);
    });
    expect(await names(orgId)).toContain('Tenant read renamed');
    // withTenant, after a read-only one on the same pool, still writes.
    await withTenant(t.db, orgId, (tx) =>
      sql`update obj_account set name = 'Tenant read here' where name = 'Tenant read renamed'`.execute(tx),
    );
    expect(await names(orgId)).toContain('Tenant read here');
  });
});
