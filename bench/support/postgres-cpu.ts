import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (100 on Linux almost always). */
function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

const TICKS = clockTicks();

/** User + system CPU seconds of one process, or undefined once it is gone or not readable. */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state: utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

export interface DatabaseCpu {
  /** Starts a measurement; the answer of `stop()` is the CPU seconds the database's backends used since. */
  start(): Promise<{ stop(): Promise<number> }>;
  close(): Promise<void>;
}

/**
 * PostgreSQL CPU spent for one database: the backends serving it are listed in pg_stat_activity and
 * their CPU read from /proc (the server runs on this machine). A backend that starts during the
 * measurement counts whole; one that ends during it is lost, so the pools under load keep theirs.
 * NaN when the backends' /proc entries cannot be read (a server on another machine).
 */
export async function databaseCpu(url: string): Promise<DatabaseCpu> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const backends = async (): Promise<Map<number, number>> => {
    const result = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const seconds = new Map<number, number>();
    for (const { pid } of result.rows) {
      const cpu = processCpuSeconds(pid);
      if (cpu !== undefined) seconds.set(pid, cpu);
    }
    return seconds;
  };
  return {
    async start() {
      const before = await backends();
      return {
        async stop() {
          const after = await backends();
          if (after.size === 0) return Number.NaN;
          let total = 0;
          for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
          return total;
        },
      };
    },
    close: () => client.end(),
  };
}
