import type { ObjectDefinition } from '@atrium/core';
import { describe, expect, it, vi } from 'vitest';
import { DefinitionClient } from '../definition-client';

const definition = { id: 1, name: 'account' } as ObjectDefinition;

describe('definition client', () => {
  it('asks for names requested together in one call and caches answers, missing included', async () => {
    vi.useFakeTimers();
    const fetchNames = vi.fn(async (names: string[]) => ({
      data: names.includes('account') ? [definition] : [],
      missing: names.filter((name) => name !== 'account'),
    }));
    const client = new DefinitionClient(fetchNames, 200);
    const both = Promise.all([client.get('account'), client.get('enquiry'), client.get('account')]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await both).toEqual([definition, null, definition]);
    expect(fetchNames).toHaveBeenCalledTimes(1);
    expect(fetchNames).toHaveBeenCalledWith(['account', 'enquiry']);
    expect(await client.get('enquiry')).toBeNull();
    expect(fetchNames).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('a name asked while it is on its way waits for that answer; after clear() it is asked anew', async () => {
    vi.useFakeTimers();
    const releases: (() => void)[] = [];
    const fetchNames = vi.fn(
      (_names: string[]) =>
        new Promise<{ data: ObjectDefinition[]; missing: string[] }>((resolve) =>
          releases.push(() => resolve({ data: [definition], missing: [] })),
        ),
    );
    const client = new DefinitionClient(fetchNames, 200);
    const first = client.get('account');
    await vi.advanceTimersByTimeAsync(200);
    const joined = client.get('account');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchNames).toHaveBeenCalledTimes(1);
    releases[0]?.();
    expect(await Promise.all([first, joined])).toEqual([definition, definition]);

    const again = client.get('contact');
    await vi.advanceTimersByTimeAsync(200);
    client.clear();
    const afterClear = client.get('contact');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchNames).toHaveBeenCalledTimes(3);
    releases[1]?.();
    releases[2]?.();
    await Promise.all([again, afterClear]);
    vi.useRealTimers();
  });
});
