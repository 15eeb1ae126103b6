import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { type HeldEdges, holdEdges } from './transaction-edges';

/** How a statement asks to be prepared: this comment leads its text (PGlite reads it as a comment). */
const MARK = '/* prepared */ ';

/**
 * Statements a connection keeps prepared at most. Past it, marked statements run unnamed again: the
 * server keeps a plan per prepared statement and connection, and a designer adding objects and fields
 * would otherwise grow that without end.
 */
export const PREPARED_PER_CONNECTION = 200;

/**
 * Marks a statement to run as a named prepared statement on PostgreSQL: planned once per connection,
 * then only executed. Planning was most of the server's work for a record read by id (0.3–0.5 ms of
 * 0.4–0.8 ms). Only for statements whose result columns keep their types when the designer changes a
 * table (a row as `to_jsonb`, not `*`): the server refuses a prepared statement whose result type
 * changed, and re-plans every other change by itself.
 */
export function prepared<T>(statement: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${sql.raw(MARK)}${statement}`;
}

/** The statement's name on a connection: its text's digest, so one text always has one name. */
function nameOf(text: string): string {
  return `atrium_${createHash('sha1').update(text).digest('base64url')}`;
}

/** The statement as node-postgres runs it: named when it is marked and the connection has room. */
function configOf(known: Set<string>, text: string, values: unknown[]): pg.QueryConfig {
  if (!text.startsWith(MARK)) return { text, values };
  const name = nameOf(text);
  if (!known.has(name)) {
    if (known.size >= PREPARED_PER_CONNECTION) return { text, values };
    known.add(name);
  }
  return { name, text, values };
}

/**
 * Kysely's pool over node-postgres's, running marked statements as named prepared statements and
 * holding its transactions' edges to send them with other statements (`transaction-edges.ts`). A
 * read-only commit sent while no request holds the connection reports its failure to `onError`.
 */
export function preparingPool(pool: pg.Pool, onError: (error: Error) => void): PostgresPool {
  const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();
  const edgesOf = new WeakMap<pg.PoolClient, HeldEdges>();
  // Connections back in the pool holding a commit, until the next turn sends it.
  const idle = new Set<HeldEdges>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const known = preparedBy.get(client) ?? new Set<string>();
      preparedBy.set(client, known);
      const edges = edgesOf.get(client) ?? holdEdges((config) => client.query(config), onError);
      edgesOf.set(client, edges);
      idle.delete(edges);
      const query = (statement: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
        if (typeof statement === 'string') {
          return edges.query(configOf(known, statement, [...(parameters ?? [])]));
        }
        // Kysely streams through a cursor only when the dialect is given one, and ours is not.
        if (edges.holding()) throw new Error('A cursor cannot be sent while a transaction edge is held.');
        return client.query(statement as never);
      };
      const release = () => {
        edges.release();
        client.release();
        if (!edges.holding()) return;
        idle.add(edges);
        setImmediate(() => {
          idle.delete(edges);
          void edges.settle();
        });
      };
      // node-postgres's results and cursors are what Kysely's types describe more narrowly (its own
      // driver takes pg's client as is); the generic row type is Kysely's to assert.
      return { query: query as unknown as PostgresPoolClient['query'], release };
    },
    // A commit held for the next turn goes out before the pool closes its connections.
    end: async () => {
      await Promise.all([...idle].map((edges) => edges.settle()));
      await pool.end();
    },
  };
}
