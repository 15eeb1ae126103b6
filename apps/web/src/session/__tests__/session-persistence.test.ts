import { afterEach, describe, expect, it } from 'vitest';
import { hasPersistedToken, loadPersistedSession, readPersistedProfile } from '../session-persistence';
import { STORAGE_KEYS } from '../storage-keys';

const profile = {
  id: 3,
  name: 'Sam Sales',
  email: 'sam.sales@atrium.local',
  job_title: 'Sales',
  locale: 'ar' as const,
  active_organization: 2,
  is_super_admin: false,
  is_admin: false,
  super_admin_mode: false,
  impersonated_by: null,
};

function store(key: string, value: unknown) {
  window.localStorage.setItem(key, JSON.stringify(value));
}

describe('the session a page load starts from', () => {
  afterEach(() => window.localStorage.clear());

  it('is signed out with nothing stored, and has no profile to check', async () => {
    expect(hasPersistedToken()).toBe(false);
    expect(await readPersistedProfile()).toBeNull();
    expect(loadPersistedSession()).toMatchObject({ loggedIn: false, token: null, profile: null });
  });

  it('is signed in only once the stored profile passed core schema', async () => {
    store(STORAGE_KEYS.token, 'tok');
    store(STORAGE_KEYS.profile, profile);
    store(STORAGE_KEYS.locale, 'ar');
    store(STORAGE_KEYS.isAdmin, true);
    // Before the check: the token alone signs nobody in.
    expect(loadPersistedSession()).toMatchObject({ loggedIn: false, token: null, locale: 'ar' });
    const checked = await readPersistedProfile();
    expect(checked).toEqual(profile);
    expect(loadPersistedSession(checked)).toMatchObject({
      loggedIn: true,
      token: 'tok',
      profile,
      activeOrganization: 2,
      isAdmin: true,
      locale: 'ar',
    });
  });

  it('refuses a stored profile that does not fit the schema, and a profile without a token', async () => {
    store(STORAGE_KEYS.token, 'tok');
    store(STORAGE_KEYS.profile, { ...profile, id: 'three' });
    expect(await readPersistedProfile()).toBeNull();
    window.localStorage.removeItem(STORAGE_KEYS.token);
    store(STORAGE_KEYS.profile, profile);
    expect(hasPersistedToken()).toBe(false);
    expect(await readPersistedProfile()).toBeNull();
  });
});
