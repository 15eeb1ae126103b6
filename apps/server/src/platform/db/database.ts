import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { changeFeedOf, type NotificationSource } from './change-feed';
import { pgliteNotifications, postgresNotifications } from './notification-sources';
import type { Database } from './schema';
import { SettleAfterWrites } from './settle-after-writes';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A tarball of an initialised data directory (PGlite's dumpDataDir), when one was built. */
  pgliteTemplate?: string | undefined;
}

/**
 * A new data directory starts from the template, when there is one: unpacking it takes a fraction of
 * the time initdb does on a first start. An in-memory one is always new.
 */
function templateFor(options: DatabaseOptions, inMemory: boolean): Blob | undefined {
  const fresh = inMemory || !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (!fresh || !options.pgliteTemplate || !existsSync(options.pgliteTemplate)) return undefined;
  return new Blob([readFileSync(options.pgliteTemplate)]);
}

/** Postgres when a URL is configured, otherwise embedded PGlite: the same SQL and migrations either way. */
export function createDatabase(
  options: DatabaseOptions,
  onPoolError: (error: Error) => void = () => {},
): { db: Db; kind: 'postgres' | 'pglite'; notifications: NotificationSource } {
  if (options.databaseUrl) {
    // A server that does not answer (a partition, not a refusal) fails a call in 5 s instead of holding it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', onPoolError);
    // The pool listens only while a client is idle: one checked out (a transaction between two
    // statements) whose server goes away would emit `error` to nobody and end the process. Its queries
    // fail with the error and the pool drops it when it is released.
    pool.on('connect', (client) => client.on('error', onPoolError));
    const db: Db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new SettleAfterWrites(() => changeFeedOf(db).settle())],
    });
    return {
      db,
      kind: 'postgres',
      notifications: postgresNotifications(options.databaseUrl),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const template = templateFor(options, inMemory);
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm serves "contains" searches on big tables; Postgres servers ship it, PGlite loads it here.
  const pglite = new PGlite(options.dataDir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  const db: Db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    plugins: [new SettleAfterWrites(() => changeFeedOf(db).settle())],
  });
  return {
    db,
    kind: 'pglite',
    notifications: pgliteNotifications(pglite),
  };
}
