import { readStored, writeStored } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

const asPath = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;

/** Where to go after sign-in: the protected page the user was sent away from. Only same-site paths. */
export function readRedirectTarget(): string | null {
  return readStored(STORAGE_KEYS.redirect, asPath);
}

export function storeRedirectTarget(path: string | null): void {
  writeStored(STORAGE_KEYS.redirect, path === null ? null : asPath(path));
}
