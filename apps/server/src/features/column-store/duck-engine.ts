import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DuckDBConnection, DuckDBInstance, DuckDBPreparedStatement } from '@duckdb/node-api';

/** Prepared reads kept per connection; the least recently used is let go of beyond this. */
const READS_PER_CONNECTION = 100;

/** A row as DuckDB hands it to JavaScript (BIGINT as bigint, DECIMAL and DOUBLE as number). */
export type DuckRow = Record<string, unknown>;

/** The embedded analytical database the reports' column store keeps its copies in (decision 0029). */
export interface DuckEngine {
  /** One statement on a free connection; every value is bound as text and cast in the SQL. */
  query(text: string, values?: (string | null)[]): Promise<DuckRow[]>;
  /**
   * A read asked again and again with other values (a list's total, a report): prepared once per
   * connection and kept, so DuckDB parses, binds and plans its text once, not on every request.
   */
  read(text: string, values: (string | null)[]): Promise<DuckRow[]>;
  /** Forgets the kept reads of a table that is being dropped (`"name"` as the statements quote it). */
  forgetReadsOf(table: string): void;
  /** Work that needs one connection to itself: a transaction, an append. */
  withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DuckEngineOptions {
  threads: number;
  /** How many statements may run at once; more wait for a free connection. */
  connections: number;
  memoryLimit: string;
}

/**
 * Opens a DuckDB database in a file of its own under the system's temporary folder: a file, not
 * memory, because DuckDB compresses only what it checkpoints to disk, and compressed columns scan two
 * to three times faster. The copy is disposable: every start builds it anew and `close` deletes it.
 * The native module loads only here, so a server whose reports never reach the column store never
 * loads it.
 */
export async function openDuckEngine(options: DuckEngineOptions): Promise<DuckEngine> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const file = path.join(tmpdir(), `atrium-columns-${process.pid}-${randomUUID()}.duckdb`);
  const instance: DuckDBInstance = await DuckDBInstance.create(file, {
    threads: String(options.threads),
    memory_limit: options.memoryLimit,
  });
  const idle: DuckDBConnection[] = [];
  for (let index = 0; index < options.connections; index += 1) idle.push(await instance.connect());
  const waiting: ((connection: DuckDBConnection) => void)[] = [];
  let closed = false;
  // Per connection, its prepared reads by text, least recently used first, and how many of the
  // forgotten tables it has already let go of: a connection forgets only while it is free.
  const kept = new Map<DuckDBConnection, { reads: Map<string, DuckDBPreparedStatement>; forgot: number }>(
    idle.map((connection) => [connection, { reads: new Map(), forgot: 0 }]),
  );
  let forgotten: string[] = [];

  const acquire = (): Promise<DuckDBConnection> => {
    if (closed) return Promise.reject(new Error('The column store is closed.'));
    const free = idle.pop();
    return free ? Promise.resolve(free) : new Promise((resolve) => waiting.push(resolve));
  };
  const release = (connection: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };
  const withConnection = async <T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> => {
    const connection = await acquire();
    try {
      return await work(connection);
    } finally {
      release(connection);
    }
  };

  // Names every connection has let go of are not needed again; a connection that keeps no read has
  // nothing to let go of (a read it prepares meanwhile on a dropped table fails and is let go of then).
  const trimForgotten = () => {
    for (const state of kept.values()) if (state.reads.size === 0) state.forgot = forgotten.length;
    const everywhere = Math.min(...[...kept.values()].map((state) => state.forgot));
    if (everywhere === 0) return;
    forgotten = forgotten.slice(everywhere);
    for (const state of kept.values()) state.forgot -= everywhere;
  };

  const preparedOn = async (connection: DuckDBConnection, text: string) => {
    const mine = kept.get(connection);
    if (!mine) throw new Error('A connection the column store did not open.');
    // Most reads find nothing newly forgotten and skip this.
    if (mine.forgot < forgotten.length) {
      for (const table of forgotten.slice(mine.forgot)) {
        for (const [read, statement] of mine.reads) {
          if (!read.includes(table)) continue;
          statement.destroySync();
          mine.reads.delete(read);
        }
      }
      mine.forgot = forgotten.length;
      trimForgotten();
    }
    const known = mine.reads.get(text);
    if (known) {
      mine.reads.delete(text);
      mine.reads.set(text, known);
      return known;
    }
    const statement = await connection.prepare(text);
    mine.reads.set(text, statement);
    const oldest = mine.reads.keys().next().value;
    if (mine.reads.size > READS_PER_CONNECTION && oldest !== undefined) {
      mine.reads.get(oldest)?.destroySync();
      mine.reads.delete(oldest);
    }
    return statement;
  };

  return {
    withConnection,
    query: (text, values = []) =>
      withConnection(async (connection) => {
        const reader = await connection.runAndReadAll(text, values);
        return reader.getRowObjectsJS() as DuckRow[];
      }),
    read: (text, values) =>
      withConnection(async (connection) => {
        const statement = await preparedOn(connection, text);
        try {
          statement.bind(values);
          const reader = await statement.runAndReadAll();
          return reader.getRowObjectsJS() as DuckRow[];
        } catch (error) {
          // A statement that failed is prepared anew next time, after whatever changed under it.
          statement.destroySync();
          kept.get(connection)?.reads.delete(text);
          throw error;
        }
      }),
    forgetReadsOf: (table) => {
      forgotten.push(`"${table}"`);
      trimForgotten();
    },
    close: async () => {
      closed = true;
      for (const connection of idle) connection.closeSync();
      instance.closeSync();
      await Promise.all([rm(file, { force: true }), rm(`${file}.wal`, { force: true })]);
    },
  };
}
