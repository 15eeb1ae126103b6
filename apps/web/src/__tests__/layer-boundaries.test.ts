import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15: the web app's layers point one way. Record screens (`records/`) draw forms (`forms/`), and
 * both stand on `metadata/` (object definitions, where an object's records live), `app/` and
 * `session/`; the form renderer and its widgets import nothing from the record screens.
 */
const SOURCE = path.resolve(import.meta.dirname, '..');
const RULES: readonly { from: string; never: string }[] = [
  { from: 'forms', never: 'records' },
  { from: 'metadata', never: 'records' },
  { from: 'metadata', never: 'forms' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a file names: static and dynamic imports, re-exports and `vi.mock`. */
const SPECIFIERS = [
  /\bfrom\s*['"](\.[^'"]*)['"]/g,
  /\bimport\s*['"](\.[^'"]*)['"]/g,
  /\b(?:import|mock)\s*\(\s*['"](\.[^'"]*)['"]/g,
];

/** The imports of `file` (its text `text`) that land in the folder `never`. */
function crossings(file: string, text: string, never: string): string[] {
  const forbidden = path.join(SOURCE, never);
  return SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')).filter(
    (specifier) => {
      const target = path.resolve(path.dirname(file), specifier);
      return target === forbidden || target.startsWith(forbidden + path.sep);
    },
  );
}

describe('the web app’s layers', () => {
  it.each(RULES)('$from/ imports nothing from $never/', ({ from, never }) => {
    const found = sourceFiles(path.join(SOURCE, from)).flatMap((file) =>
      crossings(file, readFileSync(file, 'utf8'), never).map(
        (specifier) => `${path.relative(SOURCE, file)} → ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('recognises each way a module could cross', () => {
    const file = path.join(SOURCE, 'forms', 'field-widgets', 'lookup', 'LookupSelect.tsx');
    const samples = [
      "import { x } from '../../../records/list/RecordGrid';",
      "export { y } from '../../../records/RecordScreen';",
      "import '../../../records/form/form.css';",
      "const page = import('../../../records/lazy-record-pages');",
      "vi.mock('../../../records/list/RecordGrid', () => ({}));",
    ];
    for (const sample of samples) expect(crossings(file, sample, 'records'), sample).toHaveLength(1);
    expect(crossings(file, "import { z } from '../../../metadata/useObjectDefinition';", 'records')).toEqual(
      [],
    );
  });
});
