import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countsByDefault } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { readAtOneSnapshot } from '../../platform/db/snapshot-read';
import type { RecordModel } from '../records/record-model';
import type { DuckEngine } from './duck-engine';
import { compileDuck } from './duck-sql';
import { decimalFits, decimalType, type ReplicaColumn } from './replica-columns';

// Small enough that reading and writing one batch never holds the event loop for long.
const BATCH_ROWS = 10_000;
/** Categorical attributes the copy is ordered by after the organization: more would order by noise. */
const CLUSTERING_COLUMNS = 3;

/** Where a copy stands: what Postgres had committed when it last read, and when that was. */
interface Position {
  /** `pg_current_snapshot()` of the last read, as text. */
  snapshot: string;
  /** The change feed's generation of the object's topic, read just before that snapshot. */
  generation: number;
  at: number;
}

/** Each column as text, the way DuckDB casts it back: times as UTC wall-clock time. */
function textColumns(columns: ReplicaColumn[]) {
  return columns.map((column, index) => {
    const value =
      column.storage === 'datetime'
        ? sql`to_char(${sql.ref(column.name)} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`
        : sql`${sql.ref(column.name)}::text`;
    return sql`${value} as ${sql.id(`c${index}`)}`;
  });
}

/**
 * One object table copied into the column store and kept up to date with it (decision 0029). The
 * first load reads every row at one snapshot; a catch-up reads again only the rows that transactions
 * outside the last snapshot wrote (`change_xid`, migration 0042) and removes the ids they deleted
 * (`record_tombstones`), so a copy is exactly the table as of its last read.
 */
export class ObjectReplica {
  private position: Position | undefined;
  /** Callers that asked for a fresh copy, and the first of them the last catch-up did not cover. */
  private asked = 0;
  private covered = 0;
  private running: Promise<void> | undefined;
  /** Rows the load wrote in the clustering order, and rows catch-ups appended after them since. */
  private loadedRows = 0;
  private appendedRows = 0;

  constructor(
    private readonly engine: DuckEngine,
    readonly model: RecordModel,
    /** Decimal types are sized by `load`, from the values the table holds. */
    public columns: ReplicaColumn[],
    /** The copy's table in DuckDB: a new name per load, so a reload never shows half a table. */
    readonly duckTable: string,
  ) {}

  get lastRead(): number | undefined {
    return this.position?.at;
  }

  /**
   * Whether the rows appended out of order since the load (every changed row is) have reached
   * `reorderRows` and a tenth of the copy: past that, filters read that tail whole, and loading again
   * writes it in order.
   */
  outOfOrder(reorderRows: number): boolean {
    return this.appendedRows >= Math.max(reorderRows, this.loadedRows / 10);
  }

  /** Reads the whole table into a new DuckDB table at one snapshot. */
  async load(db: Db, generation: () => number): Promise<void> {
    const staging = sql.table(`${this.duckTable}_staging`);
    await this.run(
      sql`create table ${staging} (${sql.join(this.columns.map((c) => sql`${sql.ref(c.name)} varchar`))})`,
    );
    this.position = await readAtOneSnapshot(db, async (tx) => {
      const seen = generation();
      const snapshot = await currentSnapshot(tx);
      this.columns = await this.sizeDecimals(tx);
      let after = 0;
      for (;;) {
        const rows = await this.readRows(tx, sql`id > ${after}`, sql`order by id limit ${BATCH_ROWS}`);
        await this.append(`${this.duckTable}_staging`, rows);
        this.loadedRows += rows.length;
        const last = rows.at(-1)?.[0];
        if (!last || rows.length < BATCH_ROWS) break;
        after = Number(last);
      }
      return { snapshot, generation: seen, at: Date.now() };
    });
    await this.run(
      sql`create table ${sql.table(this.duckTable)} (${sql.join(this.columns.map((c) => sql`${sql.ref(c.name)} ${sql.raw(c.duckType)}`))})`,
    );
    const order = await this.clusteringOrder(staging);
    await this.run(
      sql`insert into ${sql.table(this.duckTable)} select ${this.castColumns()} from ${staging}
        order by ${sql.join(order.map((name) => sql.ref(name)))}`,
    );
    await this.run(sql`drop table ${staging}`);
    // Compresses the columns (dictionaries, bit-packing): scans then read a fraction of the bytes.
    await this.run(sql`checkpoint`);
  }

