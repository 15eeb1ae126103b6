/** Every key Atrium keeps in the browser, in one place so logout can clear them all. */
export const STORAGE_KEYS = {
  token: 'atrium.session',
  profile: 'atrium.profile',
  isAdmin: 'atrium.isAdmin',
  adminPermissions: 'atrium.adminPermissions',
  superAdminMode: 'atrium.superAdminMode',
  permissions: 'atrium.permissions',
  redirect: 'atrium.redirect',
  locale: 'atrium.locale',
  /** Object definitions by name, served at once and revalidated (`metadata/definition-storage.ts`). */
  definitions: 'atrium.definitions',
  /** Set by logout: the next sign-in in this browser asks the identity provider for the password again. */
  signedOut: 'atrium.signedOut',
  /** While a super admin acts as another user: their own token and profile, to return to. */
  loginAsReturn: 'atrium.loginAs.return',
} as const;

/** Kept in sessionStorage: the `state` sent to the identity provider, checked on /checklogin. */
export const SSO_STATE_KEY = 'atrium.sso.state';
