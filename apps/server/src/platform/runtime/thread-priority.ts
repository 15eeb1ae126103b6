import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The nice value the process's threads other than the event loop's run at (decision 0036). */
export const BACKGROUND_NICE = 10;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Runs every thread of this process but the main one, the event loop's, at `BACKGROUND_NICE`: the
 * libuv pool (where the column store's statements run), DuckDB's workers and V8's helpers. Under
 * contention the scheduler then lets the event loop run first, and when the machine is idle the nice
 * value changes nothing. Threads a lowered thread starts later inherit its priority; call this again
 * after starting threads from the main one. Linux only (`/proc/self/task` lists the threads, and a
 * thread id names one thread to `setpriority`); elsewhere it does nothing. Answers how many threads
 * it lowered.
 */
export function lowerBackgroundThreads(): number {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch (error) {
    // No /proc: not Linux, where a thread cannot be named to setpriority.
    if (codeOf(error) === 'ENOENT') return 0;
    throw error;
  }
  let lowered = 0;
  for (const thread of threads) {
    const id = Number(thread);
    if (id === process.pid) continue;
    try {
      if (getPriority(id) >= BACKGROUND_NICE) continue;
      setPriority(id, BACKGROUND_NICE);
      lowered += 1;
    } catch (error) {
      // A thread that ended between the listing and here has nothing left to lower.
      if (codeOf(error) !== 'ESRCH') throw error;
    }
  }
  return lowered;
}
