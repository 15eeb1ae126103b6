import { describe, expect, it } from 'vitest';
import { createChangeFeed, type NotificationSource, parseNotice, topicOfTable } from '../change-feed';

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

  it('reads described updates and takes anything else as the plain table', () => {
    expect(parseNotice('obj_account')).toEqual({ table: 'obj_account', update: undefined });
    expect(parseNotice('obj_account|u|3,12|name,change_xid')).toEqual({
      table: 'obj_account',
      update: { ids: new Set([3, 12]), columns: new Set(['name', 'change_xid']) },
    });
    expect(parseNotice('obj_account|u|7|').update?.columns.size).toBe(0);
    for (const odd of [
      'obj_account|u|x|name',
      'obj_account|u||name',
      'obj_account|u|-1|a',
      'obj_account|d|1|a',
    ]) {
      expect(parseNotice(odd)).toEqual({ table: 'obj_account', update: undefined });
    }
  });

  it('gives the described updates since a generation, and none once another kind of change came', async () => {
    const fake = fakeSource();
    const feed = await createChangeFeed(fake.source);
    const start = feed.generation('records:account');
    expect(feed.updatesSince('records:account', start)).toEqual([]);
    fake.notify('obj_account|u|1|name');
    const afterFirst = feed.generation('records:account');
    fake.notify('obj_account|u|2|email');
    expect(feed.updatesSince('records:account', start)?.map((u) => [...u.ids])).toEqual([[1], [2]]);
    expect(feed.updatesSince('records:account', afterFirst)?.map((u) => [...u.columns])).toEqual([['email']]);
    fake.notify('obj_account');
    const afterInsert = feed.generation('records:account');
    expect(feed.updatesSince('records:account', afterFirst)).toBeUndefined();
    fake.notify('obj_account|u|3|name');
    expect(feed.updatesSince('records:account', afterInsert)?.length).toBe(1);
    fake.state(false);
    fake.state(true);
    expect(feed.updatesSince('records:account', afterInsert)).toBeUndefined();
  });

  it('forgets the oldest described updates beyond what it keeps', async () => {
    const fake = fakeSource();
    const feed = await createChangeFeed(fake.source);
    const start = feed.generation('records:account');
    for (let id = 1; id <= 300; id += 1) fake.notify(`obj_account|u|${id}|name`);
    expect(feed.updatesSince('records:account', start)).toBeUndefined();
    const recent = feed.generation('records:account') - 10;
    expect(feed.updatesSince('records:account', recent)?.length).toBe(10);
  });
});
