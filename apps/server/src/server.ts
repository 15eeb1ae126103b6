import './platform/runtime/require-node';
import { loadConfig } from './platform/config/config';
import { openPglite } from './platform/db/pglite-open';

const started = performance.now();
const config = loadConfig();
// The embedded database opens (its WebAssembly compiled, its cluster started) while the rest of the
// server's modules load, which is why app.ts is imported here and not above (decision 0025).
const pglite = config.databaseUrl ? undefined : openPglite(config);
const { buildApp } = await import('./app');
const atrium = await buildApp(config, { pglite });
await atrium.app.listen({ port: config.port, host: config.host });
atrium.app.log.info(
  {
    url: config.publicUrl,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    identity: atrium.identity.kind,
  },
  `Atrium ready at ${config.publicUrl} in ${Math.round(performance.now() - started)} ms`,
);

// A rejection nobody awaited (a stray client error of a dependency) is logged, not fatal: the state of
// the process is intact and the request it belonged to has already been answered. An uncaught
// exception is a real fault: it is logged and the process exits, for the supervisor to restart it.
process.on('unhandledRejection', (reason) => {
  atrium.app.log.error({ err: reason }, 'a promise was rejected and nobody handled it');
});
process.on('uncaughtException', (error) => {
  atrium.app.log.fatal({ err: error }, 'uncaught exception: exiting');
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    atrium.app.log.info({ signal }, 'shutting down');
    atrium.close().then(
      () => process.exit(0),
      (error: unknown) => {
        atrium.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
