import { type ObjectDefinition, objectDefinitionSchema } from '@atrium/core';
import { readStored, writeStored } from '../session/browser-storage';
import { STORAGE_KEYS } from '../session/storage-keys';

/** Bumped when the stored shape changes: data written in another format is ignored and removed. */
export const DEFINITION_STORAGE_FORMAT = 1;
/** Definitions kept in the browser; beyond this the least recently confirmed are dropped. */
export const DEFINITION_STORAGE_LIMIT = 200;

/** Where the definition client keeps its answers between page loads. */
export interface DefinitionStore {
  /** The stored definition of `name`, or null when none is stored or it does not pass the schema. */
  read(name: string): ObjectDefinition | null;
  /** Keeps what the server just answered: `found` become the newest entries, `missing` are removed. */
  write(answer: { found: ObjectDefinition[]; missing: string[] }): void;
  clear(): void;
}

interface StoredEnvelope {
  format: number;
  /** name → definition, oldest first (string keys keep insertion order through JSON). */
  definitions: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asEntries = (value: unknown): Map<string, unknown> | null =>
  isRecord(value) && value.format === DEFINITION_STORAGE_FORMAT && isRecord(value.definitions)
    ? new Map(Object.entries(value.definitions))
    : null;

/**
 * A localStorage store under one key. Entries are checked against the schema only when read, so a
 * page load pays for the definitions it uses; an entry that fails is dropped, a corrupt key removed.
 */
export function createLocalDefinitionStore(options: { key?: string; limit?: number } = {}): DefinitionStore {
  const key = options.key ?? STORAGE_KEYS.definitions;
  const limit = options.limit ?? DEFINITION_STORAGE_LIMIT;
  let snapshot: Map<string, unknown> | null = null;

  const load = (): Map<string, unknown> => {
    const entries = readStored(key, asEntries);
    // Removing an absent key is a no-op; a corrupt or outdated one goes.
    if (entries === null) writeStored(key, null);
    return entries ?? new Map();
  };

  const save = (entries: Map<string, unknown>): void => {
    const envelope: StoredEnvelope = {
      format: DEFINITION_STORAGE_FORMAT,
      definitions: Object.fromEntries(entries),
    };
    // Remove first: if the write then fails (quota), storage holds nothing rather than stale copies.
    writeStored(key, null);
    if (entries.size > 0) writeStored(key, envelope);
  };

  return {
    read(name) {
      snapshot ??= load();
      const raw = snapshot.get(name);
      if (raw === undefined) return null;
      const parsed = objectDefinitionSchema.safeParse(raw);
      if (parsed.success && parsed.data.name === name) return parsed.data;
      snapshot.delete(name);
      const entries = load();
      entries.delete(name);
      save(entries);
      return null;
    },

    write({ found, missing }) {
      // Read again before writing, so entries another tab stored meanwhile are kept.
      const entries = load();
      for (const name of missing) entries.delete(name);
      for (const definition of found) {
        entries.delete(definition.name);
        entries.set(definition.name, definition);
      }
      for (const name of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(name);
      }
      save(entries);
      snapshot = entries;
    },

    clear() {
      snapshot = null;
      writeStored(key, null);
    },
  };
}
