/// <reference types="vite/client" />

/** Replaced at build time by vite.config.ts; compared with GET /api/v1/app/version. */
declare const __ATRIUM_BUILD_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_HYPERION_FINANCIALS_URL?: string;
  readonly VITE_OUTLOOK_ADDIN_URL?: string;
  readonly VITE_IT_SUPPORT_EMAIL?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
