import type { ObjectDefinition } from '@atrium/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefinitionClient } from '../definition-client';
import { createLocalDefinitionStore } from '../definition-storage';
import { definitionOf, storeDefinitions, storedDefinition, storedNames } from './definition-fixtures';

/** Answers as `def/objects/bynames` would, from the given server-side definitions. */
function serverWith(definitions: ObjectDefinition[]) {
  return vi.fn(async (names: string[]) => ({
    data: definitions.filter((definition) => names.includes(definition.name)),
    missing: names.filter((name) => !definitions.some((definition) => definition.name === name)),
  }));
}

const clientWith = (fetchNames: ReturnType<typeof serverWith>) =>
  new DefinitionClient(fetchNames, 200, createLocalDefinitionStore());

/** Resolves to 'pending' when the promise has not settled after pending microtasks run. */
async function settledValue<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, Promise.resolve().then(() => 'pending' as const)]);
}

describe('definition client with localStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('answers a stored definition at once, then revalidates it in the same batch as other names', async () => {
    storeDefinitions({ account: definitionOf('account') });
    const fetchNames = serverWith([definitionOf('account'), definitionOf('contact')]);
    const client = clientWith(fetchNames);

    expect(await settledValue(client.get('account'))).toEqual(definitionOf('account'));
    const contact = client.get('contact');
    expect(await settledValue(contact)).toBe('pending');
    expect(fetchNames).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(200);
    expect(await contact).toEqual(definitionOf('contact'));
    expect(fetchNames).toHaveBeenCalledTimes(1);
    expect(fetchNames).toHaveBeenCalledWith(['account', 'contact']);
    expect(storedNames()).toEqual(['account', 'contact']);

    // Confirmed in this page load: no second request.
    await client.get('account');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchNames).toHaveBeenCalledTimes(1);
  });

  it('replaces a stored definition the server has a newer version of, tells subscribers and stores it', async () => {
    storeDefinitions({ account: definitionOf('account', 1) });
    const client = clientWith(serverWith([definitionOf('account', 2)]));
    const listener = vi.fn();
    client.subscribe('account', listener);

    expect((await client.get('account'))?.version).toBe(1);
    await vi.advanceTimersByTimeAsync(200);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(definitionOf('account', 2));
    expect(client.peek('account')?.version).toBe(2);
    expect((await client.get('account'))?.version).toBe(2);
    expect(storedDefinition('account')).toEqual(definitionOf('account', 2));
    // The next page load starts from the new version.
    expect(createLocalDefinitionStore().read('account')?.version).toBe(2);
  });

  it('does not notify when the server confirms the stored version', async () => {
    storeDefinitions({ account: definitionOf('account', 3) });
    const client = clientWith(serverWith([definitionOf('account', 3)]));
    const listener = vi.fn();
    client.subscribe('account', listener);

    await client.get('account');
    await vi.advanceTimersByTimeAsync(200);
    expect(listener).not.toHaveBeenCalled();
  });

  it('removes a stored definition the server reports missing and tells subscribers', async () => {
    storeDefinitions({ account: definitionOf('account'), contact: definitionOf('contact') });
    const fetchNames = serverWith([]);
    const client = clientWith(fetchNames);
    const listener = vi.fn();
    client.subscribe('account', listener);

    await client.get('account');
    await vi.advanceTimersByTimeAsync(200);

    expect(listener).toHaveBeenCalledWith(null);
    expect(await client.get('account')).toBeNull();
    expect(storedNames()).toEqual(['contact']);
    expect(fetchNames).toHaveBeenCalledTimes(1);
  });

  it('keeps stored copies after a failed revalidation and revalidates them on the next use', async () => {
    storeDefinitions({ account: definitionOf('account', 1) });
    const fetchNames = serverWith([definitionOf('account', 2)]);
    fetchNames.mockRejectedValueOnce(new Error('offline'));
    const client = clientWith(fetchNames);

    expect((await client.get('account'))?.version).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(storedNames()).toEqual(['account']);

    expect((await client.get('account'))?.version).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchNames).toHaveBeenCalledTimes(2);
    expect(client.peek('account')?.version).toBe(2);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another format', JSON.stringify({ format: 0, definitions: { account: definitionOf('account') } })],
    ['a bare array', JSON.stringify([definitionOf('account')])],
  ])('ignores and removes stored data that is %s', async (_, raw) => {
    window.localStorage.setItem('atrium.definitions', raw);
    const client = clientWith(serverWith([definitionOf('account', 5)]));

    const account = client.get('account');
    expect(await settledValue(account)).toBe('pending');
    expect(window.localStorage.getItem('atrium.definitions')).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect((await account)?.version).toBe(5);
    expect(storedNames()).toEqual(['account']);
  });

  it('ignores and removes a stored entry that does not pass the schema, keeping the others', async () => {
    storeDefinitions({
      account: { name: 'account', version: 'two' },
      lead: definitionOf('contact'),
      contact: definitionOf('contact'),
    });
    const client = clientWith(serverWith([definitionOf('account'), definitionOf('lead')]));

    expect(await settledValue(client.get('account'))).toBe('pending');
    expect(await settledValue(client.get('lead'))).toBe('pending');
    expect(storedNames()).toEqual(['contact']);
    expect(await settledValue(client.get('contact'))).toEqual(definitionOf('contact'));
  });

  it('does not keep an answer to a request sent before clear()', async () => {
    storeDefinitions({ account: definitionOf('account') });
    let answer: (value: { data: ObjectDefinition[]; missing: string[] }) => void = () => undefined;
    const fetchNames = vi.fn(
      (_: string[]) =>
        new Promise<{ data: ObjectDefinition[]; missing: string[] }>((resolve) => (answer = resolve)),
    );
    const client = new DefinitionClient(fetchNames, 200, createLocalDefinitionStore());
    await client.get('account');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchNames).toHaveBeenCalledTimes(1);

    client.clear();
    expect(window.localStorage.getItem('atrium.definitions')).toBeNull();
    answer({ data: [definitionOf('account', 2)], missing: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.peek('account')).toBeUndefined();
    expect(window.localStorage.getItem('atrium.definitions')).toBeNull();
  });
});
