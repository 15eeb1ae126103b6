import { buildApp } from './app';
import { loadConfig } from './platform/config/config';

const started = performance.now();
const config = loadConfig();
const atrium = await buildApp(config);
await atrium.app.listen({ port: config.port, host: config.host });
atrium.app.log.info(
  {
    url: config.publicUrl,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    identity: atrium.identity.kind,
  },
  `Atrium ready at ${config.publicUrl} in ${Math.round(performance.now() - started)} ms`,
);

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
