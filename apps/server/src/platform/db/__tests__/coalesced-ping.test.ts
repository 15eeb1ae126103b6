import { describe, expect, it } from 'vitest';
import { coalescedPing } from '../coalesced-ping';

/** A ping whose answers the test releases one at a time, recording when each was sent. */
function manualPing() {
  const sent: { answer: () => void; fail: () => void }[] = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      sent.push({ answer: resolve, fail: () => reject(new Error('connection lost')) });
    });
  return { sent, ping };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalescedPing', () => {
  it('sends one ping for a caller when none is on the wire', async () => {
    const { sent, ping } = manualPing();
    const settle = coalescedPing(ping);
    const done = settle();
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    await expect(done).resolves.toBeUndefined();
  });

  it('makes callers who ask while a ping is out wait for the next one, which all of them share', async () => {
    const { sent, ping } = manualPing();
    const settle = coalescedPing(ping);
    const first = settle();
    const order: string[] = [];
    const later = [settle(), settle(), settle()].map((p, i) => p.then(() => order.push(`later ${i}`)));
    void first.then(() => order.push('first'));
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    await flush();
    // The first ping was sent before the later callers asked: it settles only the first caller.
    expect(order).toEqual(['first']);
    expect(sent).toHaveLength(2);
    sent[1]?.answer();
    await Promise.all(later);
    expect(order).toEqual(['first', 'later 0', 'later 1', 'later 2']);
    expect(sent).toHaveLength(2);
  });

  it('sends a new ping for a caller who asks once the shared one is on the wire', async () => {
    const { sent, ping } = manualPing();
    const settle = coalescedPing(ping);
    void settle();
    const second = settle();
    sent[0]?.answer();
    await flush();
    expect(sent).toHaveLength(2);
    const third = settle();
    sent[1]?.answer();
    await second;
    await flush();
    expect(sent).toHaveLength(3);
    sent[2]?.answer();
    await expect(third).resolves.toBeUndefined();
  });

  it('settles its callers when the ping fails with its connection, and pings again afterwards', async () => {
    const { sent, ping } = manualPing();
    const settle = coalescedPing(ping);
    const lost = settle();
    sent[0]?.fail();
    await expect(lost).resolves.toBeUndefined();
    const next = settle();
    expect(sent).toHaveLength(2);
    sent[1]?.answer();
    await expect(next).resolves.toBeUndefined();
  });
});
