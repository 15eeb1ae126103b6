import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '../src');

/** The pipeline's persist step: the one module allowed to write an object table. */
const PERSIST = 'features/records/write-pipeline/persist.ts';
/**
 * The one exception (decision 0020, "Rotation"): the re-encryption job re-seals ciphertext in place,
 * compare-and-swap, without changing any value, so it is not a record write.
 */
const RESEAL = 'features/encryption/reseal-batches.ts';
/**
 * Not Postgres at all (decision 0029): the column store writes its own copies of object tables in
 * DuckDB, from what it reads of Postgres; its statements run only on its DuckDB engine.
 */
const COPIES = 'features/column-store/object-replica.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * A write to a table whose name is computed, which is how object tables (`obj_{name}`) are named:
 * SQL with the table interpolated, or a query builder given a table that is no literal. Writes to the
 * platform's fixed tables name them literally and are not matched.
 */
const DYNAMIC_WRITES = [
  /\b(?:insert\s+into|update|delete\s+from)\s+\$\{/gi,
  /\.(?:insertInto|updateTable|deleteFrom)\(\s*(?!['"])/g,
];

function writersOf(files: readonly string[]): string[] {
  return files
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return DYNAMIC_WRITES.some((pattern) => new RegExp(pattern.source, pattern.flags).test(text));
    })
    .map((file) => path.relative(SOURCE, file).split(path.sep).join('/'));
}

describe('the record write pipeline is the only writer of object tables', () => {
  it('finds a dynamic table write only in the persist step (and the re-encryption job, and the column store’s copies)', () => {
    expect(writersOf(sourceFiles(SOURCE)).sort()).toEqual([PERSIST, RESEAL, COPIES].sort());
  });

  it('recognises each way a module could write an object table', () => {
    const samples = [
      `await sql\`insert into \${sql.table(model.table)} (a) values (1)\``,
      `await sql\`update \${table} set sort_order = 1\``,
      `await sql\`delete from \${sql.table(name)} where id = 1\``,
      'await tx.updateTable(objectTableName(name)).set({ a: 1 })',
      'await tx.deleteFrom(\n  table,\n).where("id", "=", 1)',
    ];
    for (const sample of samples) {
      expect(DYNAMIC_WRITES.some((pattern) => new RegExp(pattern.source, pattern.flags).test(sample))).toBe(
        true,
      );
    }
    const fixed = "await tx.insertInto('uploads').values(rows); await sql`update jobs set state = 'done'`";
    expect(DYNAMIC_WRITES.some((pattern) => new RegExp(pattern.source, pattern.flags).test(fixed))).toBe(
      false,
    );
  });
});
