import { MODULES, type ObjectDefinition, type RecordData } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { isCreateId } from '../../../metadata/record-route';
import { connectApiSession } from '../../../session/connect-api-session';
import { permissionClient } from '../../../session/permissions/permission-client-instance';
import { sessionStore } from '../../../session/session-store';
import { TopBar } from '../../../shell/top-bar/TopBar';
import { TopBarProvider } from '../../../shell/top-bar/TopBarContext';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../../test-support/fixtures';
import { RecordFormPage } from '../RecordFormPage';

export const account: ObjectDefinition = {
  id: 1,
  name: 'account',
  display_name: 'Account',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/account',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: { required: true } },
    { id: 2, name: 'city', label: 'City', type: 'singleLine', options: {} },
  ],
};

export const stored = (overrides: Partial<RecordData> = {}): RecordData => ({
  id: 7,
  version: 3,
  name: 'Acme',
  city: 'Dubai',
  permission: 7,
  is_locked: false,
  ...overrides,
});

/** One stubbed server: tests change its answers and read the calls it got. */
export interface FakeServer {
  granted: Set<string>;
  forms: unknown[];
  record: RecordData | null;
  meta: { orgid: number; organization_name: string } | null;
  onPut: (body: Record<string, unknown>) => Response;
  /** Answers calls beyond the account's own (a child object's, say); undefined falls through. */
  route: (call: { method: string; path: string; body: unknown }) => Response | undefined;
  calls: { method: string; path: string; body: unknown }[];
}

export function fakeServer(): FakeServer {
  const server: FakeServer = {
    granted: new Set(['account:view', 'account:create', 'account:edit', 'account:delete']),
    forms: [],
    record: stored(),
    meta: null,
    onPut: (body) => jsonResponse(200, { ...server.record, ...body, version: 4 }),
    route: () => undefined,
    calls: [],
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/v1/', '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    server.calls.push({ method, path, body });
    const routed = server.route({ method, path, body });
    if (routed) return routed;
    if (path === 'auth/user/isallowed') {
      const names = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
      return jsonResponse(200, Object.fromEntries(names.map((name) => [name, server.granted.has(name)])));
    }
    // The organization switch of the record-not-found flow stays pending: the test reads the message shown meanwhile.
    if (path === 'auth/switchToOrganization') return new Promise<Response>(() => undefined);
    if (path === 'forms/byobjects') return jsonResponse(200, { data: server.forms });
    if (path.startsWith('object/record/meta/'))
      return server.meta ? jsonResponse(200, server.meta) : jsonResponse(404, { message: 'Not found' });
    if (path === 'records/account' && method === 'POST') {
      server.record = { ...(body as object), id: 99, version: 1, permission: 7 };
      return jsonResponse(201, server.record);
    }
    if (path.startsWith('records/account/')) {
      if (!server.record) return jsonResponse(404, { statusCode: 404, message: 'Not found' });
      if (method === 'PUT') return server.onPut(body as Record<string, unknown>);
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(200, server.record);
    }
    return jsonResponse(404, { message: `unexpected ${method} ${path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return server;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function Screen({ definition }: { definition: ObjectDefinition }) {
  const { id } = useParams();
  const crm = MODULES.find((module) => module.key === 'crm');
  const entry = crm?.navigation.find((item) => item.url === '/crm/accounts') ?? crm?.navigation[0];
  if (!entry) throw new Error('The CRM module has no accounts entry');
  const route = { entry, definition, scope: 'account', listRoute: '/crm/accounts' };
  return <RecordFormPage key={isCreateId(id) ? 'new' : id} route={route} />;
}

export function setUpSession(): void {
  initI18n('en');
  vi.stubGlobal('scrollTo', () => undefined);
  connectApiSession();
  sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 2, profile: samProfile() });
  permissionClient.setScope('2');
}

/** The record page at `path` inside the providers the shell gives it, at a viewport `width` wide. */
export function renderPage(path: string, { width = 1280, definition = account } = {}) {
  stubBrowser(width);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <TopBarProvider>
          <MemoryRouter initialEntries={[path]}>
            <TopBar />
            <Routes>
              <Route path="/crm/accounts/:id" element={<Screen definition={definition} />} />
              <Route path="/crm/accounts" element={<p>The list</p>} />
              <Route path="/switch/:orgId" element={<p>Switching</p>} />
            </Routes>
            <Location />
          </MemoryRouter>
        </TopBarProvider>
      </App>
    </QueryClientProvider>,
  );
}

/** Ant Design's first render is slow on a busy machine. */
export const WAIT = { timeout: 5000 };
