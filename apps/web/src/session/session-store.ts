import { loadPersistedSession, persistSession, readPersistedProfile } from './session-persistence';
import type { SessionState } from './session-state';

type Listener = () => void;

/** A small external store (read through useSyncExternalStore) so the API client can read it outside React. */
export function createSessionStore(initial: SessionState) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: (): SessionState => state,
    setState(patch: Partial<SessionState>): void {
      state = { ...state, ...patch };
      persistSession(state);
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore(loadPersistedSession());

/**
 * Signs the page back in from what an earlier visit stored, once its profile passed core's schema;
 * main.tsx awaits it before the first render. Nothing stored: nothing fetched, nothing changed.
 */
export async function restorePersistedSession(): Promise<void> {
  const profile = await readPersistedProfile();
  if (profile) sessionStore.setState(loadPersistedSession(profile));
}

/** The logged-out state keeps only the language the person reads. */
export function loggedOutState(current: SessionState): SessionState {
  return {
    token: null,
    profile: null,
    organizations: [],
    activeOrganization: null,
    locale: current.locale,
    loggedIn: false,
    error: false,
    errorMessage: null,
    isAdmin: false,
    adminPermissions: [],
    superAdminMode: false,
  };
}
