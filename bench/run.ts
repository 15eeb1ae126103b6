import { fork } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BenchMessage, formatTable, isBenchFile, isBenchMessage } from './report';

/**
 * Runs every `*.bench.ts` beside this file, each in a process of its own so that one bench's warm
 * caches, JIT and memory never flatter or burden the next, and prints their tables.
 * `npm run bench -- startup` runs only the files whose name contains `startup`.
 */
const self = fileURLToPath(import.meta.url);
const here = path.dirname(self);
const CHILD_FLAG = '--child';

async function runAsChild(file: string): Promise<void> {
  const loaded: unknown = await import(pathToFileURL(path.join(here, file)).href);
  if (!isBenchFile(loaded)) throw new Error(`${file} must export description and run()`);
  const message: BenchMessage = { description: loaded.description, tables: await loaded.run() };
  // Exit once the figures are out: the server's libraries may leave timers that would keep us alive.
  if (process.send) process.send(message, undefined, {}, () => process.exit(0));
  else {
    for (const table of message.tables) console.log(`${formatTable(table)}\n`);
    process.exit(0);
  }
}

function runInChild(file: string): Promise<BenchMessage> {
  return new Promise((resolve, reject) => {
    const child = fork(self, [CHILD_FLAG, file], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    let received: BenchMessage | undefined;
    child.on('message', (message) => {
      if (isBenchMessage(message)) received = message;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (received && code === 0) resolve(received);
      else reject(new Error(`${file} ended with ${signal ?? `code ${code}`} and no figures`));
    });
  });
}

function describeDatabase(): string {
  const raw = process.env.DATABASE_URL;
  if (!raw) return 'not set (embedded PGlite only)';
  const url = new URL(raw);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const files = readdirSync(here)
    .filter((name) => name.endsWith('.bench.ts'))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
    .sort();
  console.log(
    `Atrium benchmarks — Node ${process.version}, ${process.platform}/${process.arch}, ` +
      `${availableParallelism()} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
  );
  console.log(`DATABASE_URL: ${describeDatabase()}`);
  const [load = 0] = loadavg();
  // Figures taken while other work fills the cores are noisy; the ratios within one run hold up better.
  const busy = load > availableParallelism() * 0.5 ? ' — the machine is busy, expect noisy figures' : '';
  console.log(`Load average (1 min): ${load.toFixed(2)}${busy}\n`);
  const started = performance.now();
  for (const file of files) {
    const fileStarted = performance.now();
    console.log(`▶ ${file}`);
    try {
      const { description, tables } = await runInChild(file);
      console.log(`  ${description}\n`);
      for (const table of tables) console.log(`${formatTable(table)}\n`);
      console.log(`  (${((performance.now() - fileStarted) / 1000).toFixed(1)} s)\n`);
    } catch (error) {
      // A bench that cannot run is broken; slow figures never fail the run.
      console.error(`✖ ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
  console.log(`All benchmarks: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const childIndex = process.argv.indexOf(CHILD_FLAG);
const childFile = childIndex === -1 ? undefined : process.argv[childIndex + 1];
await (childFile ? runAsChild(childFile) : main());