  /**
   * The order the copy is written in, so that DuckDB's zone maps (each row group's least and greatest
   * value per column) skip what a filter cannot match: the organization first, then the object's
   * categorical attributes (statuses and selects, the types a chart counts by), fewest values first.
   * A list filtered to one category then counts a fiftieth of a million rows, not all of them. Rows
   * changed later are appended by catch-ups and are not in order; the next load orders them again.
   */
  private async clusteringOrder(staging: RawBuilder<unknown>): Promise<string[]> {
    const categorical = this.columns
      .map((column) => column.name)
      .filter((name) => {
        const field = this.model.fields.get(name);
        return field !== undefined && countsByDefault(field.type);
      });
    if (categorical.length === 0) return ['org_id'];
    const statement = compileDuck(
      sql`select ${sql.join(
        categorical.map(
          (name, index) => sql`approx_count_distinct(${sql.ref(name)}) as ${sql.id(`d${index}`)}`,
        ),
      )} from ${staging}`,
    );
    const [row = {}] = await this.engine.query(statement.text, statement.values);
    const distinct = (index: number) => Number(row[`d${index}`] ?? 0);
    const fewestFirst = categorical
      .map((name, index) => ({ name, values: distinct(index) }))
      .sort((a, b) => a.values - b.values)
      .slice(0, CLUSTERING_COLUMNS)
      .map((column) => column.name);
    return ['org_id', ...fewestFirst];
  }

  /** Each decimal attribute's type, from the widest value the table holds. */
  private async sizeDecimals(tx: Db): Promise<ReplicaColumn[]> {
    const decimals = this.columns.filter((c) => c.duckType.startsWith('DECIMAL'));
    if (decimals.length === 0) return this.columns;
    const widths = decimals.flatMap((c, index) => [
      sql`coalesce(max(min_scale(${sql.ref(c.name)})), 0)::int as ${sql.id(`s${index}`)}`,
      sql`coalesce(max(length(split_part(abs(trunc(${sql.ref(c.name)}))::text, '.', 1))), 1)::int as ${sql.id(`w${index}`)}`,
    ]);
    const result = await sql<Record<string, number>>`
      select ${sql.join(widths)} from ${sql.table(this.model.table)}`.execute(tx);
    const row = result.rows[0] ?? {};
    return this.columns.map((column) => {
      const index = decimals.indexOf(column);
      if (index < 0) return column;
      return {
        ...column,
        duckType: decimalType(Number(row[`w${index}`] ?? 1), Number(row[`s${index}`] ?? 0)),
      };
    });
  }

  /**
   * Resolves once the copy holds every change committed before the call, as this process knows it:
   * at once while the change feed is live and has told of no change since the last read; otherwise
   * after a catch-up that started after the call (an earlier one may have read before a write the
   * caller has already seen acknowledged).
   */
  async fresh(db: Db, live: boolean, generation: () => number): Promise<void> {
    if (live && this.position && generation() === this.position.generation) return;
    const mine = ++this.asked;
    while (this.covered < mine) {
      this.running ??= this.catchUp(db, generation).finally(() => {
        this.running = undefined;
      });
      await this.running;
    }
  }

