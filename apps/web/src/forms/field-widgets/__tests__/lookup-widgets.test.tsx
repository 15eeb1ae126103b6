import type { ObjectDefinition, Relationship } from '@atrium/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionClient } from '../../../metadata/definition-client';
import { connectApiSession } from '../../../session/connect-api-session';
import { permissionClient } from '../../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../../session/session-actions';
import { sessionStore } from '../../../session/session-store';
import { jsonResponse } from '../../../test-support/fixtures';
import { LookupWidget } from '../lookup/LookupWidget';
import { lookupFilters } from '../lookup/lookup-filters';
import { mappedValues } from '../lookup/lookup-map';
import { PolymorphParentWidget } from '../polymorph-parent/PolymorphParentWidget';
import { renderWidget, WAIT, widgetProps } from './widget-harness';

const account: ObjectDefinition = {
  id: 2,
  name: 'account',
  display_name: 'Account',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/account',
  has_versioning: false,
  has_ordering: false,
  attributes: [
    { id: 10, name: 'name', label: 'Name', type: 'singleLine', options: { required: true } },
    { id: 11, name: 'industry', label: 'Industry', type: 'singleSelect', options: {} },
  ],
  relationships: {},
  version: 1,
};

const accountRelation = (options: Record<string, unknown>): Relationship => ({
  id: 5,
  name: 'contacts',
  type: 'OneToMany',
  parent_object: 'account',
  child_object: 'thing',
  reverse_name: 'account',
  foreign_key: 'field',
  options,
  api_endpoint: 'r/crm/account/{parentId}/contacts',
});

const fetchMock = vi.fn<typeof fetch>();
let granted = new Set<string>();

function answer(...call: Parameters<typeof fetch>): Promise<Response> {
  const url = new URL(String(call[0]), 'http://localhost');
  if (url.pathname.endsWith('auth/user/isallowed')) {
    const names = (url.searchParams.get('permissions') ?? '').split(',').filter(Boolean);
    return Promise.resolve(
      jsonResponse(200, Object.fromEntries(names.map((name) => [name, granted.has(name)]))),
    );
  }
  if (url.pathname.endsWith('def/objects/bynames')) {
    return Promise.resolve(jsonResponse(200, { data: [account], missing: [] }));
  }
  if (url.pathname.endsWith('records/account')) {
    return Promise.resolve(
      jsonResponse(200, {
        data: [
          { id: 7, name: 'Acme', industry: 'Retail', permission: 7 },
          { id: 8, name: 'Globex', industry: 'Energy', permission: 7 },
        ],
        total: 2,
        total_is_estimate: false,
        per_page: 20,
        current_page: 1,
        last_page: 1,
      }),
    );
  }
  return Promise.resolve(jsonResponse(404, { message: 'Not found' }));
}

describe('lookup helpers', () => {
  it('turns filters into list filters: static, accessor, operator aliases and transparent ones', () => {
    const record = { region: 'gulf', owner: { id: 3 }, empty: '' };
    expect(
      lookupFilters(
        [
          { attribute: 'type', static: 'Customer' },
          { attribute: 'region', accessor: 'region', operator: '!=' },
          { attribute: 'owner_id', accessor: 'owner.id', operator: 'in' },
          { attribute: 'segment', accessor: 'empty', transparent: true },
          { attribute: 'parent_id', accessor: 'empty' },
          { static: 'no attribute' },
        ],
        record,
      ),
    ).toEqual([
      { columnName: 'type', operation: 'equals', value: 'Customer' },
      { columnName: 'region', operation: 'notEquals', value: 'gulf' },
      { columnName: 'owner_id', operation: 'in', value: 3 },
      { columnName: 'parent_id', operation: 'isEmpty' },
    ]);
  });

  it('copies the chosen record through map (object or list) and customMap', () => {
    const chosen = { id: 7, industry: 'Retail', city: 'Dubai' };
    expect(mappedValues({ industry: 'account_industry' }, [{ from: 'city', to: 'city' }], chosen)).toEqual({
      account_industry: 'Retail',
      city: 'Dubai',
    });
    expect(mappedValues([{ attribute: 'missing', destination: 'x' }], undefined, chosen)).toEqual({
      x: null,
    });
  });
});

describe('lookup widgets', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(answer);
    connectApiSession();
    sessionStore.setState({ token: 'tok', loggedIn: true, activeOrganization: 2 });
    permissionClient.setScope('2');
    granted = new Set();
  });

  afterEach(() => {
    cleanup();
    clearLocalSession();
    definitionClient.clear();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
  });

  it('searches the parent list once opened and stores the id, the _display label and the mapped fields', async () => {
    const props = widgetProps({
      type: 'lookup',
      options: {
        map: { industry: 'account_industry' },
        filters: [{ attribute: 'industry', static: 'Retail' }],
      },
      definitionOverrides: { relationships: { account: accountRelation({}) } },
    });
    renderWidget(LookupWidget, props);
    await waitFor(() => expect(definitionClient.peek('account')).toBeTruthy(), WAIT);
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('records/account?'));
    expect(listCalls()).toHaveLength(0);
    fireEvent.mouseDown(document.getElementById('attrib_field') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Acme', {}, WAIT));
    expect(props.onBatchChange).toHaveBeenCalledWith({
      field: 7,
      field_display: 'Acme',
      account_industry: 'Retail',
    });
    const list = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('records/account?'));
    expect(decodeURIComponent(list ?? '')).toContain(
      'filter=[{"columnName":"industry","operation":"equals","value":"Retail"}]',
    );
    expect(screen.queryByText('Add new')).toBeNull();
  });

  it("offers 'Add new' only with {parent}:create and the relationship's autoCreate", async () => {
    granted = new Set(['account:create']);
    const props = widgetProps({
      type: 'lookup',
      definitionOverrides: { relationships: { account: accountRelation({ autoCreate: true }) } },
    });
    renderWidget(LookupWidget, props);
    await waitFor(() => expect(permissionClient.peek('account:create')).toBe(true), WAIT);
    fireEvent.mouseDown(document.getElementById('attrib_field') as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: /Add new/ }, WAIT));
    expect(await screen.findByText('New Account', {}, WAIT)).toBeTruthy();
    expect(await screen.findByLabelText('Name', {}, WAIT)).toBeTruthy();
  });

  it('reads the stored label of a lookup', () => {
    renderWidget(
      LookupWidget,
      widgetProps({ type: 'lookup', value: 7, record: { field: 7, field_display: 'Acme' } }),
      'Display',
    );
    expect(screen.getByText('Acme')).toBeTruthy();
  });

  it('polymorphParent: a type among the relationship parents, then a record of it, stored as type and id', async () => {
    const polymorphic = { ...accountRelation({}), type: 'Polymorphic' as const };
    const props = widgetProps({
      type: 'polymorphParent',
      record: { field_type: 'account' },
      definitionOverrides: { relationships: { account: polymorphic } },
    });
    renderWidget(PolymorphParentWidget, props);
    fireEvent.mouseDown(document.getElementById('attrib_field') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Globex', {}, WAIT));
    expect(props.onBatchChange).toHaveBeenCalledWith({
      field: { type: 'account', id: 8 },
      field_type: 'account',
      field_id: 8,
      field_display: 'Globex',
    });
  });
});
