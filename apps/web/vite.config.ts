import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

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

const serverUrl = process.env.ATRIUM_SERVER_URL || 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), versionFile(buildVersion)],
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
