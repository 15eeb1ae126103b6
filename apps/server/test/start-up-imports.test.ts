import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0025: what a start loads is what the warm start pays for. server.ts opens the embedded
 * database before it imports app.ts, and libraries only some calls need load on their first use.
 * This follows the static imports (not `import type`, not `import()`) from an entry point.
 */
const SOURCE = path.resolve(import.meta.dirname, '../src');

/** Loaded with the first print, chart e-mail, export, signature, upload or mail, or with REDIS_URL. */
const LOADED_ON_FIRST_USE = [
  'echarts',
  '@resvg/resvg-js',
  'pdfkit',
  'fontkit',
  'bidi-js',
  'exceljs',
  'pdf-lib',
  'file-type',
  'nodemailer',
  'ioredis',
  '@duckdb/node-api',
];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find(
    (file) => existsSync(file) && file.endsWith('.ts'),
  );
}

/** The project files and the packages reached from `entry` through static imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('.')) {
        const target = resolveSource(file, specifier);
        if (target) visit(target);
      } else if (!specifier.startsWith('node:')) {
        const parts = specifier.split('/');
        packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
      }
    }
  };
  visit(entry);
  return { files, packages };
}

describe('what a start loads', () => {
  it('opens the database before loading app.ts', () => {
    const { files } = staticGraph(path.join(SOURCE, 'server.ts'));
    expect(files.has(path.join(SOURCE, 'app.ts'))).toBe(false);
    expect(files.has(path.join(SOURCE, 'platform', 'db', 'pglite-open.ts'))).toBe(true);
  });

  it('loads no library that only some calls need', () => {
    const { packages } = staticGraph(path.join(SOURCE, 'app.ts'));
    expect(packages.has('fastify')).toBe(true);
    expect(LOADED_ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
  });

  it('sees a static import as one, and type-only imports and import() as none', () => {
    const text = [
      "import ExcelJS from 'exceljs';",
      "import type { PDFFont } from 'pdf-lib';",
      "const { default: mailer } = await import('nodemailer');",
      "export { x } from './y';",
    ].join('\n');
    expect([...text.matchAll(STATIC_IMPORT)].map((match) => match[1])).toEqual(['exceljs', './y']);
  });
});
