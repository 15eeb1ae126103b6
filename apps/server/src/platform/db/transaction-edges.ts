import type pg from 'pg';

/** How Kysely opens and ends a transaction on PostgreSQL (its driver sends these texts as they are). */
const OPENING = /^(?:begin|start transaction(?: [a-z ]+)?)$/;
const READ_ONLY = /^start transaction(?: [a-z ]+)? read only$/;
const ENDING = /^(?:commit|rollback)$/;

type Run = (config: pg.QueryConfig) => Promise<pg.QueryResult>;

function answer(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] };
}

/** A statement node-postgres sends by the simple protocol, which may carry several statements. */
function isSimple(config: pg.QueryConfig): boolean {
  return !config.name && (config.values?.length ?? 0) === 0;
}

/**
 * One connection's statements, with the edges of its transactions held back and sent with the next
 * statement that has no parameters, in one text (node-postgres sends several statements at once only
 * by the simple protocol):
 *
 * - a transaction's `begin` waits for its first statement. Entering a tenant (`tenant.ts`) is such a
 *   statement, so opening a tenant's read or write is one round trip instead of two;
 * - a READ ONLY transaction's `commit` waits for the connection's next transaction (its `begin` and
 *   tenant), or, when the connection goes back to the pool, for the next turn of the event loop.
 *   Committing a transaction that wrote nothing cannot fail or lose anything, and until it is sent
 *   the transaction holds only its share locks on the tables it read.
 *
 * So a tenant's read is two round trips, not four. At a few tenths of a millisecond of CPU per round
 * trip, on both sides, that is a large share of a record read by id. A statement with parameters
 * waits for what is held, sent first on its own; a transaction that ran nothing is never sent.
 */
export interface HeldEdges {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  /** Whether something is held, not yet sent. */
  holding(): boolean;
  /** The connection goes back to the pool: a transaction's `begin` is not kept past it. */
  release(): void;
  /**
   * Sends a held commit now, unless a statement already took it. The pool calls it on the next turn
   * after a release and before it ends. Its failure is reported, not thrown: no request waits for it.
   */
  settle(): Promise<void>;
}

export function holdEdges(run: Run, onIdleCommitError: (error: Error) => void): HeldEdges {
  let opening: string | undefined;
  let readOnly = false;
  let ending = false;
  /** What is held, as the start of a text, cleared: the caller sends it. */
  const take = (): string => {
    const held = [...(ending ? ['commit'] : []), ...(opening === undefined ? [] : [opening])];
    ending = false;
    opening = undefined;
    return held.join('; ');
  };
  const flush = async (): Promise<void> => {
    const held = take();
    if (held) await run({ text: held });
  };
  const settle = async (): Promise<void> => {
    if (ending) await flush().catch(onIdleCommitError);
  };
  return {
    async query(config) {
      const simple = isSimple(config);
      if (simple && OPENING.test(config.text)) {
        // A second opening would be an error Postgres reports; let it, with the first one sent.
        if (opening !== undefined) await flush();
        opening = config.text;
        readOnly = READ_ONLY.test(config.text);
        return answer('BEGIN');
      }
      if (simple && ENDING.test(config.text)) {
        const wasReadOnly = readOnly;
        readOnly = false;
        if (opening !== undefined) {
          // The transaction ran nothing: there is nothing to end.
          opening = undefined;
          return answer(config.text.toUpperCase());
        }
        if (wasReadOnly && config.text === 'commit') {
          ending = true;
          return answer('COMMIT');
        }
      }
      if (!ending && opening === undefined) return run(config);
      if (!simple) {
        await flush();
        return run(config);
      }
      // node-postgres answers a text of several statements with one result per statement.
      const results = (await run({ text: `${take()}; ${config.text}` })) as unknown as pg.QueryResult[];
      return results[results.length - 1] as pg.QueryResult;
    },
    holding: () => ending || opening !== undefined,
    release() {
      opening = undefined;
    },
    settle,
  };
}
