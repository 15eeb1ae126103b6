import type { ConverterConfiguration, ObjectDefinition } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderModuleRoutes } from '../../modules/module-routes';
import { connectApiSession } from '../../session/connect-api-session';
import { permissionClient } from '../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { PageTitleProvider } from '../../shell/PageTitleContext';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';

/* /crm/configuration: the organization's CRM settings, its conversion mappings (issue 17 item 5). */

const WAIT = { timeout: 20_000 };

const definitionOf = (name: string, display: string, attributes: string[]): ObjectDefinition => ({
  id: name.length,
  name,
  display_name: display,
  module: 'crm',
  label_attribute: null,
  label_expression: null,
  api_endpoint: `records/${name}`,
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: attributes.map((attribute, index) => ({
    id: index + 1,
    name: attribute,
    label: attribute,
    type: 'singleLine',
    options: {},
  })),
});

const OBJECTS = [
  definitionOf('account', 'Account', ['name']),
  definitionOf('contact', 'Contact', ['first_name']),
  definitionOf('lead', 'Lead', ['company', 'first_name']),
  definitionOf('opportunity', 'Opportunity', ['title']),
];

const configuration = (id: number, destination: string, title: string, map: [string, string][]) =>
  ({
    configuration_id: id,
    configuration_title: title,
    configuration_group_title: 'Convert lead',
    source_object: 'lead',
    destination_object: destination,
    map: map.map(([source, to]) => ({ source, destination: to })),
    relations: [],
    defaults: {},
    position: id,
    problems: [],
  }) satisfies ConverterConfiguration;

const LEAD_MAPPINGS = [
  configuration(1, 'account', 'Account', [['company', 'name']]),
  configuration(2, 'contact', 'Contact', [['first_name', 'first_name']]),
];

interface Server {
  paths: string[];
  /** The answer to `def/objects/bynames`, when not the objects above. */
  definitions?: Response;
}
let server: Server;

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (request) => {
      const url = new URL(String(request), 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      server.paths.push(path);
      if (path === 'auth/user/isallowed') {
        const names = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
        return jsonResponse(200, Object.fromEntries(names.map((name) => [name, true])));
      }
      if (path === 'def/objects/custom' || path === 'def/objects/names')
        return jsonResponse(200, { data: [] });
      if (path === 'def/objects/bynames') {
        if (server.definitions) return server.definitions;
        const names = (url.searchParams.get('names') ?? '').split(',');
        const data = OBJECTS.filter((object) => names.includes(object.name));
        return jsonResponse(200, { data, missing: names.filter((n) => !data.some((o) => o.name === n)) });
      }
      if (path === 'converter-mapping/configurations') {
        const source = url.searchParams.get('source_object');
        return jsonResponse(200, { data: source === 'lead' ? LEAD_MAPPINGS : [] });
      }
      return jsonResponse(404, { statusCode: 404, message: `unexpected ${path}` });
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <PageTitleProvider>
          <MemoryRouter initialEntries={['/crm/configuration']}>
            <Routes>{renderModuleRoutes()}</Routes>
          </MemoryRouter>
        </PageTitleProvider>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  initI18n('en');
  stubBrowser(1280);
  server = { paths: [] };
  stubServer();
  connectApiSession();
  sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1, profile: samProfile() });
  permissionClient.setScope('1');
});

afterEach(() => {
  cleanup();
  clearLocalSession();
  permissionClient.clear();
  vi.unstubAllGlobals();
});

describe('the CRM configuration page', { timeout: 90_000 }, () => {
  it('is a page of its own at /crm/configuration, listing the lead’s conversion mappings first', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'CRM configuration' }, WAIT)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Lead conversion' }, WAIT);
    await within(table).findByText('company → name', {}, WAIT);
    expect(within(table).getByText('first_name → first_name')).toBeTruthy();
    // Every CRM object the server knows is a tab; the lead's is the one open.
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Lead', 'Account', 'Contact', 'Opportunity']);
    expect(screen.queryByText(/this screen is not available yet/)).toBeNull();
    // It reads what any signed-in person may, never the object creator's lists.
    expect(server.paths.filter((path) => path.startsWith('administration/'))).toEqual([]);
  });

  it('opens the mapping editor on a mapping, offering the CRM objects as destinations', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Lead conversion' }, WAIT);
    fireEvent.click(await within(table).findByRole('button', { name: 'Edit Account' }, WAIT));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect(within(drawer).getByDisplayValue('Convert lead')).toBeTruthy();
    expect(within(drawer).getByTitle('Account (account)')).toBeTruthy();
    // The pair saved is shown with the destination's attributes, read from the page's definitions.
    expect(within(drawer).getByTitle('company (singleLine)')).toBeTruthy();
    expect(within(drawer).getByTitle('name (singleLine)')).toBeTruthy();
    expect(server.paths.filter((path) => path.startsWith('administration/'))).toEqual([]);
  });

  it('says when there is no CRM object, and shows the error when the objects cannot be read', async () => {
    server.definitions = jsonResponse(200, { data: [], missing: [] });
    renderPage();
    expect(await screen.findByText('There are no CRM objects to configure.', {}, WAIT)).toBeTruthy();
    cleanup();
    server.definitions = jsonResponse(500, { statusCode: 500, message: 'The database is away.' });
    renderPage();
    expect(await screen.findByText('The database is away.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
