import type { Locale, Organization, Profile } from '@atrium/core';
import { errorMessage } from '../app/api-error';
import { queryClient } from '../app/query-client';
import { writeStored } from './browser-storage';
import { permissionClient } from './permissions/permission-client-instance';
import { sessionApi } from './session-api';
import { loggedOutState, sessionStore } from './session-store';
import { STORAGE_KEYS } from './storage-keys';

/** Admin information is the `admin` permission group; the navigation reads it to build the Administration entries. */
export async function refreshAdminPermissions(): Promise<void> {
  const { profile } = sessionStore.getState();
  if (!profile) return;
  try {
    const group = await permissionClient.loadGroup('admin');
    const adminPermissions = Object.entries(group)
      .filter(([, allowed]) => allowed)
      .map(([name]) => name);
    sessionStore.setState({ isAdmin: profile.is_admin || profile.is_super_admin, adminPermissions });
  } catch (error) {
    console.error('Failed to load admin permissions', error);
  }
}

function applyProfile(profile: Profile): void {
  sessionStore.setState({ profile, activeOrganization: profile.active_organization, locale: profile.locale });
  permissionClient.setScope(String(profile.active_organization));
}

/** Spec 000 §4: login begins (clears error), then succeeds (token, profile, locale, organization) or fails. */
export async function loginWithIdToken(idToken: string): Promise<void> {
  sessionStore.setState({ error: false, errorMessage: null });
  try {
    const answer = await sessionApi.loginWithOpenId(idToken);
    permissionClient.clear();
    queryClient.clear();
    sessionStore.setState({
      token: answer.token,
      loggedIn: true,
      isAdmin: answer.profile.is_admin || answer.profile.is_super_admin,
      adminPermissions: [],
      superAdminMode: false,
    });
    applyProfile(answer.profile);
    writeStored(STORAGE_KEYS.signedOut, null);
    void refreshAdminPermissions();
  } catch (error) {
    sessionStore.setState({
      ...loggedOutState(sessionStore.getState()),
      error: true,
      errorMessage: errorMessage(error),
    });
    throw error;
  }
}

/** Forgets the session in this browser: state, permission cache and server-state cache. */
export function clearLocalSession(): void {
  permissionClient.clear();
  permissionClient.setScope('none');
  queryClient.clear();
  // A super admin's own session kept aside during a login as another user is forgotten too.
  writeStored(STORAGE_KEYS.loginAsReturn, null);
  sessionStore.setState(loggedOutState(sessionStore.getState()));
}

/** Tells the server, then forgets locally whatever the server answered (a 401 means it is already gone). */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.getState().token) await sessionApi.logout();
  } catch (error) {
    console.warn('Logout call failed; the local session is cleared anyway', error);
  } finally {
    clearLocalSession();
    writeStored(STORAGE_KEYS.signedOut, true);
  }
}

export async function reloadProfile(): Promise<Profile> {
  const profile = await sessionApi.me();
  applyProfile(profile);
  return profile;
}

export function setOrganizations(organizations: Organization[]): void {
  sessionStore.setState({ organizations });
}

/** Posts the choice and clears caches; the caller then moves to /switch/{orgId}. Returns false on failure. */
export async function switchOrganization(orgId: number): Promise<boolean> {
  try {
    const profile = await sessionApi.switchToOrganization(orgId);
    permissionClient.clear();
    queryClient.clear();
    applyProfile(profile);
    void refreshAdminPermissions();
    return true;
  } catch (error) {
    console.error('Failed to switch', error);
    return false;
  }
}

/** Changes the language at once; a signed-in user's choice is also saved on the server. */
export async function changeLocale(locale: Locale): Promise<void> {
  sessionStore.setState({ locale });
  if (!sessionStore.getState().loggedIn) return;
  try {
    const profile = await sessionApi.savePreferences(locale);
    sessionStore.setState({ profile });
  } catch (error) {
    console.error('Failed to save the language preference', error);
  }
}

export function setSuperAdminMode(enabled: boolean): void {
  permissionClient.clear();
  queryClient.invalidateQueries();
  sessionStore.setState({ superAdminMode: enabled });
}
