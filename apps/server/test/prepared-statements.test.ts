import type { LoginAnswer } from '@atrium/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/platform/db/database';
import { PREPARED_PER_CONNECTION, prepared } from '../src/platform/db/prepared-statements';
import { apiCall, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const databaseUrl = process.env.DATABASE_URL;

let t: TestApp;
let admin: LoginAnswer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'super.admin@atrium.local');
  const made = await apiCall(t.app, 'POST', 'administration/creator/objects', admin.token, {
    name: 'gadget',
    display_name: 'Gadget',
    module: 'crm',
    label_attribute: 'title',
    attributes: [{ name: 'title', label: 'Title', type: 'singleLine' }],
  });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('a record read by id, prepared once per connection', () => {
  it('keeps answering the whole record while the designer adds and removes attributes', async () => {
    const created = await apiCall(t.app, 'POST', 'records/gadget', admin.token, { title: 'Lamp' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const read = async () => {
      // More reads than the pool has connections, at once: every connection prepares the statement.
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => apiCall(t.app, 'GET', `records/gadget/${id}`, admin.token)),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      return answers.map((answer) => answer.json<Record<string, unknown>>());
    };
    for (const record of await read()) expect(record).toMatchObject({ id, title: 'Lamp' });
    const added = await apiCall(
      t.app,
      'POST',
      'administration/creator/objects/gadget/attributes',
      admin.token,
      {
        name: 'colour',
        label: 'Colour',
        type: 'singleLine',
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const saved = await apiCall(t.app, 'PUT', `records/gadget/${id}`, admin.token, { colour: 'Amber' });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const record of await read()) expect(record).toMatchObject({ id, title: 'Lamp', colour: 'Amber' });
    const cleared = await apiCall(t.app, 'PUT', `records/gadget/${id}`, admin.token, { colour: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const attribute = added.json<{ id: number }>().id;
    const removed = await apiCall(
      t.app,
      'DELETE',
      `administration/creator/objects/gadget/attributes/${attribute}`,
      admin.token,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    for (const record of await read()) {
      expect(record).toMatchObject({ id, title: 'Lamp' });
      expect(record).not.toHaveProperty('colour');
    }
  });
});

describe.skipIf(!databaseUrl)('prepared statements on PostgreSQL', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase({ databaseUrl, dataDir: 'memory://' }).db;
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const preparedHere = async (tx: Db) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements where name like 'atrium_%'`.execute(tx)
    ).rows[0]?.n;

  it('prepares a marked statement once on its connection and runs it by name after', async () => {
    await db.transaction().execute(async (tx) => {
      const before = await preparedHere(tx);
      for (const value of [1, 2, 3]) {
        const answer = await prepared(sql<{ n: number }>`select ${value}::int + 1 as n`).execute(tx);
        expect(answer.rows).toEqual([{ n: value + 1 }]);
      }
      expect(await preparedHere(tx)).toBe(Number(before) + 1);
      // Unmarked statements stay unnamed.
      await sql`select 1`.execute(tx);
      expect(await preparedHere(tx)).toBe(Number(before) + 1);
    });
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} on a connection, and runs the rest unnamed`, async () => {
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i += 1) {
        const answer = await prepared(sql<{ n: number }>`select ${sql.lit(i)}::int as n`).execute(tx);
        expect(answer.rows).toEqual([{ n: i }]);
      }
      expect(await preparedHere(tx)).toBe(PREPARED_PER_CONNECTION);
    });
  });
});
