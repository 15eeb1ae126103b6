// `npm start`: builds what changed (usually nothing: `npm install` built both), then runs the server as
// compiled JavaScript. Plain JavaScript on purpose: this runs before anything is compiled, and must start fast.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildChanged } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

try {
  await buildChanged();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps', 'server', 'dist', 'server.mjs')).href);
