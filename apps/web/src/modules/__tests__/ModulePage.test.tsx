import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { initI18n, switchLanguage } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { permissionClient } from '../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageTitleProvider } from '../../shell/PageTitleContext';
import { renderModuleRoutes } from '../module-routes';

const fetchMock = vi.fn<typeof fetch>();

/** Grants everything but the names in `denied`, as auth/user/isallowed would answer. */
function isAllowedAnswer(denied: readonly string[]) {
  return async (url: RequestInfo | URL): Promise<Response> => {
    const asked = new URL(String(url), 'http://localhost');
    if (asked.pathname.endsWith('/def/objects/bynames')) {
      // No object exists yet: every entry keeps its "not available yet" page.
      const missing = (asked.searchParams.get('names') ?? '').split(',').filter(Boolean);
      return new Response(JSON.stringify({ data: [], missing }), { status: 200 });
    }
    if (asked.pathname.endsWith('/def/objects/names')) {
      // An administrator gave the built-in Accounts' object an Arabic plural name.
      const data = [
        {
          name: 'account',
          display_name: 'Account',
          module: 'crm',
          translations: { ar: { plural_name: 'الشركات' } },
        },
        { name: 'asset_request', display_name: 'Asset Request', module: 'crm' },
      ];
      return new Response(JSON.stringify({ data }), { status: 200 });
    }
    if (asked.pathname.endsWith('/def/objects/custom')) {
      const data = [{ name: 'asset_request', display_name: 'Asset Request', module: 'crm' }];
      return new Response(JSON.stringify({ data }), { status: 200 });
    }
    const names = asked.searchParams.get('permissions') ?? '';
    const body = Object.fromEntries(
      names
        .split(',')
        .filter(Boolean)
        .map((name) => [name, !denied.includes(name)]),
    );
    return new Response(JSON.stringify(body), { status: 200 });
  };
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PageTitleProvider>
          <Breadcrumbs />
          <Routes>
            {renderModuleRoutes()}
            <Route path="/403" element={<h1>Forbidden page</h1>} />
            <Route path="/404" element={<h1>Not found page</h1>} />
          </Routes>
        </PageTitleProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens a page the user may see and waits for its title and its navigation cards (the last lookup). */
async function openPage(path: string, title: string): Promise<HTMLElement> {
  renderAt(path);
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await screen.findByRole('navigation', { name: 'CRM navigation' });
  return heading;
}

function breadcrumbTexts(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('module pages and breadcrumbs', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(isAllowedAnswer(['quote:view']));
    connectApiSession();
    sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1 });
    permissionClient.setScope('1');
  });

  afterEach(() => {
    cleanup();
    clearLocalSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
    document.title = '';
  });

  it("titles /crm/accounts/new 'New record' under its list, never with the list's plural name", async () => {
    expect(await openPage('/crm/accounts/new', 'New record')).toBeTruthy();
    expect(breadcrumbTexts()).toEqual(['All Modules', 'CRM', 'Accounts', 'New record']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Accounts' }).getAttribute('href')).toBe('/crm/accounts');
    expect(document.title).toBe('New record · Atrium');
    expect(
      screen.getByText('New record — this screen is not available yet in this version of Atrium.'),
    ).toBeTruthy();
  });

  it("titles /crm/accounts/12 'Record 12' under its list", async () => {
    expect(await openPage('/crm/accounts/12', 'Record 12')).toBeTruthy();
    expect(breadcrumbTexts()).toEqual(['All Modules', 'CRM', 'Accounts', 'Record 12']);
    expect(document.title).toBe('Record 12 · Atrium');
  });

  it('titles a navigation page by its entry and links back to the module', async () => {
    expect(await openPage('/crm/accounts', 'Accounts')).toBeTruthy();
    expect(breadcrumbTexts()).toEqual(['All Modules', 'CRM', 'Accounts']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'CRM' }).getAttribute('href')).toBe('/crm');
    expect(within(nav).getByRole('link', { name: 'All Modules' }).getAttribute('href')).toBe('/userzone');
  });

  it("offers the module's other pages the user may open, and only those", async () => {
    await openPage('/crm/accounts/new', 'New record');
    const cards = screen.getByRole('navigation', { name: 'CRM navigation' });
    const labels = within(cards)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(labels).toContain('Contacts');
    expect(labels).not.toContain('Quotes');
  });

  it('asks a record screen’s permissions, its page’s included, while the definition is still on its way', async () => {
    const answer = isAllowedAnswer([]);
    let releaseDefinition: () => void = () => undefined;
    const definitionHeld = new Promise<void>((resolve) => (releaseDefinition = resolve));
    const asked: string[] = [];
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url), 'http://localhost');
      if (path.pathname.endsWith('/def/objects/bynames')) await definitionHeld;
      if (path.pathname.endsWith('/auth/user/isallowed'))
        asked.push(...(path.searchParams.get('permissions') ?? '').split(','));
      return answer(url);
    });
    renderAt('/crm/accounts/12');
    // The module's own gate is asked first; the record screen's lookups follow with the definition held.
    await vi.waitFor(
      () =>
        expect(asked).toEqual(
          expect.arrayContaining(['account:edit', 'account:view', 'account:delete', 'module:admin']),
        ),
      { timeout: 5000 },
    );
    releaseDefinition();
    expect(await screen.findByRole('heading', { level: 1, name: 'Record 12' })).toBeTruthy();
  });

  it('sends a user without the entry permission to /403', async () => {
    fetchMock.mockImplementation(isAllowedAnswer(['account:view']));
    renderAt('/crm/accounts/12');
    expect(await screen.findByRole('heading', { name: 'Forbidden page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Record 12' })).toBeNull();
  });

  it('opens an object made in the object creator at /{module}/{object}, named as its administrator named it', async () => {
    expect(await openPage('/crm/asset_request/new', 'New record')).toBeTruthy();
    expect(breadcrumbTexts()).toEqual(['All Modules', 'CRM', 'Asset Request', 'New record']);
  });

  it('sends an object the server does not list for this module to /404', async () => {
    renderAt('/crm/unknown_thing');
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeTruthy();
  });

  it('names a built-in entry with the plural an administrator gave its object in the person’s language', async () => {
    await switchLanguage('ar');
    try {
      renderAt('/crm/accounts');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'الشركات' }, { timeout: 5000 }),
      ).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: 'مسار التنقل' });
      expect(within(nav).getByText('الشركات')).toBeTruthy();
      // An entry whose object has no Arabic plural keeps its shipped Arabic name.
      cleanup();
      renderAt('/crm/contacts');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'جهات الاتصال' }, { timeout: 5000 }),
      ).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });
});
