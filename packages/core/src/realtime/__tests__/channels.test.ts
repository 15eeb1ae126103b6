import { describe, expect, it } from 'vitest';
import { CHANNEL_PREFIX, channels } from '../channels';

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
