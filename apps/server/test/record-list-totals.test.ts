import type { LoginAnswer, RecordData } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModel } from '../src/features/records/model-cache';
import { countMatching } from '../src/features/records/records.repository';
import { withTenant } from '../src/platform/db/tenant';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let sam: LoginAnswer;
let ada: LoginAnswer;
let otherOrg: number;

const MATCHING = 20_000;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const energy = q([{ columnName: 'industry', value: 'Energy' }]);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
  ada = await signIn(t.app, 'ada.lovelace@atrium.local');
  const orgs = await t.db.selectFrom('organizations').select('id').execute();
  otherOrg = orgs.map((row) => row.id).find((id) => id !== sam.profile.active_organization) ?? 0;
  // Written as the table owner, past row-level security: 20,000 Energy accounts in Sam's organization,
  // 5,000 in another one, and 3 restricted ones Ada may not read (grants, none of them hers).
  await sql`insert into obj_account (org_id, owner_id, name, industry)
    select ${sam.profile.active_organization}, ${sam.profile.id}, 'Account ' || g, case when g <= ${MATCHING} then 'Energy' else 'Retail' end
    from generate_series(1, ${MATCHING + 2_000}) as g`.execute(t.db);
  await sql`insert into obj_account (org_id, owner_id, name, industry)
    select ${otherOrg}, null, 'Elsewhere ' || g, 'Energy' from generate_series(1, 5000) as g`.execute(t.db);
  const restricted = await sql<{
    id: number;
  }>`insert into obj_account (org_id, owner_id, name, industry, restricted)
    select ${sam.profile.active_organization}, ${sam.profile.id}, 'Private ' || g, 'Energy', true
    from generate_series(1, 3) as g returning id`.execute(t.db);
  for (const { id } of restricted.rows) {
    await t.db
      .insertInto('record_permissions')
      .values({
        org_id: sam.profile.active_organization,
        object: 'account',
        record_id: id,
        to_user_id: sam.profile.id,
        level: 7,
      })
      .execute();
  }
}, 300_000); // 27,000 rows and three objects: minutes on a loaded two-core machine
afterAll(async () => t.close());

describe('the total of a list under row-level security', () => {
  it('is exact when 20,000 rows match, not the count cap (10,001)', async () => {
    const answer = (
      await apiCall(t.app, 'GET', `records/account?filter=${energy}&pageSize=20`, ada.token)
    ).json();
    expect({ total: answer.total, estimate: answer.total_is_estimate }).toEqual({
      total: MATCHING,
      estimate: false,
    });
    expect(answer.last_page).toBe(MATCHING / 20);
  });

  it('counts the restricted records their owner may read, and leaves them out for others', async () => {
    const mine = (await apiCall(t.app, 'GET', `records/account?filter=${energy}`, sam.token)).json();
    expect(mine.total).toBe(MATCHING + 3);
    const searched = q([
      { columnName: 'industry', value: 'Energy' },
      { columnName: 'name', operation: 'startsWith', value: 'Private' },
    ]);
    const others = (await apiCall(t.app, 'GET', `records/account?filter=${searched}`, ada.token)).json();
    expect({ total: others.total, rows: others.data.length }).toEqual({ total: 0, rows: 0 });
  });

  it('past the exact limit answers an estimate from a sample, labelled and close', async () => {
    const model = await loadModel(t.db, 'account');
    const pages = await sql<{ n: number }>`
      select (pg_relation_size('obj_account') / current_setting('block_size')::int)::int as n`.execute(t.db);
    const access = { userId: ada.profile.id, roleIds: [], bypass: false, objectMask: 7 };
    const where = sql`t.industry = ${'Energy'}`;
    const counted = await withTenant(t.db, sam.profile.active_organization, (tx) =>
      countMatching(tx, model, access, where, {
        exactLimit: 1_000,
        samplePages: Math.ceil(Number(pages.rows[0]?.n) / 2),
      }),
    );
    expect(counted.estimate).toBe(true);
    expect(Math.abs(counted.total - MATCHING) / MATCHING).toBeLessThan(0.1);
    const whole = await withTenant(t.db, sam.profile.active_organization, (tx) =>
      countMatching(tx, model, access, where, { exactLimit: 1_000, samplePages: 1_000_000 }),
    );
    expect(whole).toEqual({ total: MATCHING, estimate: false });
    // Sampled, but not clearly past a limit of 30,000: counted exactly after the sample.
    const counted30k = await withTenant(t.db, sam.profile.active_organization, (tx) =>
      countMatching(tx, model, access, where, {
        exactLimit: 30_000,
        samplePages: Math.ceil(Number(pages.rows[0]?.n) / 2),
      }),
    );
    expect(counted30k).toEqual({ total: MATCHING, estimate: false });
  });
});

