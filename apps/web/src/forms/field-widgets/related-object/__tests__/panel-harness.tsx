import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { initI18n } from '../../../../i18n/i18n';
import { connectApiSession } from '../../../../session/connect-api-session';
import { permissionClient } from '../../../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../../../session/session-actions';
import { sessionStore } from '../../../../session/session-store';
import { jsonResponse } from '../../../../test-support/fixtures';
import type { FieldWidget, FieldWidgetProps } from '../../widget-types';

export { WAIT, widgetProps } from '../../__tests__/widget-harness';

type StubRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A stubbed server: each call goes to the first route that answers; permissions come from `granted`. */
export function stubServer(granted: () => ReadonlySet<string>, routes: StubRoute[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('auth/user/isallowed')) {
      const names = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
      return jsonResponse(200, Object.fromEntries(names.map((name) => [name, granted().has(name)])));
    }
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    return jsonResponse(404, { statusCode: 404, message: `No stub for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Signs a session in for the API client, as the shell would. */
export function startSession(): void {
  initI18n('en');
  connectApiSession();
  sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 2 });
  permissionClient.setScope('2');
}

export function endSession(): void {
  clearLocalSession();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/** Where the router is, for widgets that navigate. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-search={location.search}>
      {location.pathname}
    </output>
  );
}

/** Draws a widget inside what the app gives it: Ant Design's App (toasts), a query cache and a router. */
export function renderPanel(
  widget: FieldWidget,
  props: FieldWidgetProps,
  part: 'Input' | 'Display' = 'Input',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Part = widget[part];
  const tree = (next: FieldWidgetProps) => (
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/crm/accounts/42']}>
          <Routes>
            <Route path="*" element={<Part {...next} />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </App>
  );
  const view = render(tree(props));
  return { ...view, rerender: (next: FieldWidgetProps) => view.rerender(tree(next)) };
}

export { jsonResponse };
