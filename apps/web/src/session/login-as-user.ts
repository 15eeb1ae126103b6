import { loginAnswerSchema, type Profile, profileSchema } from '@atrium/core';
import { api } from '../app/api-client';
import { queryClient } from '../app/query-client';
import { readStored, writeStored } from './browser-storage';
import { permissionClient } from './permissions/permission-client-instance';
import { refreshAdminPermissions } from './session-actions';
import { sessionStore } from './session-store';
import { STORAGE_KEYS } from './storage-keys';

/** The super admin's own session, kept while they act as someone else, to return to. */
interface OwnSession {
  token: string;
  profile: Profile;
}

function readOwnSession(value: unknown): OwnSession | null {
  if (!value || typeof value !== 'object') return null;
  const { token, profile } = value as Record<string, unknown>;
  const parsed = profileSchema.safeParse(profile);
  return typeof token === 'string' && token && parsed.success ? { token, profile: parsed.data } : null;
}

function enter(token: string, profile: Profile): void {
  permissionClient.clear();
  queryClient.clear();
  sessionStore.setState({
    token,
    profile,
    loggedIn: true,
    activeOrganization: profile.active_organization,
    isAdmin: profile.is_admin || profile.is_super_admin,
    adminPermissions: [],
    superAdminMode: false,
  });
  permissionClient.setScope(String(profile.active_organization));
  void refreshAdminPermissions();
}

/**
 * Starts a session as another user (spec 000 §2 /superadmin/login-as-user); the own one is kept aside.
 * `leave` runs once the server agreed and before the session changes, and resolves once the person is
 * off the page that needed the super admin's permissions: rendered for the other user's session, that
 * page's guard would send them to /403 (a route change commits later than a session change does).
 */
export async function loginAsUser(userId: number, leave: () => Promise<void>): Promise<Profile> {
  const { token, profile } = sessionStore.getState();
  if (!token || !profile) throw new Error('Not signed in.');
  const answer = loginAnswerSchema.parse(
    await api.post('auth/superadmin/login-as-user', { user_id: userId }),
  );
  writeStored(STORAGE_KEYS.loginAsReturn, { token, profile });
  await leave();
  enter(answer.token, answer.profile);
  return answer.profile;
}

/**
 * Ends the session as another user and returns to the super admin's own. Without a kept session (another
 * tab cleared it) the person is signed out instead: the caller then goes to the sign-in page.
 */
export async function returnToOwnAccount(): Promise<boolean> {
  try {
    await api.post('auth/superadmin/login-as-user/end');
  } catch (error) {
    console.warn('Ending the login as another user failed; returning anyway', error);
  }
  const own = readStored(STORAGE_KEYS.loginAsReturn, readOwnSession);
  writeStored(STORAGE_KEYS.loginAsReturn, null);
  if (!own) return false;
  enter(own.token, own.profile);
  return true;
}
