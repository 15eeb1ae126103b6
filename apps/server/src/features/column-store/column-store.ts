import type { FastifyBaseLogger } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import { changeFeedOf } from '../../platform/db/change-feed';
import { isConnectionError } from '../../platform/db/connection-errors';
import type { Db } from '../../platform/db/database';
import { freshCache } from '../../platform/db/fresh-cache';
import { readAsTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { lowerBackgroundThreads } from '../../platform/runtime/thread-priority';
import { accessOf, grantedRecordsSql, type RecordAccess } from '../records/record-access';
import type { RecordModel } from '../records/record-model';
import { type DuckEngine, type DuckRow, openDuckEngine } from './duck-engine';
import { compileDuck } from './duck-sql';
import { ObjectReplica } from './object-replica';
import { columnsKey, type ReplicaColumn, replicaColumns } from './replica-columns';

export interface ColumnStoreConfig {
  enabled: boolean;
  /** Tables with fewer rows stay on Postgres, where their aggregates are already cheap. */
  minRows: number;
  /** Changed rows a copy may hold out of order (and a tenth of it) before it loads again in order. */
  reorderRows: number;
  threads: number;
  memoryLimit: string;
}

// Grants change seldom and every cold report or list total on a copy needs them: kept until the next
// write to record_permissions (the change feed's `grants` topic).
const grantedRecords = freshCache<string[]>({ name: 'granted_records', max: 500, ttlMs: 5 * 60_000 });

/** How long deleted ids are kept for copies to catch up from; a copy read longer ago loads anew. */
const TOMBSTONE_DAYS = 1;
const RELOAD_AFTER_MS = 20 * 60 * 60_000;
const ESTIMATE_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;

/** What a statement over a copy is written with. */
export interface CopyContext {
  columns: ReplicaColumn[];
  /** The copy's table in DuckDB. */
  table: string;
  orgId: number;
  access: RecordAccess;
  /** Records the caller holds a grant on and no deny (restricted ones they may read), as id text. */
  granted: string[];
}

interface Entry {
  key: string;
  /** The copy that answers; while a copy loads again in order, the one before it. */
  replica: ObjectReplica | undefined;
  failedAt?: number;
  reordering?: true;
}

/**
 * The column store (decision 0029): large object tables copied into DuckDB, kept exact by the rows'
 * writing transactions and the change feed, where reports aggregate and lists count their totals with
 * the organization and the caller's record access in the statement. Postgres still answers everything
 * else: small tables, reports through lookups, a copy that is still loading, and any fault here, which
 * is logged.
 */
export class ColumnStore {
  private engine: Promise<DuckEngine> | undefined;
  private readonly entries = new Map<string, Entry>();
  private readonly estimates = new Map<string, { rows: number; at: number }>();
  /** Copies started loading since the start, reloads included: what /metrics and the tests read. */
  loads = 0;
  private readonly loading = new Set<Promise<void>>();
  private codePointOrder: Promise<boolean> | undefined;
  private readonly pruning: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly config: ColumnStoreConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    // Deletes leave tombstones whether or not this process ever copies a table: every process prunes.
    this.pruning = setInterval(() => void this.pruneTombstones(), 60 * 60_000);
    this.pruning.unref();
  }

  /** Statements answered from the column store since the start: what /metrics and the tests read. */
  answered = 0;

  /** Resolves when no table is being copied. */
  async idle(): Promise<void> {
    while (this.loading.size > 0) await Promise.all(this.loading);
  }

  /**
   * Runs a statement over the copy of `model`'s table, or answers undefined when Postgres should:
   * a table under the size threshold, columns the copy lacks (`fits`), a copy still loading, or a fault
   * of the column store's own, which is logged. `build` gets the copy, fresh, and the caller's access
   * with the restricted records granted to them; it writes the organization and access into its SQL
   * (`readableDuck`).
   */
  async query(
    auth: AuthContext,
    model: RecordModel,
    fits: (columns: ReplicaColumn[]) => boolean,
    build: (copy: CopyContext) => RawBuilder<unknown>,
  ): Promise<DuckRow[] | undefined> {
    if (!this.config.enabled || !(await this.ordersTextAlike())) return undefined;
    const columns = replicaColumns(model);
    if (!fits(columns)) return undefined;
    if ((await this.estimatedRows(model.table)) < this.config.minRows) return undefined;
    const replica = this.replicaFor(model, columns);
    if (!replica) return undefined;
    const feed = changeFeedOf(this.db);
    const topic = `records:${model.object.name}`;
    try {
      await replica.fresh(this.db, feed.live, () => feed.generation(topic));
      const access = accessOf(auth, model.object.name);
      const granted = await this.granted(auth.orgId, model.object.name, access);
      const statement = compileDuck(
        build({ columns: replica.columns, table: replica.duckTable, orgId: auth.orgId, access, granted }),
      );
      const engine = await this.openEngine();
      const rows = await engine.read(statement.text, statement.values);
      this.answered += 1;
      return rows;
    } catch (error) {
      // The caller's own mistake is refused as Postgres would refuse it, and a database that is away
      // answers 503 as it would on Postgres; anything else is the column store's own fault.
      if (error instanceof AppError || isConnectionError(error)) throw error;
      // A copy that was let go of meanwhile (loaded again in order) is no fault of the new one.
      if (this.entries.get(model.table)?.replica !== replica) return undefined;
      this.log.warn({ err: error, table: model.table }, 'the column store failed a query: Postgres answers');
      this.forget(model.table);
      return undefined;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.pruning);
    const engine = await this.engine?.catch(() => undefined);
    this.engine = undefined;
    await engine?.close();
  }

  private openEngine(): Promise<DuckEngine> {
    if (!this.engine) {
      this.engine = openDuckEngine({
        threads: this.config.threads,
        connections: Math.max(2, this.config.threads * 2),
        memoryLimit: this.config.memoryLimit,
      }).then((engine) => {
        // DuckDB's statements run on the libuv pool and its own workers, which now exist: below the
        // event loop, so a count or a report never keeps a request from being answered (decision 0036).
        try {
          lowerBackgroundThreads();
        } catch (error) {
          this.log.warn({ err: error }, 'the column store could not lower its threads’ priority');
        }
        return engine;
      });
    }
    return this.engine;
  }

  /**
   * DuckDB orders text by code point, as Postgres does under the C collations Atrium's databases are
   * created with; under a linguistic collation the groups' order would differ, so reports stay there.
   */
  private ordersTextAlike(): Promise<boolean> {
    this.codePointOrder ??= sql<{ collation: string }>`
      select datcollate as collation from pg_database where datname = current_database()`
      .execute(this.db)
      .then(({ rows }) => {
        const collation = rows[0]?.collation ?? '';
        const alike = ['C', 'POSIX', 'C.UTF-8', 'C.utf8'].includes(collation);
        if (!alike)
          this.log.info({ collation }, 'the column store is off: this database orders text differently');
        return alike;
      });
    this.codePointOrder.catch(() => {
      this.codePointOrder = undefined;
    });
    return this.codePointOrder;
  }

  /** Rows of a table by the planner's statistics, or counted up to the threshold when it has none. */
  private async estimatedRows(table: string): Promise<number> {
    const known = this.estimates.get(table);
    if (known && Date.now() - known.at < ESTIMATE_MS) return known.rows;
    const stats = await sql<{ rows: number }>`
      select reltuples::float8 as rows from pg_class where oid = to_regclass(${table})`.execute(this.db);
    let rows = Number(stats.rows[0]?.rows ?? 0);
    if (rows < 0) {
      const counted = await sql<{ rows: number }>`select count(*)::int as rows from (
        select 1 from ${sql.table(table)} limit ${this.config.minRows}) as s`.execute(this.db);
      rows = Number(counted.rows[0]?.rows ?? 0);
    }
    this.estimates.set(table, { rows, at: Date.now() });
    return rows;
  }

  /** The table's copy when it is loaded; otherwise starts loading it and answers undefined meanwhile. */
  private replicaFor(model: RecordModel, columns: ReplicaColumn[]): ObjectReplica | undefined {
    const key = columnsKey(columns);
    const entry = this.entries.get(model.table);
    if (entry?.failedAt && Date.now() - entry.failedAt < RETRY_AFTER_FAILURE_MS) return undefined;
    const stale = (entry?.replica?.lastRead ?? Date.now()) < Date.now() - RELOAD_AFTER_MS;
    if (entry && entry.key === key && !entry.failedAt && !stale) {
      // The copy answers while it loads again in order; the new one takes over once loaded.
      if (entry.replica && !entry.reordering && entry.replica.outOfOrder(this.config.reorderRows)) {
        this.startLoad(model, columns, { key, replica: entry.replica, reordering: true }, entry.replica);
      }
      return entry.replica;
    }
    this.startLoad(model, columns, { key, replica: undefined }, entry?.replica);
    return undefined;
  }

  private startLoad(model: RecordModel, columns: ReplicaColumn[], next: Entry, previous?: ObjectReplica) {
    this.entries.set(model.table, next);
    const loading = this.load(model, columns, next, previous).finally(() => this.loading.delete(loading));
    this.loading.add(loading);
  }

  private async load(model: RecordModel, columns: ReplicaColumn[], entry: Entry, previous?: ObjectReplica) {
    this.loads += 1;
    const duckTable = `${model.table}__${this.loads}`;
    const started = Date.now();
    try {
      const engine = await this.openEngine();
      const replica = new ObjectReplica(engine, model, columns, duckTable);
      const feed = changeFeedOf(this.db);
      await replica.load(this.db, () => feed.generation(`records:${model.object.name}`));
      if (this.entries.get(model.table) !== entry) return this.drop(duckTable);
      entry.replica = replica;
      delete entry.reordering;
      this.log.info({ table: model.table, ms: Date.now() - started }, 'the column store copied a table');
    } catch (error) {
      entry.failedAt = Date.now();
      entry.replica = undefined;
      this.log.warn({ err: error, table: model.table }, 'the column store could not copy a table');
      await this.drop(duckTable);
    }
    if (previous) await this.drop(previous.duckTable);
  }

  private forget(table: string): void {
    const entry = this.entries.get(table);
    if (!entry) return;
    entry.failedAt = Date.now();
    if (entry.replica) void this.drop(entry.replica.duckTable);
    entry.replica = undefined;
  }

  private async drop(duckTable: string): Promise<void> {
    const engine = await this.engine?.catch(() => undefined);
    if (!engine) return;
    engine.forgetReadsOf(duckTable);
    for (const table of [duckTable, `${duckTable}_staging`, `${duckTable}_changes`]) {
      const statement = compileDuck(sql`drop table if exists ${sql.table(table)}`);
      await engine.query(statement.text, statement.values).catch(() => undefined);
    }
  }

  /**
   * The restricted records the caller may read through grants, from Postgres, remembered until grants
   * change.
   */
  private async granted(orgId: number, object: string, access: RecordAccess): Promise<string[]> {
    if (access.bypass || (access.objectMask & 1) === 0) return [];
    const key = JSON.stringify([orgId, object, access.userId, access.roleIds]);
    return grantedRecords.read(this.db, { key, topics: ['grants'] }, () =>
      readAsTenant(this.db, orgId, async (tx) => {
        const result = await sql<{ record_id: string }>`
          select g.record_id::text as record_id from (${grantedRecordsSql(object, access)}) as g`.execute(tx);
        return result.rows.map((row) => row.record_id);
      }),
    );
  }

  /** Forgets deleted ids older than copies may still need (run hourly). */
  async pruneTombstones(): Promise<void> {
    try {
      await sql`delete from record_tombstones
        where deleted_at < now() - make_interval(days => ${TOMBSTONE_DAYS})`.execute(this.db);
    } catch (error) {
      this.log.warn({ err: error }, 'the column store could not prune deleted ids');
    }
  }
}

const stores = new WeakMap<Db, ColumnStore>();

export function attachColumnStore(db: Db, store: ColumnStore): void {
  stores.set(db, store);
}

/** The column store of `db`; a transaction or a database without one has none. */
export function columnStoreOf(db: Db): ColumnStore | undefined {
  return stores.get(db);
}
