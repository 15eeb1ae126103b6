import fc from 'fast-check';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordAccess, readableInBulkSql, readableSql } from '../src/features/records/record-access';
import { createCrmObjects } from './support/crm-fixture';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

// readableSql (per row, for pages and single records) and readableInBulkSql (one set, for aggregates)
// must pick the same records: reports and lists would otherwise disagree on who sees what.

let t: TestApp;
let orgId: number;
let users: [number, number];
let roles: [number, number];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  orgId = admin.profile.active_organization;
  const people = await t.db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
  const someRoles = await t.db.selectFrom('roles').select('id').orderBy('id').limit(2).execute();
  users = [people[0]?.id ?? 0, people[1]?.id ?? 0];
  roles = [someRoles[0]?.id ?? 0, someRoles[1]?.id ?? 0];
}, 120_000);
afterAll(async () => t.close());

interface Row {
  owner: 0 | 1 | null;
  restricted: boolean;
  grants: { to: 'user0' | 'user1' | 'role0' | 'role1'; level: 1 | 2 | 4 | 7 | 8 }[];
}

const rowArb: fc.Arbitrary<Row> = fc.record({
  owner: fc.constantFrom(0 as const, 1 as const, null),
  restricted: fc.boolean(),
  grants: fc.array(
    fc.record({
      to: fc.constantFrom('user0' as const, 'user1' as const, 'role0' as const, 'role1' as const),
      level: fc.constantFrom(1 as const, 2 as const, 4 as const, 7 as const, 8 as const),
    }),
    { maxLength: 3 },
  ),
});

/** The rule as the product states it: owner, or unrestricted, or a grant and no deny to the person. */
function readableByRule(row: Row, withRole: boolean): boolean {
  if (row.owner === 0 || !row.restricted) return true;
  const mine = row.grants.filter((grant) => grant.to === 'user0' || (withRole && grant.to === 'role0'));
  return mine.length > 0 && mine.every((grant) => grant.level !== 8);
}

async function readableIds(condition: RawBuilder<boolean>): Promise<number[]> {
  const result = await sql<{ id: number }>`select t.id::int as id from obj_account t where ${condition}
    order by t.id`.execute(t.db);
  return result.rows.map((row) => row.id);
}

describe('the two forms of the record access rule', () => {
  it('read the same records as the rule, for any owners, restrictions and grants', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (rows, withRole) => {
          await sql`delete from record_permissions where object = 'account'`.execute(t.db);
          await sql`delete from obj_account`.execute(t.db);
          const expected: number[] = [];
          for (const row of rows) {
            const inserted = await t.db
              .insertInto('obj_account' as never)
              .values({
                org_id: orgId,
                owner_id: row.owner === null ? null : users[row.owner],
                name: 'Property',
                restricted: row.restricted,
              } as never)
              .returning(sql<number>`id::int`.as('id'))
              .executeTakeFirstOrThrow();
            const id = (inserted as { id: number }).id;
            for (const grant of row.grants) {
              const [kind, index] = [grant.to.slice(0, 4), Number(grant.to.slice(4))] as const;
              await t.db
                .insertInto('record_permissions')
                .values({
                  org_id: orgId,
                  object: 'account',
                  record_id: id,
                  to_user_id: kind === 'user' ? users[index as 0 | 1] : null,
                  to_role_id: kind === 'role' ? roles[index as 0 | 1] : null,
                  level: grant.level,
                })
                .execute();
            }
            if (readableByRule(row, withRole)) expected.push(id);
          }
          const access: RecordAccess = {
            userId: users[0],
            roleIds: withRole ? [roles[0]] : [],
            bypass: false,
            objectMask: 1,
          };
          expect(await readableIds(readableSql('account', access))).toEqual(expected);
          expect(await readableIds(readableInBulkSql('account', access))).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('read nothing without the view permission, and everything in super-admin mode', async () => {
    const access: RecordAccess = { userId: users[0], roleIds: [], bypass: false, objectMask: 2 };
    expect(await readableIds(readableInBulkSql('account', access))).toEqual([]);
    const all = await readableIds(sql<boolean>`true`);
    expect(
      await readableIds(readableInBulkSql('account', { ...access, objectMask: 1, bypass: true })),
    ).toEqual(all);
  });
});
