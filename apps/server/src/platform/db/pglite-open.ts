import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface PgliteOptions {
  dataDir: string;
  /** A tarball of an initialised data directory (PGlite's dumpDataDir), when one was built. */
  pgliteTemplate?: string | undefined;
  /** A data directory migrated and demo-seeded by the same server build (decision 0025). */
  pgliteDemoTemplate?: string | undefined;
}

const VERSION_FILE = 'PG_VERSION';

/**
 * Copies the demo template's cluster into a new data directory: a native file copy, several times
 * faster than unpacking a tarball through PGlite. PG_VERSION, what marks a directory as a cluster,
 * goes last, so a copy cut short is made again by the next start rather than opened half made.
 */
function copyCluster(template: string, dataDir: string): void {
  cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => source !== path.join(template, VERSION_FILE),
  });
  copyFileSync(path.join(template, VERSION_FILE), path.join(dataDir, VERSION_FILE));
}

/**
 * Starts opening the embedded database and returns at once: its WebAssembly compiles and Postgres
 * starts while the caller goes on (server.ts loads the rest of the server meanwhile). A new data
 * directory starts from a template when there is one: the demo cluster, copied, or the initialised
 * one, unpacked; either takes a fraction of the time initdb (and migrations and seeds) would. An
 * in-memory database is always new.
 */
export function openPglite(options: PgliteOptions): PGlite {
  const inMemory = options.dataDir.startsWith('memory://');
  const isNew = () => inMemory || !existsSync(path.join(options.dataDir, VERSION_FILE));
  if (!inMemory) {
    mkdirSync(options.dataDir, { recursive: true });
    const demo = options.pgliteDemoTemplate;
    if (isNew() && demo && existsSync(path.join(demo, VERSION_FILE))) copyCluster(demo, options.dataDir);
  }
  const tarball = options.pgliteTemplate;
  const template = isNew() && tarball && existsSync(tarball) ? new Blob([readFileSync(tarball)]) : undefined;
  // pg_trgm serves "contains" searches on big tables; Postgres servers ship it, PGlite loads it here.
  const pglite = new PGlite(options.dataDir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  // Nobody waits on it until the first query, which fails with the same error: not an unhandled one.
  pglite.waitReady.catch(() => {});
  return pglite;
}
