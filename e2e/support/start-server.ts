import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Starts Atrium for the browser tests on a database of its own: a fresh PGlite folder, or a fresh
 * database on the server DATABASE_URL names, so every run begins from the demo seed.
 */
async function freshDatabase(): Promise<Record<string, string>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-e2e-')) };
  const name = `atrium_e2e_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

Object.assign(process.env, await freshDatabase(), {
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  REDIS_KEY_PREFIX: `atrium-e2e-${Date.now()}:`,
});
await import('../../apps/server/src/server');
