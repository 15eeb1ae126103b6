import { describe, expect, it } from 'vitest';
import { createChangeFeed, type NotificationSource, topicOfTable } from '../change-feed';

function fakeSource() {
  const handlers: { payload?: (payload: string) => void; state?: (live: boolean) => void } = {};
  const source: NotificationSource = async ({ onPayload, onState }) => {
    handlers.payload = onPayload;
    handlers.state = onState;
    onState(true);
    return { settle: async () => {}, stop: async () => onState(false) };
  };
  return { source, notify: (p: string) => handlers.payload?.(p), state: (l: boolean) => handlers.state?.(l) };
}

describe('change feed', () => {
  it('maps tables to the topics caches watch', () => {
    expect(topicOfTable('obj_account')).toBe('records:account');
    expect(topicOfTable('record_permissions')).toBe('grants');
    expect(topicOfTable('forms')).toBe('metadata');
    expect(topicOfTable('memberships')).toBe('access');
    expect(topicOfTable('jobs')).toBeUndefined();
  });

  it('moves only the generation of the topic that changed', async () => {
    const fake = fakeSource();
    const feed = await createChangeFeed(fake.source);
    const before = { account: feed.generation('records:account'), access: feed.generation('access') };
    fake.notify('obj_account');
    expect(feed.generation('records:account')).toBeGreaterThan(before.account);
    expect(feed.generation('access')).toBe(before.access);
    const once = feed.generation('records:account');
    fake.notify('obj_account');
    expect(feed.generation('records:account')).toBeGreaterThan(once);
  });

  it('is not live while interrupted, and every generation moves when it comes back', async () => {
    const fake = fakeSource();
    const feed = await createChangeFeed(fake.source);
    const access = feed.generation('access');
    fake.state(false);
    expect(feed.live).toBe(false);
    fake.state(true);
    expect(feed.live).toBe(true);
    expect(feed.generation('access')).toBeGreaterThan(access);
    await feed.close();
    expect(feed.live).toBe(false);
  });
});
