// `npm start`: builds what changed, then runs the server as compiled JavaScript.
// Plain JavaScript on purpose: this runs before anything is compiled, and must start fast.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** Every file under these paths, in a stable order. */
function filesOf(paths) {
  const files = [];
  const visit = (entry) => {
    const dirents = readdirSync(entry, { withFileTypes: true });
    for (const dirent of dirents.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(entry, dirent.name);
      if (dirent.isDirectory()) {
        if (dirent.name !== 'node_modules' && dirent.name !== '__tests__' && dirent.name !== 'dist')
          visit(full);
      } else files.push(full);
    }
  };
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    if (statSync(entry).isDirectory()) visit(entry);
    else files.push(entry);
  }
  return files;
}

/** A hash of the inputs' names and contents: a checkout that changes nothing changes no stamp. */
function stampOf(paths) {
  const hash = createHash('sha256');
  for (const file of filesOf(paths)) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Runs `build` when the stamp in `stampFile` differs from the inputs', then records the new stamp. */
function buildIfChanged(name, inputs, stampFile, build) {
  const stamp = stampOf(inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`${name}: up to date`);
    return;
  }
  console.log(`${name}: building`);
  build();
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, stamp);
}

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = [
  at('packages', 'core', 'src'),
  at('packages', 'core', 'package.json'),
  at('package-lock.json'),
];

buildIfChanged(
  'web app',
  [
    at('apps', 'web', 'src'),
    at('apps', 'web', 'vite'),
    at('apps', 'web', 'public'),
    at('apps', 'web', 'index.html'),
    at('apps', 'web', 'vite.config.ts'),
    at('apps', 'web', 'package.json'),
    ...shared,
  ],
  at('apps', 'web', 'dist', '.build-stamp'),
  () => run('npm', ['run', 'build', '--workspace', '@atrium/web']),
);

buildIfChanged(
  'server',
  [
    at('apps', 'server', 'src'),
    at('apps', 'server', 'package.json'),
    at('scripts', 'build-server.mjs'),
    ...shared,
  ],
  at('apps', 'server', 'dist', '.build-stamp'),
  () => run(process.execPath, [at('scripts', 'build-server.mjs')]),
);

await import(at('apps', 'server', 'dist', 'server.mjs'));