  private async catchUp(db: Db, generation: () => number): Promise<void> {
    const from = this.position;
    if (!from) throw new Error(`The copy of ${this.model.table} was never loaded.`);
    const covers = this.asked;
    const unseen = (column: string) =>
      sql`${sql.ref(column)} >= pg_snapshot_xmin(${from.snapshot}::pg_snapshot)
        and not pg_visible_in_snapshot(${sql.ref(column)}, ${from.snapshot}::pg_snapshot)`;
    const { position, rows, deleted } = await readAtOneSnapshot(db, async (tx) => {
      const seen = generation();
      const snapshot = await currentSnapshot(tx);
      const rows = await this.readRows(tx, unseen('change_xid'), sql``);
      const gone = await sql<{ record_id: string }>`
        select record_id::text from record_tombstones
        where table_name = ${this.model.table} and ${unseen('change_xid')}`.execute(tx);
      return {
        position: { snapshot, generation: seen, at: Date.now() },
        rows,
        deleted: gone.rows.map((row) => row.record_id),
      };
    });
    const ids = [...deleted, ...rows.map((row) => row[0] as string)];
    if (ids.length > 0) {
      const target = sql.table(this.duckTable);
      const staging = `${this.duckTable}_changes`;
      await this.engine.withConnection(async (connection) => {
        const run = (fragment: RawBuilder<unknown>) => {
          const statement = compileDuck(fragment);
          return connection.run(statement.text, statement.values);
        };
        await run(
          sql`create or replace table ${sql.table(staging)} (${sql.join(this.columns.map((c) => sql`${sql.ref(c.name)} varchar`))})`,
        );
        await stageRows(connection, staging, rows, this.columns);
        await run(sql`begin transaction`);
        try {
          await run(
            sql`delete from ${target} where id in (select unnest(cast(${`[${ids.join(',')}]`} as bigint[])))`,
          );
          await run(sql`insert into ${target} select ${this.castColumns()} from ${sql.table(staging)}`);
          await run(sql`commit`);
        } catch (error) {
          await run(sql`rollback`);
          throw error;
        }
        await run(sql`drop table ${sql.table(staging)}`);
      });
    }
    this.appendedRows += rows.length;
    this.position = position;
    this.covered = covers;
  }

  private castColumns() {
    return sql.join(this.columns.map((c) => sql`cast(${sql.ref(c.name)} as ${sql.raw(c.duckType)})`));
  }

  private async readRows(tx: Db, where: RawBuilder<unknown>, tail: RawBuilder<unknown>) {
    const result = await sql<Record<string, string | null>>`
      select ${sql.join(textColumns(this.columns))} from ${sql.table(this.model.table)}
      where ${where} ${tail}`.execute(tx);
    return result.rows.map((row) => Object.values(row)) as (string | null)[][];
  }

  private async append(table: string, rows: (string | null)[][]): Promise<void> {
    await this.engine.withConnection((connection) => stageRows(connection, table, rows, this.columns));
  }

  private async run(fragment: RawBuilder<unknown>): Promise<void> {
    const statement = compileDuck(fragment);
    await this.engine.query(statement.text, statement.values);
  }
}

async function currentSnapshot(tx: Db): Promise<string> {
  const result = await sql<{ snapshot: string }>`select pg_current_snapshot()::text as snapshot`.execute(tx);
  const snapshot = result.rows[0]?.snapshot;
  if (!snapshot) throw new Error('Postgres told no snapshot.');
  return snapshot;
}

/** A CSV field: quoted, with quotes doubled; a null is an unquoted `\N`, unlike an empty text. */
function csvField(value: string | null): string {
  return value === null ? '\\N' : `"${value.replaceAll('"', '""')}"`;
}

/**
 * Adds rows to an all-text staging table through a CSV file that DuckDB reads on its own threads: an
 * appender flushes on the main thread, which for a 50,000-row batch held the event loop for over a
 * second and stalled every request meanwhile.
 */
async function stageRows(
  connection: Parameters<Parameters<DuckEngine['withConnection']>[0]>[0],
  table: string,
  rows: (string | null)[][],
  columns: ReplicaColumn[],
): Promise<void> {
  if (rows.length === 0) return;
  // DuckDB would round a decimal with more places than its column keeps: the copy loads again instead.
  for (const [index, column] of columns.entries()) {
    if (!column.duckType.startsWith('DECIMAL')) continue;
    const outgrown = rows.find(
      (row) => row[index] != null && !decimalFits(column.duckType, String(row[index])),
    );
    if (outgrown) throw new Error(`A value of ${column.name} does not fit the copy's ${column.duckType}.`);
  }
  const file = path.join(tmpdir(), `atrium-copy-${randomUUID()}.csv`);
  await writeFile(file, `${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`);
  try {
    // Every column read as text, by position: the names and types are the staging table's own.
    const layout = sql.raw(`{${columns.map((_, index) => `'c${index}': 'VARCHAR'`).join(', ')}}`);
    const statement = compileDuck(sql`insert into ${sql.table(table)} select * from read_csv(${file},
      header = false, delim = ',', quote = '"', escape = '"', nullstr = '\\N',
      allow_quoted_nulls = false, auto_detect = false, columns = ${layout})`);
    await connection.run(statement.text, statement.values);
  } finally {
    await rm(file, { force: true });
  }
}
