import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/platform/db/migrate';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'false' });
});

afterAll(async () => {
  await t.close();
});

async function ran(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
  return rows.map((row) => row.name);
}

describe('migrations at start', () => {
  it('does nothing on a database that ran every migration of this build', async () => {
    const before = await ran();
    await migrateToLatest(t.db);
    expect(await ran()).toEqual(before);
  });

  it('runs a migration the database has not run', async () => {
    await sql`drop function atrium_notify_update() cascade`.execute(t.db);
    await sql`delete from kysely_migration where name = '0043-described-updates'`.execute(t.db);
    await migrateToLatest(t.db);
    expect(await ran()).toContain('0043-described-updates');
    const functions = await sql<{ n: number }>`
      select count(*)::int as n from pg_proc where proname = 'atrium_notify_update'`.execute(t.db);
    expect(functions.rows[0]?.n).toBe(1);
  });

  it('refuses a database that ran a migration this build does not know', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-build', now())`.execute(
      t.db,
    );
    await expect(migrateToLatest(t.db)).rejects.toThrow(/9999-from-a-newer-build/);
    await sql`delete from kysely_migration where name = '9999-from-a-newer-build'`.execute(t.db);
  });
});
