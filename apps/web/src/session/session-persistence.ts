import { isLocale, type Locale, localeFromBrowserLanguage, type Profile } from '@atrium/core';
import { readStored, writeStored } from './browser-storage';
import type { SessionState } from './session-state';
import { STORAGE_KEYS } from './storage-keys';

const asString = (value: unknown) => (typeof value === 'string' && value ? value : null);
const asBoolean = (value: unknown) => (typeof value === 'boolean' ? value : null);
const asStrings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
const asLocale = (value: unknown): Locale | null => (isLocale(value) ? value : null);

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/**
 * The state a page load starts from: what was persisted, else a logged-out session in the browser's
 * language. It is signed in only with `profile`, the stored one once `readPersistedProfile` checked it.
 */
export function loadPersistedSession(profile: Profile | null = null): SessionState {
  const token = readStored(STORAGE_KEYS.token, asString);
  const loggedIn = Boolean(token && profile);
  const locale =
    profile?.locale ??
    readStored(STORAGE_KEYS.locale, asLocale) ??
    localeFromBrowserLanguage(browserLanguage());
  return {
    token: loggedIn ? token : null,
    profile: loggedIn ? profile : null,
    organizations: [],
    activeOrganization: loggedIn && profile ? profile.active_organization : null,
    locale,
    loggedIn,
    error: false,
    errorMessage: null,
    isAdmin: loggedIn ? (readStored(STORAGE_KEYS.isAdmin, asBoolean) ?? false) : false,
    adminPermissions: loggedIn ? (readStored(STORAGE_KEYS.adminPermissions, asStrings) ?? []) : [],
    superAdminMode: loggedIn ? (readStored(STORAGE_KEYS.superAdminMode, asBoolean) ?? false) : false,
  };
}

/** Whether an earlier visit left a session token (its profile is not checked yet). */
export function hasPersistedToken(): boolean {
  return readStored(STORAGE_KEYS.token, asString) !== null;
}

/**
 * The profile an earlier visit stored with its token, checked against core's schema. The schema (and
 * zod) is fetched only when there is a profile to check, so the sign-in page of someone signed out
 * never loads it.
 */
export async function readPersistedProfile(): Promise<Profile | null> {
  if (!hasPersistedToken()) return null;
  const stored = readStored(STORAGE_KEYS.profile, (value) => value ?? null);
  if (stored === null) return null;
  const { profileSchema } = await import('./session-contracts');
  const parsed = profileSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function persistSession(state: SessionState): void {
  writeStored(STORAGE_KEYS.token, state.token);
  writeStored(STORAGE_KEYS.profile, state.profile);
  writeStored(STORAGE_KEYS.isAdmin, state.loggedIn ? state.isAdmin : null);
  writeStored(STORAGE_KEYS.adminPermissions, state.loggedIn ? state.adminPermissions : null);
  writeStored(STORAGE_KEYS.superAdminMode, state.loggedIn ? state.superAdminMode : null);
  writeStored(STORAGE_KEYS.locale, state.locale);
}
