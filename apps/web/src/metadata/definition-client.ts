import { type ObjectDefinition, PERMISSION_BATCH_DELAY_MS } from '@atrium/core';
import { api } from '../app/api-client';
import { createLocalDefinitionStore, type DefinitionStore } from './definition-storage';

interface BynamesAnswer {
  data: ObjectDefinition[];
  missing: string[];
}

type Fetch = (names: string[]) => Promise<BynamesAnswer>;
type Waiter = { resolve: (d: ObjectDefinition | null) => void; reject: (e: unknown) => void };
type Listener = (definition: ObjectDefinition | null) => void;

const noStore: DefinitionStore = { read: () => null, write: () => undefined, clear: () => undefined };

/**
 * Object definitions by name (spec 001 §7.2): lookups made within 200 ms go to `def/objects/bynames`
 * in one request; answers, including "missing", are kept until `clear()`. With a store, a definition
 * kept from an earlier page load is answered at once and revalidated in the next batch; when the
 * server's version differs (or the object is gone) the copy is replaced and subscribers are told.
 */
export class DefinitionClient {
  /** What `get` answers: confirmed by the server in this page load, or stored and being revalidated. */
  private readonly cache = new Map<string, ObjectDefinition | null>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private pending = new Map<string, Waiter[]>();
  /** Names sent and not yet answered: a new `get` of one waits for that answer. */
  private inFlight = new Map<string, Waiter[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by `clear()`, so an answer to a request sent before it is not kept. */
  private generation = 0;

  constructor(
    private readonly fetchNames: Fetch,
    private readonly delayMs = PERMISSION_BATCH_DELAY_MS,
    private readonly store: DefinitionStore = noStore,
  ) {}

  /** The definition, or null when the server has no such object. */
  get(name: string): Promise<ObjectDefinition | null> {
    const known = this.cache.get(name);
    if (known !== undefined) return Promise.resolve(known);
    const stored = this.store.read(name);
    if (stored !== null) {
      this.cache.set(name, stored);
      this.enqueue(name);
      return Promise.resolve(stored);
    }
    const sent = this.inFlight.get(name);
    if (sent) return new Promise((resolve, reject) => sent.push({ resolve, reject }));
    return new Promise((resolve, reject) => this.enqueue(name, { resolve, reject }));
  }

  /** What `get` would answer now without asking the server; undefined when nothing is known yet. */
  peek(name: string): ObjectDefinition | null | undefined {
    return this.cache.get(name);
  }

  /** Called when the answer for `name` changes after it was first given. */
  subscribe(name: string, listener: Listener): () => void {
    const listeners = this.listeners.get(name) ?? new Set();
    listeners.add(listener);
    this.listeners.set(name, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(name);
    };
  }

  /** Forgets every answer, in memory and in the store. */
  clear(): void {
    this.generation += 1;
    // Answers on their way are not kept now, so a new `get` must not wait for one either.
    this.inFlight = new Map();
    this.cache.clear();
    this.store.clear();
  }

  private enqueue(name: string, waiter?: Waiter): void {
    const waiters = this.pending.get(name) ?? [];
    if (waiter) waiters.push(waiter);
    this.pending.set(name, waiters);
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    const names = [...batch.keys()];
    const generation = this.generation;
    const inFlight = this.inFlight;
    for (const [name, waiters] of batch) inFlight.set(name, waiters);
    let answer: BynamesAnswer;
    try {
      answer = await this.fetchNames(names);
    } catch (error) {
      for (const name of names) inFlight.delete(name);
      // Unconfirmed stored copies are dropped from memory, so the next `get` revalidates them again.
      for (const [name, waiters] of batch) {
        if (waiters.length === 0 && generation === this.generation) this.cache.delete(name);
        for (const waiter of waiters) waiter.reject(error);
      }
      return;
    }
    for (const name of names) inFlight.delete(name);
    const found = new Map(answer.data.map((definition) => [definition.name, definition]));
    const missing = names.filter((name) => !found.has(name));
    if (generation === this.generation) {
      const changed = names.filter((name) => this.apply(name, found.get(name) ?? null));
      this.store.write({ found: answer.data, missing: [...new Set([...missing, ...answer.missing])] });
      for (const name of changed) this.notify(name);
    }
    for (const name of names) {
      for (const waiter of batch.get(name) ?? []) waiter.resolve(found.get(name) ?? null);
    }
  }

  /** Keeps the server's answer; true when it replaces a different one already given. */
  private apply(name: string, definition: ObjectDefinition | null): boolean {
    const previous = this.cache.get(name);
    this.cache.set(name, definition);
    return previous !== undefined && previous?.version !== definition?.version;
  }

  private notify(name: string): void {
    const definition = this.cache.get(name) ?? null;
    for (const listener of this.listeners.get(name) ?? []) listener(definition);
  }
}

/** The app's one definition client; its answers survive a reload through localStorage. */
export const definitionClient = new DefinitionClient(
  (names) => api.get<BynamesAnswer>('def/objects/bynames', { query: { names } }),
  PERMISSION_BATCH_DELAY_MS,
  createLocalDefinitionStore(),
);
