import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15.4: a shape both sides of a call need is declared once, in core. The server and the web
 * each declaring their own copy of an answer drift apart silently; this finds any type name declared
 * in both apps, and any app redeclaring a name core already exports.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'apps/server/src');
const WEB = path.join(ROOT, 'apps/web/src');
const CORE = path.join(ROOT, 'packages/core/src');

/** Source files, leaving out tests and their fixtures (which may shape data as they please). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'test-support', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Names of the types and interfaces a file declares at the start of a line; `exported` keeps those it
 * exports (a file's private `type Row = …` is its own business).
 */
function declaredTypes(text: string, exported = false): string[] {
  const pattern = exported
    ? /^export (?:interface|type) ([A-Z][A-Za-z0-9]*)\b/gm
    : /^(?:export )?(?:interface|type) ([A-Z][A-Za-z0-9]*)\b/gm;
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** Names of what core exports by declaration: types, interfaces, constants, functions, classes. */
function coreExports(): Set<string> {
  const names = sourceFiles(CORE).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /^export (?:interface|type|const|function|async function|class) ([A-Za-z][A-Za-z0-9]*)\b/gm,
      ),
    ].map((match) => match[1] ?? ''),
  );
  return new Set(names);
}

/** Each declared type name → the files (relative to the repository) declaring it. */
function declarations(folder: string, exported = false): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    for (const name of declaredTypes(readFileSync(file, 'utf8'), exported)) {
      found.set(name, [...(found.get(name) ?? []), path.relative(ROOT, file)]);
    }
  }
  return found;
}

describe('payload types live once, in core', () => {
  it('finds no type name exported by both the server and the web', () => {
    const server = declarations(SERVER, true);
    const web = declarations(WEB, true);
    const both = [...server.keys()]
      .filter((name) => web.has(name))
      .map((name) => `${name}: ${[...(server.get(name) ?? []), ...(web.get(name) ?? [])].join(', ')}`);
    expect(both).toEqual([]);
  });

  it('finds no app declaring a type under a name core exports', () => {
    const exported = coreExports();
    const redeclared = [...declarations(SERVER), ...declarations(WEB)]
      .filter(([name]) => exported.has(name))
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(redeclared).toEqual([]);
  });

  it('reads declarations the way the checks above rely on', () => {
    const text = 'export interface A {}\ntype B = 1;\n  type C = 2;\nexport type { D };';
    expect(declaredTypes(text)).toEqual(['A', 'B']);
    expect(declaredTypes(text, true)).toEqual(['A']);
    expect(coreExports().has('RecordRef')).toBe(true);
  });
});
