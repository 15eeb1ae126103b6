/** Headers every API call carries besides the bearer token (spec 000 §7). */
export const ORGANIZATION_HEADER = 'x-organization-id';
export const SUPER_ADMIN_MODE_HEADER = 'x-super-admin-mode';
export const API_PREFIX = '/api/v1';
export const API_TIMEOUT_MS = 60_000;
