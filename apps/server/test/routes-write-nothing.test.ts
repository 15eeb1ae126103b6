import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15.5: a route reads its request, calls a service and answers; what changes the database
 * lives in services and repositories, where the same change made from elsewhere (a job, a seed, a
 * package install) goes through the same code.
 */
const SOURCE = path.resolve(import.meta.dirname, '../src');

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

/** What writes: the query builder's writes, a transaction opened, or SQL text that writes. */
const WRITES = [
  /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/,
  /\.transaction\(\)/,
  /\binTransaction\(/,
  /sql`\s*(?:insert|update|delete|truncate|alter|create|drop)\b/i,
];

function writesIn(text: string): boolean {
  return WRITES.some((pattern) => pattern.test(text));
}

describe('routes write nothing to the database themselves', () => {
  it('finds no write in any route module', () => {
    const files = routeFiles(SOURCE);
    expect(files.length).toBeGreaterThan(20);
    const writers = files
      .filter((file) => writesIn(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE, file));
    expect(writers).toEqual([]);
  });

  it('recognises each way a route could write', () => {
    for (const text of [
      "await db.insertInto('roles').values(row)",
      "tx.updateTable('forms').set({})",
      "db.deleteFrom('x')",
      'await db.transaction().execute(fn)',
      'await inTransaction(db, fn)',
      'await sql`update obj_lead set x = 1`.execute(db)',
    ]) {
      expect(writesIn(text), text).toBe(true);
    }
    expect(writesIn("await db.selectFrom('roles').selectAll().execute()")).toBe(false);
  });
});