describe('fields= on a list', () => {
  it('sends only the asked attributes, with id, version and the permission mask', async () => {
    const answer = await apiCall(t.app, 'GET', `records/account?fields=name,industry&pageSize=2`, ada.token);
    expect(answer.statusCode).toBe(200);
    const row = answer.json().data[0] as RecordData;
    expect(Object.keys(row).sort()).toEqual(['id', 'industry', 'name', 'permission', 'version']);
    expect(row.permission).toBe(7);
  });

  it('joins a lookup label only when the lookup is asked for', async () => {
    const account = (await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Parent' })).json();
    await apiCall(t.app, 'POST', 'records/contact', sam.token, { full_name: 'Kid', account_id: account.id });
    const bare = (await apiCall(t.app, 'GET', 'records/contact?fields=full_name', sam.token)).json();
    expect(bare.data[0]).not.toHaveProperty('account_id_display');
    const withLookup = (await apiCall(t.app, 'GET', 'records/contact?fields=account_id', sam.token)).json();
    expect(withLookup.data[0]).toMatchObject({ account_id: account.id, account_id_display: 'Parent' });
    expect(withLookup.data[0]).not.toHaveProperty('full_name');
  });

  it('refuses a field the object does not have, naming it, and a hidden column alike', async () => {
    for (const unknown of ['nickname', 'org_id', 'restricted', '__proto__']) {
      const answer = await apiCall(t.app, 'GET', `records/account?fields=name,${unknown}`, ada.token);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toContain(`'${unknown}'`);
      expect(answer.json().errors.fields[0]).toContain(`'${unknown}'`);
    }
  });

  it('still applies record access: a restricted record stays out of the list', async () => {
    const filter = q([{ columnName: 'name', operation: 'startsWith', value: 'Private' }]);
    const forAda = (
      await apiCall(t.app, 'GET', `records/account?fields=name&filter=${filter}`, ada.token)
    ).json();
    expect(forAda.data).toEqual([]);
    const forSam = (
      await apiCall(t.app, 'GET', `records/account?fields=name&filter=${filter}`, sam.token)
    ).json();
    expect(forSam.data.map((row: RecordData) => row.name).sort()).toEqual([
      'Private 1',
      'Private 2',
      'Private 3',
    ]);
  });
});

describe('the list cache in /metrics', () => {
  const reads = async () => {
    const text = (await t.app.inject('/metrics')).body;
    const count = (result: string) =>
      Number(
        new RegExp(
          `^atrium_cache_reads_total\\{cache="record_lists",result="${result}"\\} (\\S+)$`,
          'm',
        ).exec(text)?.[1],
      );
    return { hits: count('hit'), misses: count('miss') };
  };

  it('counts a new list as a miss, the same list again as a hit while nothing changed, and a miss after a write', async () => {
    const path = `records/account?filter=${q([{ columnName: 'name', value: 'Cache probe' }])}`;
    const before = await reads();
    await apiCall(t.app, 'GET', path, sam.token);
    const afterFirst = await reads();
    expect(afterFirst.misses - before.misses).toBe(1);
    await apiCall(t.app, 'GET', path, sam.token);
    const afterSecond = await reads();
    // Served from memory only while the change feed is live (PGlite's and Postgres' both are here).
    expect({
      hits: afterSecond.hits - afterFirst.hits,
      misses: afterSecond.misses - afterFirst.misses,
    }).toEqual({
      hits: 1,
      misses: 0,
    });
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Cache probe' });
    expect(created.statusCode).toBe(201);
    const listed = await apiCall(t.app, 'GET', path, sam.token);
    expect(listed.json().total).toBe(1);
    expect((await reads()).misses - afterSecond.misses).toBe(1);
  });
});
