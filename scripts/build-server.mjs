// Compiles the server to one JavaScript file (apps/server/dist/server.mjs) and prepares PGlite's
// template data directory, so a first start copies it instead of running initdb.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps', 'server', 'dist');
const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});

// Packages from npm stay imports, resolved from node_modules at run time; the workspace's own
// TypeScript (@atrium/core) is compiled in.
const external = [
  ...dependencies(path.join(root, 'apps', 'server', 'package.json')),
  ...dependencies(path.join(root, 'packages', 'core', 'package.json')),
].filter((name) => !name.startsWith('@atrium/'));

await build({
  entryPoints: [path.join(root, 'apps', 'server', 'src', 'server.ts')],
  outfile: path.join(dist, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

const template = await PGlite.create();
const tarball = await template.dumpDataDir('gzip');
writeFileSync(path.join(dist, 'pglite-template.tar.gz'), Buffer.from(await tarball.arrayBuffer()));
await template.close();
