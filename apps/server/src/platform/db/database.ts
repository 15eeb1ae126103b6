import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { changeFeedOf, type NotificationSource } from './change-feed';
import { pgliteNotifications, postgresNotifications } from './notification-sources';
import { openPglite, type PgliteOptions } from './pglite-open';
import { preparingPool } from './prepared-statements';
import type { Database } from './schema';
import { SettleAfterWrites } from './settle-after-writes';

export type Db = Kysely<Database>;

export interface DatabaseOptions extends PgliteOptions {
  databaseUrl: string | undefined;
  /** The embedded database, already opening (server.ts starts it before the rest of the server loads). */
  pglite?: PGlite | undefined;
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
      dialect: new PostgresDialect({ pool: preparingPool(pool, onPoolError) }),
      plugins: [new SettleAfterWrites(() => changeFeedOf(db).settle())],
    });
    return {
      db,
      kind: 'postgres',
      notifications: postgresNotifications(options.databaseUrl),
    };
  }
  const pglite = options.pglite ?? openPglite(options);
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
