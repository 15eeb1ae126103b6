import { type ObjectDefinition, PERMISSION_BATCH_DELAY_MS } from '@atrium/core';
import { api } from '../../app/api-client';

interface BynamesAnswer {
  data: ObjectDefinition[];
  missing: string[];
}

type Fetch = (names: string[]) => Promise<BynamesAnswer>;

/**
 * Object definitions by name (spec 001 §7.2): lookups made within 200 ms go to `def/objects/bynames`
 * in one request; answers, including "missing", are kept until `clear()`.
 */
export class DefinitionClient {
  private readonly cache = new Map<string, ObjectDefinition | null>();
  private pending = new Map<
    string,
    { resolve: (d: ObjectDefinition | null) => void; reject: (e: unknown) => void }[]
  >();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly fetchNames: Fetch,
    private readonly delayMs = PERMISSION_BATCH_DELAY_MS,
  ) {}

  /** The definition, or null when the server has no such object. */
  get(name: string): Promise<ObjectDefinition | null> {
    const known = this.cache.get(name);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(name) ?? [];
      waiters.push({ resolve, reject });
      this.pending.set(name, waiters);
      this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
    });
  }

  clear(): void {
    this.cache.clear();
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    const names = [...batch.keys()];
    try {
      const answer = await this.fetchNames(names);
      for (const definition of answer.data) this.cache.set(definition.name, definition);
      for (const name of names) {
        const definition = this.cache.get(name) ?? null;
        if (definition === null) this.cache.set(name, null);
        for (const waiter of batch.get(name) ?? []) waiter.resolve(definition);
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
}

export const definitionClient = new DefinitionClient((names) =>
  api.get<BynamesAnswer>('def/objects/bynames', { query: { names } }),
);
