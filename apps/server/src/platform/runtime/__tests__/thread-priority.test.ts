import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, lowerBackgroundThreads } from '../thread-priority';

const threadsButMain = () =>
  readdirSync('/proc/self/task')
    .map(Number)
    .filter((id) => id !== process.pid);

describe.runIf(process.platform === 'linux')('lowering the threads beside the event loop', () => {
  it('runs every thread but the main one at the background nice value, the main one unchanged', async () => {
    const main = getPriority(process.pid);
    // A thread started now, at the main thread's priority, and still running while they are lowered.
    const worker = new Worker('setInterval(() => {}, 1000)', { eval: true });
    await new Promise((resolve) => worker.once('online', resolve));
    try {
      expect(threadsButMain().some((id) => getPriority(id) < BACKGROUND_NICE)).toBe(true);
      expect(lowerBackgroundThreads()).toBeGreaterThan(0);
      for (const id of threadsButMain()) expect(getPriority(id)).toBeGreaterThanOrEqual(BACKGROUND_NICE);
      expect(getPriority(process.pid)).toBe(main);
      // Nothing is left to lower a second time.
      expect(lowerBackgroundThreads()).toBe(0);
    } finally {
      await worker.terminate();
    }
  });
});
