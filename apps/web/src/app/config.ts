/** Deployment settings read from Vite env at build time; each has a safe default or is optional. */
export const IT_SUPPORT_EMAIL = import.meta.env.VITE_IT_SUPPORT_EMAIL || 'it-support@atrium.local';

/** The company e-mail domain, used in the sign-in instructions' example username. */
export const COMPANY_DOMAIN = IT_SUPPORT_EMAIL.split('@')[1] || 'atrium.local';

/** Office add-in library, loaded on /outlook-login only when the page runs inside Outlook. */
export const OUTLOOK_ADDIN_URL =
  import.meta.env.VITE_OUTLOOK_ADDIN_URL || 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

/** The external financials site of the hyperion module; its link is hidden when unset. */
export const HYPERION_FINANCIALS_URL = import.meta.env.VITE_HYPERION_FINANCIALS_URL || '';

/** Map tiles for the map field; any XYZ tile server (the server's CSP must allow its images). */
export const MAP_TILE_URL =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '&copy; OpenStreetMap contributors';

export const BUILD_VERSION = typeof __ATRIUM_BUILD_VERSION__ === 'string' ? __ATRIUM_BUILD_VERSION__ : 'dev';

export const VERSION_POLL_INTERVAL_MS = 60_000;
