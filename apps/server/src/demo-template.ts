import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from './app';
import { loadConfig } from './platform/config/config';

/**
 * The demo template (decision 0025), made by scripts/build-server.mjs with the bundle it just built: a
 * data directory `into`, started from the initialised template and brought up by this build exactly as
 * a first start with the default seeds would (migrations, keys, every demo seed), then closed. A first
 * start of the same build copies it and finds its seeds done. The secrets the start generated are
 * removed, so each database copied from it generates its own; the answer says why not when the seeds
 * left something a copy could not carry (uploaded files, values sealed with the development key).
 */
export async function makeDemoTemplate(initdbTemplate: string, into: string): Promise<{ skipped?: string }> {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'atrium-demo-template-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: into,
      PGLITE_TEMPLATE: initdbTemplate,
      LOG_LEVEL: 'error',
      JOBS_WORKER: 'false',
      REALTIME_ENABLED: 'false',
      FILES_DIR: filesDir,
      WEB_DIST: path.join(filesDir, 'no-web-app'),
    }),
    pgliteDemoTemplate: undefined,
  };
  const atrium = await buildApp(config);
  try {
    const { rows } = await sql<{ sealed: number }>`
      select count(*)::int as sealed from attributes where options->>'isEncrypted' = 'true'`.execute(
      atrium.db,
    );
    if ((rows[0]?.sealed ?? 0) > 0) return { skipped: 'the demo data has encrypted attributes' };
    const written = readdirSync(filesDir, { recursive: true, withFileTypes: true });
    if (written.some((entry) => entry.isFile())) return { skipped: 'the demo seeds wrote files' };
    await atrium.db.deleteFrom('platform_secrets').execute();
    return {};
  } finally {
    await atrium.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}
