import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { THEME } from './src/app/theme';
import { antdStaticStyles } from './vite/antd-static-styles';

/** One version per build: the server answers it at GET /api/v1/app/version and clients compare it with theirs. */
const buildVersion = process.env.ATRIUM_BUILD_VERSION || new Date().toISOString();

/** Writes dist/version.json so the server can tell running clients that a newer build is deployed. */
function versionFile(version: string): Plugin {
  return {
    name: 'atrium-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text asset at build time, so the server sends compressed files
 * without spending CPU on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'atrium-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter((item) => COMPRESSIBLE.test(item.fileName))
          .map(async (item) => {
            const source = item.type === 'chunk' ? item.code : item.source;
            const content = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
            const target = path.join(outDir, item.fileName);
            await writeFile(`${target}.gz`, await gzipAsync(content, { level: 9 }));
            await writeFile(
              `${target}.br`,
              await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

const serverUrl = process.env.ATRIUM_SERVER_URL || 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), antdStaticStyles(THEME), versionFile(buildVersion), precompress()],
  define: {
    __ATRIUM_BUILD_VERSION__: JSON.stringify(buildVersion),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: true },
      '/oidc': { target: serverUrl, changeOrigin: true },
      '/socket.io': { target: serverUrl, changeOrigin: true, ws: true },
    },
  },
});
