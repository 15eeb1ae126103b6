import { useSyncExternalStore } from 'react';
import type { SessionState } from './session-state';
import { sessionStore } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}
