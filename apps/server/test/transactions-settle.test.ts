import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A transaction opened with Kysely's own `db.transaction()` commits without waiting for the change
 * feed, so the very next request in this process could be answered from a cache the commit made stale
 * (a deactivated person's session still let in, a role's old permissions still granted). Only
 * platform/db opens transactions; everything else goes through `inTransaction`, `withTenant` or
 * `readAsTenant`, which settle (or, reading only, have nothing to settle).
 */
const SOURCE = path.resolve(import.meta.dirname, '../src');
const OPENERS = path.join(SOURCE, 'platform', 'db');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('transactions settle the change feed', () => {
  it('are opened only by platform/db, which waits for their notifications after the commit', () => {
    const found = sourceFiles(SOURCE)
      .filter((file) => !file.startsWith(OPENERS + path.sep))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /\.transaction\(\)/.test(line) ? [`${path.relative(SOURCE, file)}:${index + 1}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
