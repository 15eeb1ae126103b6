import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { TestProject } from 'vitest/node';
import type { Db } from '../../src/platform/db/database';
import { migrateToLatest } from '../../src/platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir), or '' when the tests run against a server. */
    pgliteTemplate: string;
  }
}

/**
 * Once per run, before any server test file: an embedded database initialised and migrated, kept as
 * a tarball that every test file's in-memory database starts from. initdb alone takes 4–6 s of the
 * two-core machine per database; seventy test files each paid it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely({ dialect: new PGliteDialect(pglite) }) as unknown as Db;
  await migrateToLatest(db);
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'atrium-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
