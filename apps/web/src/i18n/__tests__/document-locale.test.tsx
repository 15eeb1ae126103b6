import type { Locale } from '@atrium/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { connectApiSession } from '../../session/connect-api-session';
import { changeLocale, clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { STORAGE_KEYS } from '../../session/storage-keys';
import { samProfile } from '../../test-support/fixtures';
import { initI18n } from '../i18n';
import { LanguageSwitcher } from '../LanguageSwitcher';

const profile = samProfile();

const fetchMock = vi.fn<typeof fetch>();

function Page() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitcher />
      <h1>{t('login.title')}</h1>
      <Button>{t('login.retry')}</Button>
    </>
  );
}

function renderApp() {
  return render(
    <AppProviders>
      <Page />
    </AppProviders>,
  );
}

function html() {
  return { dir: document.documentElement.dir, lang: document.documentElement.lang };
}

describe('document language and direction', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ ...profile, locale: 'ar' }), { status: 200 }),
    );
    connectApiSession();
  });

  afterEach(async () => {
    cleanup();
    clearLocalSession();
    sessionStore.setState({ locale: 'en' });
    await i18next.changeLanguage('en');
    document.documentElement.dir = 'ltr';
    document.documentElement.lang = 'en';
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('starts left to right in English', () => {
    renderApp();
    expect(html()).toEqual({ dir: 'ltr', lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' }).className).not.toContain('ant-btn-rtl');
  });

  it('flips the page to right to left when Arabic is chosen', async () => {
    renderApp();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    await waitFor(() => expect(html()).toEqual({ dir: 'rtl', lang: 'ar' }));
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeTruthy();
    const button = screen.getByRole('button', { name: i18next.t('login.retry', { lng: 'ar' }) });
    expect(button.className).toContain('ant-btn-rtl');
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('"ar"');
  });

  it.each<[Locale, 'rtl' | 'ltr']>([
    ['ur', 'rtl'],
    ['hi', 'ltr'],
    ['en', 'ltr'],
  ])('sets <html dir> for %s to %s', async (locale, dir) => {
    renderApp();
    await act(() => changeLocale('ar'));
    await act(() => changeLocale(locale));
    await waitFor(() => expect(html()).toEqual({ dir, lang: locale }));
    // The language's strings are fetched when it is chosen: i18next switches once they are here.
    await waitFor(() => expect(i18next.language).toBe(locale));
  });

  it('does not call the server for a visitor who is not signed in', async () => {
    renderApp();
    await act(() => changeLocale('ar'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a signed-in person's choice on the server", async () => {
    sessionStore.setState({ token: 'tok', profile, loggedIn: true, activeOrganization: 1 });
    renderApp();
    await act(() => changeLocale('ar'));
    expect(html()).toEqual({ dir: 'rtl', lang: 'ar' });
    const [call] = fetchMock.mock.calls;
    expect(String(call?.[0])).toBe('/api/v1/user/preferences');
    expect(call?.[1]?.method).toBe('PUT');
    expect(call?.[1]?.body).toBe('{"locale":"ar"}');
    expect(sessionStore.getState().profile?.locale).toBe('ar');
  });
});
