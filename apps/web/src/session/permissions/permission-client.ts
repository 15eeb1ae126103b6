import { PERMISSION_BATCH_DELAY_MS } from '@atrium/core';

/** The cached answers of one organization, and the permission groups fully loaded for it. */
export interface ScopeCache {
  permissions: Record<string, boolean>;
  groups: string[];
}

export type PermissionCacheSnapshot = Record<string, ScopeCache>;

export interface PermissionClientOptions {
  fetchAllowed: (permissions: string[]) => Promise<Record<string, boolean>>;
  fetchGroup?: (group: string) => Promise<Record<string, boolean>>;
  delayMs?: number;
  /** Most names one request carries (the server accepts 200). */
  maxPerRequest?: number;
  initial?: PermissionCacheSnapshot;
  persist?: (snapshot: PermissionCacheSnapshot) => void;
}

interface Waiter {
  resolve: (allowed: boolean) => void;
  reject: (error: unknown) => void;
}

type Listener = () => void;

/**
 * Answers "may the user do X?" for the UI. Lookups made within one delay window go to the server in one
 * request; answers are cached per organization and dropped on logout and organization switch.
 */
export class PermissionClient {
  private readonly options: Required<Omit<PermissionClientOptions, 'fetchGroup' | 'initial' | 'persist'>> &
    Pick<PermissionClientOptions, 'fetchGroup' | 'persist'>;
  private store: PermissionCacheSnapshot;
  private scope = 'none';
  private pending = new Map<string, Waiter[]>();
  /** Lookups sent and not yet answered, by scope and name: a new lookup of one waits for that answer. */
  private inFlight = new Map<string, Waiter[]>();
  private readonly failed = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;
  private version = 0;
  private readonly listeners = new Set<Listener>();

  constructor(options: PermissionClientOptions) {
    this.options = {
      delayMs: PERMISSION_BATCH_DELAY_MS,
      maxPerRequest: 200,
      ...options,
    };
    this.store = options.initial ?? {};
  }

  /** Answers belong to an organization: a different active organization reads a different cache. */
  setScope(scope: string): void {
    if (scope === this.scope) return;
    this.scope = scope;
    this.notify();
  }

  /** The cache of one organization; answers are written to the scope that asked, not the one active now. */
  private cacheOf(scope: string): ScopeCache {
    let cache = this.store[scope];
    if (!cache) {
      cache = { permissions: {}, groups: [] };
      this.store[scope] = cache;
    }
    return cache;
  }

  /** The cached answer, or undefined when the server has not been asked yet. */
  peek(permission: string): boolean | undefined {
    return this.store[this.scope]?.permissions[permission];
  }

  isAllowed(permission: string): Promise<boolean> {
    const known = this.peek(permission);
    if (known !== undefined) return Promise.resolve(known);
    const sent = this.inFlight.get(this.flightKey(this.scope, permission));
    if (sent) return new Promise<boolean>((resolve, reject) => sent.push({ resolve, reject }));
    return new Promise<boolean>((resolve, reject) => {
      const waiters = this.pending.get(permission);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(permission, [{ resolve, reject }]);
      this.timer ??= setTimeout(() => void this.flush(), this.options.delayMs);
    });
  }

  /** Asks for one whole group (e.g. `admin`) and remembers that it is loaded. */
  async loadGroup(group: string): Promise<Record<string, boolean>> {
    const cached = this.store[this.scope];
    if (cached?.groups.includes(group)) {
      return Object.fromEntries(
        Object.entries(cached.permissions).filter(([name]) => name.startsWith(`${group}:`)),
      );
    }
    if (!this.options.fetchGroup) throw new Error('This permission client cannot load groups.');
    const generation = this.generation;
    const scope = this.scope;
    const answer = await this.options.fetchGroup(group);
    if (generation === this.generation) {
      const cache = this.cacheOf(scope);
      Object.assign(cache.permissions, answer);
      cache.groups.push(group);
      this.changed();
    }
    return answer;
  }

  /** Drops every cached answer, e.g. on logout or organization switch; requests in flight are not cached. */
  clear(): void {
    this.generation += 1;
    // Answers on their way are not cached now, so a new lookup must not wait for one either.
    this.inFlight = new Map();
    this.store = {};
    this.failed.clear();
    this.changed();
  }

  /** True when the last lookup of `permission` failed (network, server error) and none has succeeded since. */
  hasFailed(permission: string): boolean {
    return this.failed.has(permission);
  }

  /** Forgets failures so the next lookups go to the server again. */
  forgetFailures(permissions: readonly string[]): void {
    for (const permission of permissions) this.failed.delete(permission);
    this.notify();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getVersion(): number {
    return this.version;
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    const generation = this.generation;
    const scope = this.scope;
    const names = [...batch.keys()];
    const inFlight = this.inFlight;
    for (const [name, waiters] of batch) inFlight.set(this.flightKey(scope, name), waiters);
    for (let start = 0; start < names.length; start += this.options.maxPerRequest) {
      const chunk = names.slice(start, start + this.options.maxPerRequest);
      try {
        const answer = await this.options.fetchAllowed(chunk);
        if (generation === this.generation) {
          const cache = this.cacheOf(scope);
          for (const name of chunk) {
            cache.permissions[name] = answer[name] === true;
            this.failed.delete(name);
          }
          this.changed();
        }
        for (const name of chunk)
          for (const waiter of batch.get(name) ?? []) waiter.resolve(answer[name] === true);
      } catch (error) {
        if (generation === this.generation) {
          for (const name of chunk) this.failed.add(name);
          this.notify();
        }
        for (const name of chunk) for (const waiter of batch.get(name) ?? []) waiter.reject(error);
      } finally {
        for (const name of chunk) inFlight.delete(this.flightKey(scope, name));
      }
    }
  }

  private flightKey(scope: string, permission: string): string {
    return `${scope}\u0000${permission}`;
  }

  private changed(): void {
    this.options.persist?.(this.store);
    this.notify();
  }

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
