import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchServer {
  url: string;
  /** Seconds of CPU the server process has used (user + system), from its /metrics. */
  cpuSeconds(): Promise<number>;
  /** A counter or gauge without labels from its /metrics; NaN when it has none. */
  metric(name: string): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A real server in a process of its own, so the load generator in this process does not share its
 * event loop or CPU time with what it measures.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = 3400 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS passes flags to the server's Node, e.g. `--cpu-prof` to see where time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(here, 'serve.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // Five minutes: on a loaded two-core machine a first start (tsx compiling the server) can take minutes.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bench server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the bench server did not become ready in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const metric = async (name: string) => {
    const text = await (await fetch(`${url}/metrics`)).text();
    const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
    return line ? Number(line.slice(name.length + 1)) : Number.NaN;
  };
  return {
    url,
    metric,
    cpuSeconds: () => metric('atrium_process_cpu_seconds_total'),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
