import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionClient } from '../permission-client';

function setup(
  answer: (names: string[]) => Record<string, boolean> = (names) =>
    Object.fromEntries(names.map((name) => [name, name.endsWith(':view')])),
) {
  const fetchAllowed = vi.fn(async (names: string[]) => answer(names));
  const client = new PermissionClient({ fetchAllowed, delayMs: 200 });
  client.setScope('1');
  return { client, fetchAllowed };
}

/** A client whose requests wait until the test answers them, in the order they were sent. */
function heldSetup() {
  const answers: ((value: Record<string, boolean>) => void)[] = [];
  const fetchAllowed = vi.fn(
    (_names: string[]) => new Promise<Record<string, boolean>>((resolve) => answers.push(resolve)),
  );
  const client = new PermissionClient({ fetchAllowed, delayMs: 200 });
  client.setScope('1');
  /** Answers the oldest request not yet answered. */
  const release = (value: Record<string, boolean>) => answers.shift()?.(value);
  return { client, fetchAllowed, release };
}

describe('PermissionClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches lookups made within 200 ms into one request', async () => {
    const { client, fetchAllowed } = setup();
    const first = client.isAllowed('account:view');
    await vi.advanceTimersByTimeAsync(150);
    const second = client.isAllowed('account:edit');
    const third = client.isAllowed('contact:view');
    expect(fetchAllowed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    await expect(Promise.all([first, second, third])).resolves.toEqual([true, false, true]);
    expect(fetchAllowed).toHaveBeenCalledTimes(1);
    expect(fetchAllowed.mock.calls[0]?.[0]).toEqual(['account:view', 'account:edit', 'contact:view']);
  });

  it('asks once for a permission looked up several times in the same window', async () => {
    const { client, fetchAllowed } = setup();
    const answers = Promise.all([client.isAllowed('lead:view'), client.isAllowed('lead:view')]);
    await vi.advanceTimersByTimeAsync(200);
    await expect(answers).resolves.toEqual([true, true]);
    expect(fetchAllowed.mock.calls[0]?.[0]).toEqual(['lead:view']);
  });

  it('a lookup made while that permission is on its way waits for the same answer, with no new request', async () => {
    const { client, fetchAllowed, release } = heldSetup();
    const first = client.isAllowed('contact:create');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchAllowed).toHaveBeenCalledTimes(1);
    const joined = client.isAllowed('contact:create');
    const other = client.isAllowed('contact:export');
    release({ 'contact:create': true });
    await expect(Promise.all([first, joined])).resolves.toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchAllowed).toHaveBeenCalledTimes(2);
    expect(fetchAllowed.mock.calls[1]?.[0]).toEqual(['contact:export']);
    release({ 'contact:export': false });
    await expect(other).resolves.toBe(false);
  });

  it('does not join a request sent for another organization or before the cache was cleared', async () => {
    const { client, fetchAllowed, release } = heldSetup();
    void client.isAllowed('lead:view');
    await vi.advanceTimersByTimeAsync(200);
    client.setScope('2');
    const otherOrganization = client.isAllowed('lead:view');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchAllowed).toHaveBeenCalledTimes(2);
    client.clear();
    const afterClear = client.isAllowed('lead:view');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchAllowed).toHaveBeenCalledTimes(3);
    release({ 'lead:view': true });
    release({ 'lead:view': false });
    release({ 'lead:view': true });
    await expect(Promise.all([otherOrganization, afterClear])).resolves.toEqual([false, true]);
  });

  it('answers cached permissions without a request', async () => {
    const { client, fetchAllowed } = setup();
    const first = client.isAllowed('quote:view');
    await vi.advanceTimersByTimeAsync(200);
    await first;
    await expect(client.isAllowed('quote:view')).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchAllowed).toHaveBeenCalledTimes(1);
    expect(client.peek('quote:view')).toBe(true);
  });

  it('keeps one cache per organization', async () => {
    const { client, fetchAllowed } = setup();
    const first = client.isAllowed('quote:view');
    await vi.advanceTimersByTimeAsync(200);
    await first;
    client.setScope('2');
    expect(client.peek('quote:view')).toBeUndefined();
    const second = client.isAllowed('quote:view');
    await vi.advanceTimersByTimeAsync(200);
    await second;
    expect(fetchAllowed).toHaveBeenCalledTimes(2);
  });

  it('forgets every answer when cleared (logout, organization switch)', async () => {
    const { client, fetchAllowed } = setup();
    const first = client.isAllowed('project:view');
    await vi.advanceTimersByTimeAsync(200);
    await first;
    client.clear();
    expect(client.peek('project:view')).toBeUndefined();
    const again = client.isAllowed('project:view');
    await vi.advanceTimersByTimeAsync(200);
    await again;
    expect(fetchAllowed).toHaveBeenCalledTimes(2);
  });

  it('does not cache an answer that arrives after the cache was cleared', async () => {
    const { client, release } = heldSetup();
    const pending = client.isAllowed('admin:users');
    await vi.advanceTimersByTimeAsync(200);
    client.clear();
    release({ 'admin:users': true });
    await expect(pending).resolves.toBe(true);
    expect(client.peek('admin:users')).toBeUndefined();
  });

  it('splits large batches at the per-request limit', async () => {
    const fetchAllowed = vi.fn(async (names: string[]) => Object.fromEntries(names.map((n) => [n, true])));
    const client = new PermissionClient({ fetchAllowed, delayMs: 200, maxPerRequest: 2 });
    const all = Promise.all(['a:x', 'b:x', 'c:x'].map((name) => client.isAllowed(name)));
    await vi.advanceTimersByTimeAsync(200);
    await all;
    expect(fetchAllowed.mock.calls.map((call) => call[0])).toEqual([['a:x', 'b:x'], ['c:x']]);
  });

  it('rejects the waiting lookups when the request fails, and caches nothing', async () => {
    const fetchAllowed = vi.fn(async () => {
      throw new Error('offline');
    });
    const client = new PermissionClient({ fetchAllowed, delayMs: 200 });
    const lookup = client.isAllowed('lead:view');
    const expectation = expect(lookup).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(200);
    await expectation;
    expect(client.peek('lead:view')).toBeUndefined();
  });

  it('caches an answer under the organization that asked, even if another became active meanwhile', async () => {
    const { client, fetchAllowed, release } = heldSetup();
    const answer = client.isAllowed('quote:view');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchAllowed).toHaveBeenCalledTimes(1);
    // The request for organization 1 is on its way when organization 2 becomes active.
    client.setScope('2');
    release({ 'quote:view': true });
    await answer;
    expect(client.peek('quote:view')).toBeUndefined();
    client.setScope('1');
    expect(client.peek('quote:view')).toBe(true);
  });

  it('remembers a failed lookup until it is retried, then asks again', async () => {
    let fail = true;
    const { client, fetchAllowed } = setup((names) => {
      if (fail) throw new Error('offline');
      return Object.fromEntries(names.map((name) => [name, true]));
    });
    await expect(
      Promise.all([client.isAllowed('lead:view'), vi.advanceTimersByTimeAsync(200)]),
    ).rejects.toThrow('offline');
    expect(client.hasFailed('lead:view')).toBe(true);
    expect(client.peek('lead:view')).toBeUndefined();
    fail = false;
    client.forgetFailures(['lead:view']);
    expect(client.hasFailed('lead:view')).toBe(false);
    const again = client.isAllowed('lead:view');
    await vi.advanceTimersByTimeAsync(200);
    await expect(again).resolves.toBe(true);
    expect(fetchAllowed).toHaveBeenCalledTimes(2);
  });
});
