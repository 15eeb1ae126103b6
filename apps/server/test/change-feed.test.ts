import type { LoginAnswer, RecordData } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf } from '../src/platform/db/change-feed';
import { createCrmObjects } from './support/crm-fixture';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Lists, sessions and models are remembered between calls; these tests change the database behind the
 * app's back (as another server process would) and check that the next call sees the change.
 */
let t: TestApp;
let sam: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, 'super.admin@atrium.local');
  await createCrmObjects(t.app, admin.token);
  sam = await signIn(t.app, 'sam.sales@atrium.local');
});
afterAll(async () => t.close());

/** A write made outside the app, then the wait for its notification (a raw statement is not settled). */
async function writeBehindTheAppsBack(statement: ReturnType<typeof sql>): Promise<void> {
  await statement.execute(t.db);
  await changeFeedOf(t.db).settle();
}

const names = async (token = sam.token) =>
  (await apiCall(t.app, 'GET', 'records/account?pageSize=100', token))
    .json<{ data: RecordData[] }>()
    .data.map((record) => record.name);

describe('caches kept true by change notifications', () => {
  it('listens for changes', () => {
    expect(changeFeedOf(t.db).live).toBe(true);
  });

  it('answers a repeated list from memory, and the next list after any write sees it', async () => {
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Cached Co' });
    expect(created.statusCode).toBe(201);
    const id = created.json<RecordData>().id;
    expect(await names()).toContain('Cached Co');
    expect(await names()).toContain('Cached Co');

    await writeBehindTheAppsBack(sql`update obj_account set name = 'Renamed Elsewhere' where id = ${id}`);
    const after = await names();
    expect(after).toContain('Renamed Elsewhere');
    expect(after).not.toContain('Cached Co');
  });

  it('sees a deny grant made elsewhere', async () => {
    const created = await apiCall(t.app, 'POST', 'records/account', sam.token, { name: 'Denied Later' });
    const id = created.json<RecordData>().id;
    expect(await names()).toContain('Denied Later');
    // Someone else owns it now and has denied Sam: owners keep full access, so the owner changes first.
    await writeBehindTheAppsBack(sql`update obj_account set restricted = true,
      owner_id = (select id from users where email = 'super.admin@atrium.local') where id = ${id}`);
    await writeBehindTheAppsBack(sql`
      insert into record_permissions (org_id, object, record_id, to_user_id, level)
      select org_id, 'account', id, ${sam.profile.id}, 8 from obj_account where id = ${id}`);
    expect(await names()).not.toContain('Denied Later');
  });

  it('refuses a session revoked elsewhere on its very next call', async () => {
    const session = await signIn(t.app, 'sam.sales@atrium.local');
    expect((await apiCall(t.app, 'GET', 'auth/me', session.token)).statusCode).toBe(200);
    expect((await apiCall(t.app, 'GET', 'auth/me', session.token)).statusCode).toBe(200);
    await writeBehindTheAppsBack(sql`update sessions set revoked_at = now()
      where id = (select id from sessions where user_id = ${session.profile.id} order by created_at desc limit 1)`);
    expect((await apiCall(t.app, 'GET', 'auth/me', session.token)).statusCode).toBe(401);
  });

  it('sees a membership removed elsewhere on the next call', async () => {
    const session = await signIn(t.app, 'sam.sales@atrium.local');
    expect((await apiCall(t.app, 'GET', 'records/account', session.token)).statusCode).toBe(200);
    await writeBehindTheAppsBack(sql`delete from memberships where user_id = ${session.profile.id}`);
    expect((await apiCall(t.app, 'GET', 'records/account', session.token)).statusCode).toBe(403);
  });
});
