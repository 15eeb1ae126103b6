import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WebAppOptions {
  webDist: string;
}

/** The version of the web build being served; the client compares it with its own to offer a reload. */
export async function readWebVersion(webDist: string): Promise<string> {
  try {
    const parsed = JSON.parse(await readFile(path.join(webDist, 'version.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof parsed.version === 'string' ? parsed.version : 'development';
  } catch (error) {
    // No build yet (API-only development): there is nothing for a client to compare with.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'development';
    throw error;
  }
}

/** Serves the built web app; any other GET for a page answers index.html so the client router takes over. */
export async function webAppPlugin(app: FastifyInstance, { webDist }: WebAppOptions): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'no web build found: run `npm run build`; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
    preCompressed: true,
    // Off, or @fastify/send writes its own `public, max-age=0` over the header set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html and version.json must be fetched fresh.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) =>
    // An API address no route knows is the API's JSON 404, never the web app's page.
    request.url.startsWith('/api/')
      ? reply.callNotFound()
      : reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
}
