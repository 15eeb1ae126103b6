import type { Locale, Organization, Profile } from '@atrium/core';

/** The user state of spec 000 §3, plus the admin information kept after sign-in. */
export interface SessionState {
  token: string | null;
  profile: Profile | null;
  organizations: Organization[];
  activeOrganization: number | null;
  locale: Locale;
  loggedIn: boolean;
  error: boolean;
  errorMessage: string | null;
  isAdmin: boolean;
  adminPermissions: string[];
  superAdminMode: boolean;
}
