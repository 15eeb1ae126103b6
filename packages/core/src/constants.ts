/** Business constants of spec 000 §9. */
export const SWITCH_REDIRECT_DELAY_MS = 5000;
export const OUTLOOK_TOKEN_DELAY_MS = 4000;
export const PERMISSION_BATCH_DELAY_MS = 200;
export const RAIL_WIDTH_PX = 64;
export const SIDEBAR_WIDTH_REM = 16;
export const DEFAULT_ORGANIZATION_ID = 1;
export const PRODUCT_NAME = 'Atrium';
