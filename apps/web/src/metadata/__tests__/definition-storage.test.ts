import { afterEach, describe, expect, it } from 'vitest';
import { createLocalDefinitionStore, DEFINITION_STORAGE_LIMIT } from '../definition-storage';
import { definitionOf, storeDefinitions, storedNames } from './definition-fixtures';

const names = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `object_${from + i}`);

describe('local definition store', () => {
  afterEach(() => window.localStorage.clear());

  it(`keeps at most ${DEFINITION_STORAGE_LIMIT} definitions, dropping the oldest`, () => {
    const store = createLocalDefinitionStore();
    store.write({ found: names(150).map((name) => definitionOf(name)), missing: [] });
    store.write({ found: names(60, 150).map((name) => definitionOf(name)), missing: [] });

    const kept = storedNames();
    expect(kept).toHaveLength(DEFINITION_STORAGE_LIMIT);
    expect(kept).toEqual(names(DEFINITION_STORAGE_LIMIT, 10));
    expect(store.read('object_9')).toBeNull();
    expect(store.read('object_10')).toEqual(definitionOf('object_10'));
  });

  it('counts a definition the server confirms again as the newest', () => {
    const store = createLocalDefinitionStore({ limit: 3 });
    store.write({ found: ['a', 'b', 'c'].map((name) => definitionOf(name)), missing: [] });
    store.write({ found: [definitionOf('a', 2)], missing: [] });
    store.write({ found: [definitionOf('d')], missing: [] });
    expect(storedNames()).toEqual(['c', 'a', 'd']);
  });

  it('keeps entries another tab stored after this page first read', () => {
    storeDefinitions({ account: definitionOf('account') });
    const store = createLocalDefinitionStore();
    expect(store.read('account')).toEqual(definitionOf('account'));
    storeDefinitions({ account: definitionOf('account'), lead: definitionOf('lead') });
    store.write({ found: [definitionOf('contact')], missing: [] });
    expect(storedNames()).toEqual(['account', 'lead', 'contact']);
  });

  it('never throws when storage is unavailable', () => {
    const store = createLocalDefinitionStore();
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('denied');
      },
    });
    try {
      expect(store.read('account')).toBeNull();
      expect(() => store.write({ found: [definitionOf('account')], missing: [] })).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
