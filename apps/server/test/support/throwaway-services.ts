import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const run = promisify(execFile);

export const PG_BIN = process.env.CHAOS_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) =>
  existsSync(file),
);

/** Why the throwaway services cannot run here, or undefined when they can. */
export function missingBinaries(): string | undefined {
  const missing = [`${PG_BIN}/initdb`, `${PG_BIN}/pg_ctl`, `${PG_BIN}/postgres`].filter(
    (file) => !existsSync(file),
  );
  if (!REDIS_SERVER) missing.push('redis-server');
  return missing.length > 0 ? `missing ${missing.join(', ')}` : undefined;
}

/** The first port from `from` nobody listens on: a run killed earlier may have left a server behind. */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 20; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` account. */
function pgCommand(binary: string, args: string[]) {
  const file = `${PG_BIN}/${binary}`;
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

async function waitFor(check: () => Promise<unknown>, what: string): Promise<void> {
  let last: unknown;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await check();
      return;
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} did not come up: ${String(last)}`);
}

export interface ThrowawayService {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

/** A PostgreSQL cluster of its own in a temporary folder, on a spare port, with a database `atrium`. */
export async function throwawayPostgres(fromPort = 55432): Promise<ThrowawayService> {
  const port = await freePort(fromPort);
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-chaos-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
    chmodSync(dir, 0o700);
  }
  await pgCommand('initdb', ['-D', data, '-U', 'atrium', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`;
  const url = `postgres://atrium@127.0.0.1:${port}/atrium`;
  const start = async () => {
    await pgCommand('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  };
  const stop = async () => {
    await pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  await waitFor(async () => {
    const admin = new pg.Client({ connectionString: `postgres://atrium@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query('create database atrium');
    } finally {
      await admin.end();
    }
  }, 'the throwaway PostgreSQL');
  return {
    url,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server child process on a spare port, without persistence. */
export async function throwawayRedis(fromPort = 56379): Promise<ThrowawayService> {
  const port = await freePort(fromPort);
  const binary = REDIS_SERVER ?? 'redis-server';
  let child: ChildProcess | undefined;
  const ping = async () => {
    const client = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
    // A refused connection while the server starts is expected: connect() rejects with it.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
    } finally {
      client.disconnect();
    }
  };
  const start = async () => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitFor(ping, 'the throwaway Redis');
  };
  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    await new Promise((resolve) => {
      current.once('exit', resolve);
      current.kill('SIGTERM');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
