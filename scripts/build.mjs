// Builds what changed since the last build: the web app (Vite) and the server (build-server.mjs), each
// skipped when the hash of its inputs matches the stamp its last build left. `npm start` runs it before
// starting, `npm install` runs it too (the root `prepare` script), so the first start after an install
// finds both built (decision 0025). Plain JavaScript on purpose: this runs before anything is compiled.
//
//   node scripts/build.mjs [web] [server] [--at-install]
//
// With no target both are built. --at-install: a failed build is reported and the install goes on;
// `npm start` tries again and stops with the build's own error.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** A hash of the inputs' names and contents (and of `extra`): a checkout that changes nothing changes no stamp. */
function stampOf(paths, extra = '') {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const file of filesOf(paths)) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} failed (exit ${code})`)),
    );
  });
}

const shared = [
  at('packages', 'core', 'src'),
  at('packages', 'core', 'package.json'),
  at('package-lock.json'),
];

const targets = {
  web: {
    name: 'web app',
    inputs: [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'vite'),
      at('apps', 'web', 'public'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'vite.config.ts'),
      at('apps', 'web', 'package.json'),
      ...shared,
    ],
    // Variables the web build reads (vite.config.ts, import.meta.env) are part of what it builds from.
    extra: () =>
      Object.keys(process.env)
        .filter((name) => name.startsWith('VITE_') || name === 'ATRIUM_BUILD_VERSION')
        .sort()
        .map((name) => `${name}=${process.env[name]}\n`)
        .join(''),
    stampFile: at('apps', 'web', 'dist', '.build-stamp'),
    build: () => run('npm', ['run', 'build', '--workspace', '@atrium/web']),
  },
  server: {
    name: 'server',
    inputs: [
      at('apps', 'server', 'src'),
      at('apps', 'server', 'package.json'),
      at('scripts', 'build-server.mjs'),
      ...shared,
    ],
    extra: () => '',
    stampFile: at('apps', 'server', 'dist', '.build-stamp'),
    // The stamp is the build's id: the server records it with the demo data it seeds.
    build: (stamp) => run(process.execPath, [at('scripts', 'build-server.mjs'), stamp]),
  },
};

/**
 * Builds each target whose inputs differ from its stamp, side by side (the two builds use a core each
 * for most of their time), and records the new stamp of each that succeeded.
 */
export async function buildChanged(names = Object.keys(targets)) {
  const builds = names.map(async (name) => {
    const target = targets[name];
    const stamp = stampOf(target.inputs, target.extra());
    if (existsSync(target.stampFile) && readFileSync(target.stampFile, 'utf8') === stamp) {
      console.log(`${target.name}: up to date`);
      return;
    }
    console.log(`${target.name}: building`);
    await target.build(stamp);
    mkdirSync(path.dirname(target.stampFile), { recursive: true });
    writeFileSync(target.stampFile, stamp);
  });
  const failed = (await Promise.allSettled(builds)).filter((outcome) => outcome.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((outcome) => outcome.reason.message).join('; '));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const atInstall = process.argv.includes('--at-install');
  const names = process.argv.slice(2).filter((arg) => arg in targets);
  try {
    await buildChanged(names.length > 0 ? names : undefined);
  } catch (error) {
    if (!atInstall) throw error;
    console.warn(`The build after the install failed (${error.message}); npm start will build again.`);
  }
}
