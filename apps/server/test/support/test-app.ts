import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AtriumApp, buildApp } from '../../src/app';
import { type AppConfig, type Env, loadConfig } from '../../src/platform/config/config';

export interface TestApp extends AtriumApp {
  config: AppConfig;
}

/**
 * A fresh server per test file: an in-memory PGlite, or, when DATABASE_URL is set, a database of its
 * own on that server (dropped afterwards) so test files running side by side never share rows.
 */
export async function createTestApp(env: Env = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const suffix = randomBytes(6).toString('hex');
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `atrium_test_${suffix}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    // Initialised and migrated once for the whole run (pglite-template.global.ts).
    PGLITE_TEMPLATE: inject('pgliteTemplate'),
    WEB_DIST: '/nonexistent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    // Tests run background jobs themselves (jobs.drain()), at the moment they choose.
    JOBS_WORKER: 'false',
    // Each test file creates the objects it needs; crm-seed.test.ts asks for the CRM demo itself.
    SEED_CRM_DATA: 'false',
    FILES_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-files-')),
    REDIS_URL: process.env.REDIS_URL,
    REDIS_KEY_PREFIX: `atrium-test-${suffix}:`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const atrium = await buildApp(config);
  return {
    ...atrium,
    config,
    async close() {
      await atrium.close();
      await dropDatabase?.();
    },
  };
}
