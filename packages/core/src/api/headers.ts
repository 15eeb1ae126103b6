/** Headers every API call carries besides the bearer token (spec 000 §7). */
export const ORGANIZATION_HEADER = 'x-organization-id';
export const SUPER_ADMIN_MODE_HEADER = 'x-super-admin-mode';
export const API_PREFIX = '/api/v1';
export const API_TIMEOUT_MS = 60_000;
/**
 * The caller's IANA time zone (`Asia/Dubai`): the rules' date operators read days and hours in it, so
 * the server answers a save as the browser's form did. Absent: UTC; unknown: the call is refused.
 */
export const TIME_ZONE_HEADER = 'atrium-time-zone';
