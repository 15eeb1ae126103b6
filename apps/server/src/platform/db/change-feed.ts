import { ACCESS_TABLES, METADATA_TABLES, REPORT_TABLES } from './change-triggers';
import type { Db } from './database';

/** The channel every change notification travels on (see migration 0009). */
export const CHANGE_CHANNEL = 'atrium_changes';

/**
 * Where notifications come from: the database's LISTEN. `onState(false)` means some may have been
 * missed, so nothing learned before may be trusted any more.
 */
export type NotificationSource = (handlers: {
  onPayload: (payload: string) => void;
  onState: (live: boolean) => void;
}) => Promise<NotificationListener>;

export interface NotificationListener {
  /** Resolves once every notification of a transaction committed before the call has arrived. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What an update of a few object-table rows told (migration 0043): the rows' ids and the columns whose
 * values changed. A cache entry that reads none of those rows or columns is still true after it.
 */
export interface RowUpdate {
  ids: ReadonlySet<number>;
  columns: ReadonlySet<string>;
}

/** Most changes a topic keeps described; beyond that its older entries can only be reloaded. */
const KEPT_UPDATES = 256;

/**
 * A notification's payload: a table's name, or for an update of a few object-table rows
 * `table|u|ids|columns` (comma-separated). Anything unreadable is taken as the plain table name's
 * prefix, which still moves its topic.
 */
export function parseNotice(payload: string): { table: string; update: RowUpdate | undefined } {
  const [table = payload, kind, ids, columns] = payload.split('|');
  if (kind !== 'u' || ids === undefined || columns === undefined) return { table, update: undefined };
  const idList = ids.split(',').map(Number);
  if (idList.length === 0 || !idList.every((id) => Number.isSafeInteger(id) && id > 0)) {
    return { table, update: undefined };
  }
  return {
    table,
    update: { ids: new Set(idList), columns: new Set(columns === '' ? [] : columns.split(',')) },
  };
}

/** What a changed table means to the caches (each notification names the table that changed). */
export function topicOfTable(table: string): string | undefined {
  if (table.startsWith('obj_')) return `records:${table.slice(4)}`;
  if (table === 'record_permissions') return 'grants';
  if ((METADATA_TABLES as readonly string[]).includes(table)) return 'metadata';
  if ((ACCESS_TABLES as readonly string[]).includes(table)) return 'access';
  if ((REPORT_TABLES as readonly string[]).includes(table)) return 'reports';
  return undefined;
}

/**
 * Tells in-process caches when what they hold may have changed, in every process: triggers on the
 * tables NOTIFY at commit, each process LISTENs. A cache remembers `generation(topic)` when it stores
 * something and may serve it only while the feed is live and the generation is unchanged.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /** Grows whenever `topic` changes, and for every topic when the feed was interrupted. */
  generation(topic: string): number;
  /**
   * Every change of `topic` since `generation`, when each one was an update the feed can describe
   * (`RowUpdate`); undefined when any was something else (an insert, a delete, a bulk update), came
   * before the feed last (re)started, or is no longer kept.
   */
  updatesSince(topic: string, generation: number): RowUpdate[] | undefined;
  /**
   * Waits until this process has heard of its own committed changes, so its next read is not served
   * from a cache that the change made stale (called after every transaction).
   */
  settle(): Promise<void>;
  /** Called whenever the feed is lost or live again after its start (a reconnection after a drop). */
  watch(listener: (live: boolean) => void): void;
  close(): Promise<void>;
}

export async function createChangeFeed(source: NotificationSource): Promise<ChangeFeed> {
  let sequence = 0;
  // Topics changed since the feed last (re)started; any other topic's generation is the start's.
  const changed = new Map<string, number>();
  // Per topic, the described updates since its last change of any other kind (`since`).
  const described = new Map<string, { since: number; updates: { at: number; update: RowUpdate }[] }>();
  let startedAt = 0;
  let live = false;
  const watchers: ((live: boolean) => void)[] = [];
  const restart = () => {
    changed.clear();
    described.clear();
    startedAt = ++sequence;
  };
  const listener = await source({
    onPayload: (payload) => {
      const { table, update } = parseNotice(payload);
      const topic = topicOfTable(table);
      if (!topic) return;
      const at = ++sequence;
      changed.set(topic, at);
      const log = described.get(topic);
      if (!update) described.set(topic, { since: at, updates: [] });
      else if (!log) described.set(topic, { since: startedAt, updates: [{ at, update }] });
      else if (log.updates.length >= KEPT_UPDATES) {
        const dropped = log.updates.shift();
        log.since = dropped?.at ?? log.since;
        log.updates.push({ at, update });
      } else log.updates.push({ at, update });
    },
    onState: (state) => {
      restart();
      const changedState = live !== state;
      live = state;
      if (changedState) for (const watcher of watchers) watcher(state);
    },
  });
  return {
    get live() {
      return live;
    },
    generation: (topic) => changed.get(topic) ?? startedAt,
    updatesSince: (topic, generation) => {
      if (!live || generation < startedAt) return undefined;
      const log = described.get(topic);
      if (!log) return generation === (changed.get(topic) ?? startedAt) ? [] : undefined;
      if (generation < log.since) return undefined;
      return log.updates.filter((entry) => entry.at > generation).map((entry) => entry.update);
    },
    settle: () => (live ? listener.settle() : Promise.resolve()),
    watch: (listener) => void watchers.push(listener),
    close: () => listener.stop(),
  };
}

const IDLE: ChangeFeed = {
  live: false,
  generation: () => 0,
  updatesSince: () => undefined,
  settle: async () => {},
  watch: () => {},
  close: async () => {},
};
const feeds = new WeakMap<Db, ChangeFeed>();

/** Makes `feed` the one caches consult for `db`. */
export function attachChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The feed of `db`; a transaction or a database without one gets a feed that is never live. */
export function changeFeedOf(db: Db): ChangeFeed {
  return feeds.get(db) ?? IDLE;
}
