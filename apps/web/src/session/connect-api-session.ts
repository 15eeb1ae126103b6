import { configureApiClient } from '../app/api-client';
import { permissionClient } from './permissions/permission-client-instance';
import { clearLocalSession } from './session-actions';
import { LOGOUT_PATH } from './session-api';
import { sessionStore } from './session-store';

/** Wires the API client to the session: headers from the store, and any 401 logs the user out. */
export function connectApiSession(): void {
  configureApiClient({
    token: () => sessionStore.getState().token,
    organizationId: () => sessionStore.getState().activeOrganization,
    superAdminMode: () => sessionStore.getState().superAdminMode,
    onUnauthorized: (path) => {
      // The logout call handles its own 401: the session is gone either way and logout completes.
      if (path === LOGOUT_PATH) return;
      if (sessionStore.getState().loggedIn) clearLocalSession();
    },
  });
  const { activeOrganization } = sessionStore.getState();
  permissionClient.setScope(activeOrganization === null ? 'none' : String(activeOrganization));
}
