import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceListRefresh } from '../../../../app/list-refresh';
import { initI18n } from '../../../../i18n/i18n';
import { connectApiSession } from '../../../../session/connect-api-session';
import { permissionClient } from '../../../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../../../session/session-actions';
import { sessionStore } from '../../../../session/session-store';
import { contactDefinition, contactsRelation as relation } from '../../../../test-support/contacts-fixture';
import { RelatedList } from '../RelatedList';

const contact = contactDefinition();

const fetchMock = vi.fn<typeof fetch>();
let granted = new Set<string>();
let failures = 0;
let names = ['Ada Byron'];

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function answer(...call: Parameters<typeof fetch>): Promise<Response> {
  const url = new URL(String(call[0]), 'http://localhost');
  if (url.pathname.endsWith('auth/user/isallowed')) {
    const names = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
    return json(Object.fromEntries(names.map((name) => [name, granted.has(name)])));
  }
  if (url.pathname.endsWith('r/crm/account/42/contacts')) {
    if (failures > 0) {
      failures -= 1;
      return json({ statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' }, 500);
    }
    return json({
      data: names.map((full_name, index) => ({
        id: 7 + index,
        full_name,
        job_title: 'CTO',
        account_id: 42,
        permission: 7,
      })),
      total: names.length,
      total_is_estimate: false,
      per_page: 10,
      current_page: 1,
      last_page: 1,
    });
  }
  return json({ message: 'Not found' }, 404);
}

/** The first render of Ant Design is slow under a busy machine: wait longer than the default second. */
const WAIT = { timeout: 5000 };

const renderList = () =>
  render(
    <MemoryRouter>
      <RelatedList relation={relation} child={contact} parentId={42} />
    </MemoryRouter>,
  );

describe('RelatedList', () => {
  beforeEach(() => {
    initI18n('en');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(answer);
    connectApiSession();
    sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 2 });
    permissionClient.setScope('2');
    granted = new Set(['contact:view', 'contact:create']);
    failures = 0;
    names = ['Ada Byron'];
  });

  afterEach(() => {
    cleanup();
    clearLocalSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('lists the children with links, a New link prefilled with the parent, and no more to load', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Ada Byron' }, WAIT);
    expect(link.getAttribute('href')).toBe('/crm/contacts/7');
    expect(screen.getByText(/Job title: CTO/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /New Contact/ }).getAttribute('href')).toBe(
      '/crm/contacts/new?account_id=42',
    );
    expect(screen.getByText('1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server message and loads again on retry', async () => {
    failures = 1;
    renderList();
    expect(await screen.findByText(/Database unavailable/, {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ada Byron' }, WAIT)).toBeTruthy();
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
  });

  it('loads again from the first page when its child object is told to refresh', async () => {
    renderList();
    await screen.findByRole('link', { name: 'Ada Byron' }, WAIT);
    names = ['Ada Byron', 'Charles Babbage'];
    announceListRefresh('contact');
    expect(await screen.findByRole('link', { name: 'Charles Babbage' }, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ada Byron' })).toHaveLength(1);
    announceListRefresh('account');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/contacts')).length).toBe(2);
  });

  it('stays hidden and loads nothing without the child’s view permission', async () => {
    granted = new Set();
    const { container } = renderList();
    await vi.waitFor(() => expect(permissionClient.peek('contact:view')).toBe(false), WAIT);
    expect(container.textContent).toBe('');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/contacts'))).toBe(false);
  });
});
