import { describe, expect, it } from 'vitest';
import { CHANNEL_PREFIX, channels, parseChannel } from '../channels';

describe('real-time channel names', () => {
  it('are private and carry the product prefix', () => {
    expect(CHANNEL_PREFIX).toBe('private-atrium');
  });

  it('name one record, whatever the type of its id', () => {
    expect(channels.record('account', 42)).toBe('private-atrium.records.account.42');
    expect(channels.record('account', '42')).toBe('private-atrium.records.account.42');
  });

  it('name the new records of an object', () => {
    expect(channels.newRecords('lead')).toBe('private-atrium.records.lead.new');
  });

  it('name a user', () => {
    expect(channels.user(7)).toBe('private-atrium.users.7');
  });

  it('name a download', () => {
    expect(channels.download('account', 'abc-123')).toBe('private-atrium.downloads.account.abc-123');
  });

  it('name the workflow of a record', () => {
    expect(channels.workflow('serviceTicket', 9)).toBe('private-atrium.workflows.serviceTicket.9');
  });

  it('keep different records and objects apart', () => {
    const names = [
      channels.record('account', 1),
      channels.record('account', 2),
      channels.record('contact', 1),
      channels.newRecords('account'),
      channels.user(1),
      channels.download('account', '1'),
      channels.workflow('account', 1),
    ];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.startsWith(`${CHANNEL_PREFIX}.`)).toBe(true);
  });
});

describe('parseChannel', () => {
  it.each([
    [channels.record('account', 12), { kind: 'record', object: 'account', id: '12' }],
    [channels.newRecords('salesOrder'), { kind: 'newRecords', object: 'salesOrder' }],
    [channels.user(7), { kind: 'user', userId: 7 }],
    [channels.download('quote', 'ab-12'), { kind: 'download', object: 'quote', uniqueId: 'ab-12' }],
    [channels.workflow('lead', 3), { kind: 'workflow', object: 'lead', id: '3' }],
  ])('reads %s back', (name, parsed) => {
    expect(parseChannel(name)).toEqual(parsed);
  });

  it.each([
    'records.account.1',
    'private-atrium.records.Account.1',
    'private-atrium.records.account.1.2',
    'private-atrium.users.0',
    'private-atrium.users.abc',
    'private-atrium.other.account.1',
    `private-atrium.records.account.${'x'.repeat(300)}`,
  ])('refuses %s', (name) => {
    expect(parseChannel(name)).toBeUndefined();
  });
});
