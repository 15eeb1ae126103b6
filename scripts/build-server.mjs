// Compiles the server (apps/server/dist/server.mjs, its lazily loaded parts in dist/chunks) and prepares
// PGlite's templates: an initialised data directory (a tarball), so a new database unpacks it instead of
// running initdb, and the demo cluster (dist/pglite-demo), migrated and seeded by this build, which a
// first start with the default seeds copies (decision 0025).
//
//   node scripts/build-server.mjs [build id]    (build.mjs passes the hash of the server's inputs)
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps', 'server', 'dist');
const chunks = path.join(dist, 'chunks');
const buildId = process.argv[2] ?? randomUUID();
const ownCode = [path.join(root, 'apps', 'server', 'src'), path.join(root, 'packages', 'core', 'src')];

// The server's npm packages are compiled into the bundle, so a start reads a few files instead of
// resolving and reading thousands. These stay imports, resolved from node_modules at run time: PGlite,
// which reads its WebAssembly and data files beside its own module, and, where Atrium's code imports
// them, the libraries it loads on first use (decision 0025; test/start-up-imports.test.ts lists them
// too), some of which read files beside themselves (pdfkit's font metrics, resvg's native binary).
const alwaysImported = ['@electric-sql/pglite'];
const loadedOnFirstUse = [
  'echarts',
  '@resvg/resvg-js',
  'pdfkit',
  'fontkit',
  'bidi-js',
  'htmlparser2',
  'exceljs',
  'pdf-lib',
  'file-type',
  'nodemailer',
  'ioredis',
  '@duckdb/node-api',
];
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const keptAsImports = {
  name: 'kept-as-imports',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.probing || args.path.startsWith('node:')) return undefined;
      const name = packageOf(args.path);
      const fromOwnCode = ownCode.some((folder) => args.importer.startsWith(folder + path.sep));
      if (alwaysImported.includes(name) || (fromOwnCode && loadedOnFirstUse.includes(name))) {
        return { path: args.path, external: true };
      }
      // An optional dependency that is not installed (pg-native, bufferutil, …) stays an import: its
      // package asks for it inside a try, at run time, as it did before bundling.
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { probing: true },
      });
      return found.errors.length > 0 ? { path: args.path, external: true } : undefined;
    });
  },
};

// Code reached only through import() (the PDF renderer, chart pictures) goes to chunks of its own, read
// when first used; so does app.ts, which server.ts imports once the embedded database is opening.
const result = await build({
  entryPoints: {
    server: path.join(root, 'apps', 'server', 'src', 'server.ts'),
    'demo-template': path.join(root, 'apps', 'server', 'src', 'demo-template.ts'),
  },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  define: { __ATRIUM_BUILD_ID__: JSON.stringify(buildId) },
  plugins: [keptAsImports],
  // The CommonJS packages compiled in call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as atriumRequire } from 'node:module'; const require = atriumRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// A server still running from an earlier build may yet load its chunks: only day-old ones go.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file)));
const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
  const file = path.join(chunks, name);
  if (!written.has(file) && statSync(file).mtimeMs < dayAgo) rmSync(file);
}

const initdbTemplate = path.join(dist, 'pglite-template.tar.gz');
const template = await PGlite.create();
const tarball = await template.dumpDataDir('gzip');
writeFileSync(initdbTemplate, Buffer.from(await tarball.arrayBuffer()));
await template.close();

// The demo template is a shortcut: without it a first start seeds, as a start from source does. It is
// made beside its place and moved in whole, so a start never copies one half made.
const demoTemplate = path.join(dist, 'pglite-demo');
const staging = `${demoTemplate}.${process.pid}`;
rmSync(demoTemplate, { recursive: true, force: true });
try {
  const { makeDemoTemplate } = await import(pathToFileURL(path.join(dist, 'demo-template.mjs')).href);
  const { skipped } = await makeDemoTemplate(initdbTemplate, staging);
  if (skipped) console.warn(`No demo template: ${skipped}. A first start seeds the demo data itself.`);
  else renameSync(staging, demoTemplate);
} catch (error) {
  console.warn(`No demo template (${error.message}). A first start seeds the demo data itself.`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
