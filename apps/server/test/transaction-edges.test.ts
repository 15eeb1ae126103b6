import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Db } from '../src/platform/db/database';
import { readAsTenant, withTenant } from '../src/platform/db/tenant';
import { type HeldEdges, holdEdges } from '../src/platform/db/transaction-edges';

const databaseUrl = process.env.DATABASE_URL;

/** A connection that records what it was sent and answers one result per statement in a text. */
function recording(onIdleCommitError: (error: Error) => void = () => {}) {
  const sent: string[] = [];
  let gone = false;
  const run = async (config: pg.QueryConfig) => {
    sent.push(config.text);
    if (gone) throw new Error('the connection is gone');
    const statements = config.text.split('; ');
    const results = statements.map((text) => ({
      command: text,
      rowCount: 0,
      oid: 0,
      fields: [],
      rows: [{ text }],
    }));
    return (results.length === 1 ? results[0] : results) as pg.QueryResult;
  };
  return { sent, held: holdEdges(run, onIdleCommitError), drop: () => (gone = true) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Sends statements without parameters one after another, as Kysely would. */
async function send(held: HeldEdges, ...texts: string[]): Promise<void> {
  for (const text of texts) await held.query({ text });
}

/** A read-only transaction of one statement, its commit held. */
const readOnly = (statement: string) => ['start transaction read only', statement, 'commit'];

describe('a transaction’s edges, held', () => {
  it('sends `begin` with a first statement that has no parameters, in one text, answering that statement', async () => {
    const { sent, held } = recording();
    expect((await held.query({ text: 'begin' })).rows).toEqual([]);
    expect(sent).toEqual([]);
    expect(held.holding()).toBe(true);
    const answer = await held.query({ text: "select set_config('a', '1', true)", values: [] });
    expect(answer.rows).toEqual([{ text: "select set_config('a', '1', true)" }]);
    await held.query({ text: 'select $1', values: [2] });
    await held.query({ text: 'commit' });
    expect(sent).toEqual(["begin; select set_config('a', '1', true)", 'select $1', 'commit']);
    expect(held.holding()).toBe(false);
  });

  it('sends what it holds on its own, answered, before a statement with parameters or a name', async () => {
    const { sent, held } = recording();
    await held.query({ text: 'begin' });
    await held.query({ text: 'select $1', values: [1] });
    await held.query({ text: 'commit' });
    await held.query({ text: 'start transaction read only' });
    await held.query({ name: 'atrium_x', text: '/* prepared */ select 1', values: [] });
    await held.query({ text: 'commit' });
    await held.query({ text: 'begin' });
    await held.query({ text: 'select $1', values: [3] });
    expect(sent).toEqual([
      'begin',
      'select $1',
      'commit',
      'start transaction read only',
      '/* prepared */ select 1',
      'commit; begin',
      'select $1',
    ]);
  });

  it('holds a read-only commit for the next transaction, and sends any other ending at once', async () => {
    const { sent, held } = recording();
    await send(held, 'start transaction read only', 'select 1');
    expect((await held.query({ text: 'commit' })).command).toBe('COMMIT');
    expect(held.holding()).toBe(true);
    await send(held, 'start transaction read only', 'select 2', 'rollback', 'begin', 'select 3', 'commit');
    expect(sent).toEqual([
      'start transaction read only; select 1',
      'commit; start transaction read only; select 2',
      'rollback',
      'begin; select 3',
      'commit',
    ]);
    expect(held.holding()).toBe(false);
  });

  it('sends a held commit when settled, unless a statement took it', async () => {
    const { sent, held } = recording();
    await send(held, ...readOnly('select 1'));
    held.release();
    expect(held.holding()).toBe(true);
    await held.settle();
    await held.settle();
    expect(sent).toEqual(['start transaction read only; select 1', 'commit']);
    await send(held, ...readOnly('select 2'));
    held.release();
    await send(held, 'select 3');
    await held.settle();
    expect(sent.slice(2)).toEqual(['start transaction read only; select 2', 'commit; select 3']);
  });

  it('reports a held commit that fails when settled, without throwing', async () => {
    const failures: Error[] = [];
    const { sent, held, drop } = recording((error) => failures.push(error));
    await send(held, ...readOnly('select 1'));
    drop();
    held.release();
    await held.settle();
    expect(sent).toEqual(['start transaction read only; select 1', 'commit']);
    expect(failures.map((error) => error.message)).toEqual(['the connection is gone']);
  });

  it('never sends a transaction that ran nothing, nor keeps its `begin` past the release', async () => {
    const { sent, held } = recording();
    await held.query({ text: 'begin' });
    expect((await held.query({ text: 'rollback' })).command).toBe('ROLLBACK');
    await send(held, 'start transaction read only', 'commit', 'begin');
    held.release();
    await send(held, 'select 1');
    expect(sent).toEqual(['select 1']);
  });

  it('keeps a held commit across a transaction that ran nothing, and forgets that it was read only', async () => {
    const { sent, held } = recording();
    await send(held, ...readOnly('select 1'), 'start transaction read only', 'commit', 'select 2', 'commit');
    expect(sent).toEqual(['start transaction read only; select 1', 'commit; select 2', 'commit']);
  });

  it('sends the first of two openings before holding the second, so Postgres can refuse it', async () => {
    const { sent, held } = recording();
    await send(held, 'begin', 'begin', 'select 1');
    expect(sent).toEqual(['begin', 'begin; select 1']);
  });
});

describe.skipIf(!databaseUrl)('transactions on PostgreSQL with the opening held', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDatabase({ databaseUrl, dataDir: 'memory://' }).db;
    // The role a migration makes; this file may run before any migration on a new cluster.
    await sql`do $$ begin create role atrium_tenant nologin; exception when duplicate_object then null; end $$`.execute(
      db,
    );
    await sql`create table if not exists opening_probe (id int primary key, note text)`.execute(db);
    await sql`grant all on opening_probe to atrium_tenant`.execute(db);
    await sql`truncate opening_probe`.execute(db);
  });
  afterAll(async () => {
    await sql`drop table if exists opening_probe`.execute(db);
    await db?.destroy();
  });

  it('acts as the tenant, read only, for every statement of a read, its opening and tenant in one round trip, its commit held', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const seen = await readAsTenant(db, 7, async (tx) => {
        const first = await sql<{ org: string; who: string; ro: string }>`
          select current_setting('atrium.org_id') as org, current_user as who,
            current_setting('transaction_read_only') as ro`.execute(tx);
        await sql`select pg_sleep(0.02)`.execute(tx);
        // now() is the transaction's start: it lags the clock only inside one transaction.
        const later = await sql<{ org: string; inside: boolean }>`
          select current_setting('atrium.org_id') as org, now() < clock_timestamp() - interval '15 ms' as inside`.execute(
          tx,
        );
        return [first.rows[0], later.rows[0]];
      });
      expect(seen).toEqual([
        { org: '7', who: 'atrium_tenant', ro: 'on' },
        { org: '7', inside: true },
      ]);
      // Opening and entering the tenant in one, then three statements; the commit is held.
      expect(query).toHaveBeenCalledTimes(4);
      expect(query.mock.calls[0]?.[0]).toMatchObject({
        text: expect.stringMatching(/^start transaction read only; select set_config\('atrium.org_id', '7'/),
      });
      await nextTurn();
      expect(query).toHaveBeenCalledTimes(5);
      expect(query.mock.calls[4]?.[0]).toMatchObject({ text: 'commit' });
    } finally {
      query.mockRestore();
    }
  });

  it('lets another connection change a table right after a read of it: the held commit goes out', async () => {
    await readAsTenant(db, 7, (tx) => sql`select * from opening_probe`.execute(tx));
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      // Waits for the read's share lock; with the commit never sent it would wait for ever.
      await other.query("set lock_timeout = '5s'");
      await other.query('alter table opening_probe add column if not exists extra int');
    } finally {
      await other.end();
    }
  });

  it('sends a held commit before the pool closes, reporting nothing', async () => {
    const failures: Error[] = [];
    const own = createDatabase({ databaseUrl, dataDir: 'memory://' }, (error) => failures.push(error)).db;
    await readAsTenant(own, 7, (tx) => sql`select 1`.execute(tx));
    await own.destroy();
    await nextTurn();
    expect(failures).toEqual([]);
  });

  it('refuses a write in a read and undoes a failed write, as before', async () => {
    await expect(
      readAsTenant(db, 7, (tx) => sql`insert into opening_probe values (1, 'read')`.execute(tx)),
    ).rejects.toThrow(/read-only/);
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`insert into opening_probe values (2, 'undone')`.execute(tx);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await db.transaction().execute((tx) => sql`insert into opening_probe values (3, 'kept')`.execute(tx));
    const rows = await sql<{ id: number }>`select id from opening_probe order by id`.execute(db);
    expect(rows.rows).toEqual([{ id: 3 }]);
  });

  it('leaves nothing of a tenant on the connection after its transaction', async () => {
    await withTenant(db, 9, (tx) => sql`select 1`.execute(tx));
    // The pool has a few connections; ask each of them.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.transaction().execute(async (tx) => {
          const row = await sql<{ org: string | null; who: string }>`
            select current_setting('atrium.org_id', true) as org, current_user as who, pg_sleep(0.01)`.execute(
            tx,
          );
          return row.rows[0];
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer?.who).not.toBe('atrium_tenant');
      expect(answer?.org ?? '').toBe('');
    }
  });
});
