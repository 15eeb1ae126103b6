import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 15.5: `platform/` is what every feature stands on; it imports nothing from `features/`. */
const SOURCE = path.resolve(import.meta.dirname, '../src');
const PLATFORM = path.join(SOURCE, 'platform');
const FEATURES = path.join(SOURCE, 'features');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module a file names: `import … from`, `export … from`, `import '…'`, `import('…')`, `require('…')`. */
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function specifiersOf(text: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The imports of `file` (its text `text`) that land in `features/`. */
function featureImports(file: string, text: string): string[] {
  return specifiersOf(text).filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = path.resolve(path.dirname(file), specifier);
    return target === FEATURES || target.startsWith(FEATURES + path.sep);
  });
}

describe('platform/ imports nothing from features/', () => {
  it('finds no import of features/ in any platform module', () => {
    const found = sourceFiles(PLATFORM).flatMap((file) =>
      featureImports(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(SOURCE, file)} → ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('recognises each way a platform module could import a feature', () => {
    const file = path.join(PLATFORM, 'auth', 'request-context.ts');
    const samples = [
      "import { findUserById } from '../../features/users/users.repository';",
      "import type { PermissionSet } from '../../features/permissions/permission-set';",
      "export { x } from '../../features/records/records.service';",
      "import '../../features/records/write-pipeline/object-steps';",
      "const { seed } = await import('../../features/seeds/demo');",
    ];
    for (const sample of samples) expect(featureImports(file, sample), sample).toHaveLength(1);
    const fine = [
      "import { AppError } from '../errors/app-error';",
      "import { sql } from 'kysely';",
      "import { loadMembershipAccess } from './membership-access';",
    ];
    for (const sample of fine) expect(featureImports(file, sample), sample).toEqual([]);
  });
});
