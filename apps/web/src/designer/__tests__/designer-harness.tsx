import type { FormDesign, FormNode, ObjectDefinition } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { sessionStore } from '../../session/session-store';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { FormDesignerPage } from '../FormDesignerPage';

export const lead: ObjectDefinition = {
  id: 4,
  name: 'lead',
  display_name: 'Lead',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/lead',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
    { id: 2, name: 'status', label: 'Status', type: 'singleLine', options: {} },
    { id: 3, name: 'budget', label: 'Budget', type: 'numberField', options: {} },
  ],
};

/** grid_1 > row_1 > col_1 > Name */
export function leadBody(): FormNode {
  return {
    id: 'grid_1',
    type: 'grid',
    children: [
      {
        id: 'row_1',
        type: 'row',
        children: [
          {
            id: 'col_1',
            type: 'col',
            children: [{ id: 'field_name', type: 'singleLine', attributeName: 'name' }],
          },
        ],
      },
    ],
  };
}

export function leadDesign(body: FormNode = leadBody()): FormDesign {
  return {
    form: {
      id: 12,
      object: 'lead',
      name: 'Lead form',
      type: 'default',
      status: 'ACTIVE',
      body,
      options: {},
      version: 3,
      rules: [],
    },
    draft: null,
    definition: lead,
  };
}

export interface DesignServer {
  design: FormDesign;
  /** The permissions the signed-in administrator holds, as `auth/user/isallowed` answers them. */
  granted: Set<string>;
  onPut: (body: Record<string, unknown>) => Response;
  calls: { method: string; path: string; body: unknown }[];
}

/** The server as far as the composer talks to it; tests change its answers and read its calls. */
export function designServer(design: FormDesign = leadDesign()): DesignServer {
  const server: DesignServer = {
    design,
    granted: new Set(),
    onPut: (body) =>
      jsonResponse(200, {
        ...server.design,
        form: { ...server.design.form, body: body.body, version: server.design.form.version + 1 },
      }),
    calls: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      server.calls.push({ method, path, body });
      if (path === 'auth/user/isallowed') {
        const names = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
        return jsonResponse(200, Object.fromEntries(names.map((name) => [name, server.granted.has(name)])));
      }
      if (path === 'administration/objects')
        return jsonResponse(200, { data: [{ id: 4, name: 'lead', display_name: 'Lead', module: 'crm' }] });
      if (path === 'administration/objects/lead/forms' && method === 'GET')
        return jsonResponse(200, { data: [server.design.form] });
      if (path === 'administration/objects/lead/forms' && method === 'POST')
        return jsonResponse(201, {
          ...server.design,
          form: { ...server.design.form, id: 13, status: 'DRAFT', version: 0, ...(body as object) },
        });
      if (path === 'administration/forms/12/draft' && method === 'DELETE') {
        server.design = { ...server.design, draft: null };
        return jsonResponse(200, server.design);
      }
      if (path === 'administration/forms/12/design') {
        if (method === 'PUT') return server.onPut(body as Record<string, unknown>);
        return jsonResponse(200, server.design);
      }
      return jsonResponse(404, { statusCode: 404, message: `unexpected ${method} ${path}` });
    }),
  );
  return server;
}

export function setUpSession(): void {
  initI18n('en');
  vi.stubGlobal('scrollTo', () => undefined);
  connectApiSession();
  sessionStore.setState({
    token: 'tok',
    loggedIn: true,
    activeOrganization: 2,
    profile: samProfile(),
    locale: 'en',
  });
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The composer at `path` with the providers the shell gives it. */
export function renderComposer(path = '/administration/composer/12') {
  stubBrowser(1280);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/administration/composer" element={<FormDesignerPage />} />
            <Route path="/administration/composer/:id" element={<FormDesignerPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

/** Ant Design's first render is slow on a busy machine. */
export const WAIT = { timeout: 5000 };
