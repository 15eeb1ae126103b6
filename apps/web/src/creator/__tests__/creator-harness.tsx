import type { Attribute, CreatorObject, ObjectDefinition, Relationship } from '@atrium/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { connectApiSession } from '../../session/connect-api-session';
import { permissionClient } from '../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../session/session-actions';
import { sessionStore } from '../../session/session-store';
import { PageTitleProvider } from '../../shell/PageTitleContext';
import { stubBrowser } from '../../test-support/browser-stubs';
import { jsonResponse, samProfile } from '../../test-support/fixtures';
import { ObjectCreatorPage } from '../ObjectCreatorPage';

export const definitionOf = (name: string, overrides: Partial<ObjectDefinition> = {}): ObjectDefinition => ({
  id: name.length,
  name,
  display_name: name.charAt(0).toUpperCase() + name.slice(1),
  module: 'crm',
  label_attribute: null,
  label_expression: null,
  api_endpoint: `records/${name}`,
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [],
  ...overrides,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The creator's server as far as the page can tell: objects kept in memory and changed by the calls,
 * the calls recorded, and an answer override per call for refusals.
 */
export interface FakeCreatorServer {
  objects: Map<string, ObjectDefinition>;
  granted: Set<string>;
  calls: Call[];
  /** Answers `METHOD path` instead of the in-memory behaviour. */
  refuse: Map<string, Response>;
}

const listRow = (definition: ObjectDefinition): CreatorObject => ({
  name: definition.name,
  display_name: definition.display_name,
  module: definition.module,
  attribute_count: definition.attributes.length,
});

function answer(server: FakeCreatorServer, { method, path, body }: Call): Response {
  const refused = server.refuse.get(`${method} ${path}`);
  if (refused) return refused;
  const parts = path.split('/');
  const input = (body ?? {}) as Record<string, unknown>;
  if (path === 'administration/creator/objects' && method === 'GET') {
    return jsonResponse(200, { data: [...server.objects.values()].map(listRow) });
  }
  if (path === 'administration/creator/objects' && method === 'POST') {
    const created = definitionOf(String(input.name), {
      ...(input as Partial<ObjectDefinition>),
      attributes: ((input.attributes as Omit<Attribute, 'id'>[]) ?? []).map((a, index) => ({
        ...a,
        id: index + 1,
      })),
    });
    server.objects.set(created.name, created);
    return jsonResponse(201, created);
  }
  if (path === 'administration/creator/relationships' && method === 'POST') {
    const relation = { ...input, id: 50, api_endpoint: '' } as Relationship;
    for (const side of [relation.parent_object, relation.child_object]) {
      const object = server.objects.get(side);
      if (object) object.relationships = { ...object.relationships, [relation.name]: relation };
    }
    return jsonResponse(201, { id: 50 });
  }
  const creator = parts[1] === 'creator';
  const object = server.objects.get((creator ? parts[3] : parts[2]) ?? '');
  if (creator && object && parts[4] === 'access' && method === 'GET') {
    const roles = [{ id: 7, name: 'CRM Staff', description: null, verbs: [] }];
    return jsonResponse(200, { object: object.name, roles });
  }
  if (!creator && object && method === 'GET') return jsonResponse(200, object);
  if (creator && object) {
    const next = { ...object, version: object.version + 1 };
    const id = Number(parts[5]);
    if (parts.length === 4 && method === 'PUT') Object.assign(next, input);
    else if (method === 'POST') {
      next.attributes = [
        ...object.attributes,
        { ...(input as Omit<Attribute, 'id'>), id: 100 + object.attributes.length },
      ];
    } else if (method === 'PUT') {
      next.attributes = object.attributes.map((a) => (a.id === id ? ({ ...a, ...input } as Attribute) : a));
    } else if (method === 'DELETE') next.attributes = object.attributes.filter((a) => a.id !== id);
    server.objects.set(next.name, next);
    return method === 'POST' ? jsonResponse(201, { id: 100 }) : jsonResponse(200, next);
  }
  return jsonResponse(404, { statusCode: 404, message: `unexpected ${method} ${path}` });
}

export function fakeCreatorServer(objects: ObjectDefinition[]): FakeCreatorServer {
  const server: FakeCreatorServer = {
    objects: new Map(objects.map((object) => [object.name, object])),
    granted: new Set(['superadmin:create-attributes', 'superadmin:create-relations']),
    calls: [],
    refuse: new Map(),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (request, init) => {
      const url = new URL(String(request), 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      const method = init?.method ?? 'GET';
      if (path === 'auth/user/isallowed') {
        const names = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
        return jsonResponse(200, Object.fromEntries(names.map((name) => [name, server.granted.has(name)])));
      }
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path, body };
      server.calls.push(call);
      return answer(server, call);
    }),
  );
  return server;
}

export function setUp(): void {
  initI18n('en');
  stubBrowser(1280);
  connectApiSession();
  sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 1, profile: samProfile() });
  permissionClient.setScope('1');
}

export function tearDown(): void {
  cleanup();
  clearLocalSession();
  permissionClient.clear();
  vi.unstubAllGlobals();
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderCreator(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <PageTitleProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/superadmin/creator" element={<ObjectCreatorPage />} />
              <Route path="/superadmin/creator/:id" element={<ObjectCreatorPage />} />
            </Routes>
            <Location />
          </MemoryRouter>
        </PageTitleProvider>
      </App>
    </QueryClientProvider>,
  );
}

/** Ant Design's first render is slow on a busy machine. */
// The creator's tables re-render slowly in jsdom on a loaded two-core machine: waits are generous.
export const WAIT = { timeout: 20_000 };

export const writes = (server: FakeCreatorServer) => server.calls.filter((call) => call.method !== 'GET');

/** A button found by name once the permission answers have enabled it. */
export async function enabledButton(name: string, scope: HTMLElement = document.body): Promise<HTMLElement> {
  const find = () => within(scope).getByRole('button', { name });
  await waitFor(() => expect(find().hasAttribute('disabled')).toBe(false), WAIT);
  return find();
}

/** Clicks the button once it is enabled, and returns the drawer it opens. */
export async function openDrawer(buttonName: string): Promise<HTMLElement> {
  fireEvent.click(await enabledButton(buttonName));
  return screen.findByRole('dialog', {}, WAIT);
}

/** What a pointer moving onto `element` sends; antd tooltips listen to some of these. */
export function hover(element: HTMLElement): void {
  fireEvent.mouseEnter(element);
  fireEvent.pointerEnter(element);
  fireEvent.mouseOver(element);
}

export function typeInto(scope: HTMLElement, label: string, value: string): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Picks `option` (its title) in the antd select named `label`, typing it first: long lists are virtual. */
export async function choose(scope: HTMLElement, label: string, option: string): Promise<void> {
  const combobox = within(scope).getByRole('combobox', { name: label });
  fireEvent.mouseDown(combobox);
  if (!combobox.hasAttribute('readonly')) fireEvent.change(combobox, { target: { value: option } });
  const options = await screen.findAllByTitle(option, {}, WAIT);
  const visible = options.at(-1);
  if (!visible) throw new Error(`No option ${option}`);
  fireEvent.click(visible);
}
