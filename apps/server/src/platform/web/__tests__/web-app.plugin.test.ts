import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWebVersion, webAppPlugin } from '../web-app.plugin';

const SCRIPT = 'export const answer = 42;\n'.repeat(40);

/** A web build as Vite writes it: index.html, version.json, and hashed assets with .br and .gz beside. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'atrium-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Atrium</title>');
  writeFileSync(path.join(dist, 'version.json'), JSON.stringify({ version: 'build-7' }));
  writeFileSync(path.join(dist, 'assets', 'page-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'page-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  return dist;
}

describe('web app plugin', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    app = Fastify();
    await app.register(webAppPlugin, { webDist: dist });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves hashed assets as immutable for a year, compressed when the browser accepts it', async () => {
    const plain = await app.inject('/assets/page-Ab12Cd34.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);

    const brotli = await app.inject({
      url: '/assets/page-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser ask again for index.html and version.json, which change with each build', async () => {
    const version = await app.inject('/version.json');
    expect(version.headers['cache-control']).toBe('no-cache');
    expect(version.json()).toEqual({ version: 'build-7' });

    const page = await app.inject('/crm/accounts/12');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Atrium</title>');
  });

  it('reads the served build’s version, and "development" without a build', async () => {
    expect(await readWebVersion(dist)).toBe('build-7');
    expect(await readWebVersion(path.join(dist, 'missing'))).toBe('development');
  });
});
