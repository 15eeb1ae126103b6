import type { ObjectDefinition } from '@atrium/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionClient } from '../../../../metadata/definition-client';
import {
  contactDefinition as contact,
  contactsRelation as relation,
} from '../../../../test-support/contacts-fixture';
import { RelatedObjectWidget } from '../RelatedObjectWidget';
import { moveRow, nextTemporaryId } from '../related-object-model';
import {
  endSession,
  jsonResponse,
  renderPanel,
  startSession,
  stubServer,
  WAIT,
  widgetProps,
} from './panel-harness';

const account: Partial<ObjectDefinition> = {
  name: 'account',
  display_name: 'Account',
  label_attribute: 'name',
  relationships: { contacts: relation },
};

let granted = new Set<string>();
let child = contact();
const stored = [
  { id: 7, full_name: 'Ada Byron', job_title: 'CTO', account_id: 42, permission: 7 },
  { id: 8, full_name: 'Alan Turing', job_title: 'Lead', account_id: 42, permission: 7 },
];
let reorderAnswer = 200;
const posted: { path: string; body: unknown }[] = [];
let listLoads = 0;

function serve() {
  return stubServer(
    () => granted,
    [
      (url) =>
        url.pathname.endsWith('def/objects/bynames')
          ? jsonResponse(200, { data: [child], missing: [] })
          : undefined,
      (url, init) => {
        if (!url.pathname.endsWith('r/crm/account/42/contacts')) return undefined;
        if (init?.method && init.method !== 'GET') return undefined;
        listLoads += 1;
        return jsonResponse(200, {
          data: stored,
          total: stored.length,
          total_is_estimate: false,
          per_page: 10,
          current_page: 1,
          last_page: 1,
        });
      },
      (url, init) => {
        if (init?.method !== 'POST' && init?.method !== 'PUT' && init?.method !== 'DELETE') return undefined;
        posted.push({
          path: `${init.method} ${url.pathname}`,
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        if (url.pathname.includes('reorderById')) {
          return reorderAnswer === 200
            ? jsonResponse(200, { success: true })
            : jsonResponse(reorderAnswer, { statusCode: reorderAnswer, message: 'Ordering is locked' });
        }
        return jsonResponse(init.method === 'POST' ? 201 : 200, { id: 9 });
      },
    ],
  );
}

const props = (record: Record<string, unknown>, options: Record<string, unknown> = {}) =>
  widgetProps({
    type: 'relatedObject',
    node: { id: 'attrib_contacts', type: 'relatedObject', attributeName: 'contacts', options },
    definitionOverrides: account,
    record,
  });

describe('RelatedObjectWidget', { timeout: 20_000 }, () => {
  beforeEach(() => {
    startSession();
    definitionClient.clear();
    granted = new Set(['contact:view', 'contact:create', 'contact:edit', 'contact:delete']);
    child = contact();
    reorderAnswer = 200;
    posted.length = 0;
    listLoads = 0;
    serve();
  });
  afterEach(() => {
    cleanup();
    endSession();
  });

  it('lists a saved parent’s children in a grid and adds one in the modal titled for the parent', async () => {
    renderPanel(RelatedObjectWidget, props({ id: 42, name: 'Acme' }));
    expect(await screen.findByText('Ada Byron', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Add Contact for Acme')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }, WAIT));
    expect(await within(dialog).findByText('Full name is required.', {}, WAIT)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Grace Hopper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(posted.map((call) => call.path)).toEqual(['POST /api/v1/records/contact']),
      WAIT,
    );
    expect(posted[0]?.body).toMatchObject({ full_name: 'Grace Hopper', account_id: 42 });
  });

  it('tells the child’s lists to refresh after a change, and reloads when told', async () => {
    // The delete confirmation measures itself; jsdom has no layout (endSession drops the harness's stub).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const refreshed = vi.fn();
    window.addEventListener('contact::refresh', refreshed);
    renderPanel(RelatedObjectWidget, props({ id: 42, name: 'Acme' }));
    expect(await screen.findByText('Alan Turing', {}, WAIT)).toBeTruthy();
    expect(listLoads).toBe(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    const confirm = await screen.findByRole('tooltip', {}, WAIT);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1), WAIT);
    expect(posted.map((call) => call.path)).toEqual(['DELETE /api/v1/records/contact/7']);
    await waitFor(() => expect(listLoads).toBe(2), WAIT);
    // A contact saved elsewhere in the window (its own record page, say) reloads the panel too.
    window.dispatchEvent(new Event('contact::refresh'));
    await waitFor(() => expect(listLoads).toBe(3), WAIT);
    window.dispatchEvent(new Event('account::refresh'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listLoads).toBe(3);
    window.removeEventListener('contact::refresh', refreshed);
  });

  it('opens a row as Update {parent} {name} #{id} and saves with PUT', async () => {
    renderPanel(RelatedObjectWidget, props({ id: 42, name: 'Acme' }));
    fireEvent.click(await screen.findByText('Alan Turing', {}, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Update Account Contact #8')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Update' }, WAIT));
    await waitFor(() => expect(posted[0]?.path).toBe('PUT /api/v1/records/contact/8'), WAIT);
  });

  it('keeps an unsaved parent’s children in memory as n1, n2 and hands them to the form', async () => {
    const widget = props({ id: 'new' }, { listMode: 'card' });
    const view = renderPanel(RelatedObjectWidget, widget);
    fireEvent.click(await screen.findByRole('button', { name: /Add/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Add New Item')).toBeTruthy();
    fireEvent.change(await within(dialog).findByLabelText(/Full name/, {}, WAIT), {
      target: { value: 'First' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(widget.onChange).toHaveBeenCalledWith([{ id: 'n1', full_name: 'First' }]),
      WAIT,
    );
    expect(posted).toEqual([]);
    view.rerender({ ...widget, value: [{ id: 'n1', full_name: 'First' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit First' }, WAIT));
    expect(await screen.findByText('Update Existing Item', {}, WAIT)).toBeTruthy();
  });

  it('hides Add with disableAdding, the filter with disableFilteration, and edits nothing when read-only', async () => {
    renderPanel(RelatedObjectWidget, {
      ...props({ id: 42 }, { disableAdding: true, disableFilteration: true, title: 'People' }),
    });
    expect(await screen.findByText('Ada Byron', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('People')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByPlaceholderText('Filter Contact')).toBeNull();
    cleanup();
    renderPanel(RelatedObjectWidget, props({ id: 42 }), 'Display');
    expect(await screen.findByText('Ada Byron', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('filters the rows by text', async () => {
    renderPanel(RelatedObjectWidget, props({ id: 42 }));
    expect(await screen.findByText('Ada Byron', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Filter Contact'), { target: { value: 'turing' } });
    await waitFor(() => expect(screen.queryByText('Ada Byron')).toBeNull(), WAIT);
    expect(screen.getByText('Alan Turing')).toBeTruthy();
  });

  it('names a missing relationship instead of failing', async () => {
    renderPanel(
      RelatedObjectWidget,
      widgetProps({
        type: 'relatedObject',
        node: { id: 'x', type: 'relatedObject', attributeName: 'nothing' },
      }),
    );
    expect(await screen.findByText('Relationship not defined: thing nothing', {}, WAIT)).toBeTruthy();
  });
});

describe('related-object rows', { timeout: 20_000 }, () => {
  it('numbers temporary ids after the highest in use', () => {
    expect(nextTemporaryId([])).toBe('n1');
    expect(nextTemporaryId([{ id: 'n1' }, { id: 'n4' }, { id: 7 }])).toBe('n5');
  });

  it('moves a row to another’s place', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(moveRow(rows, 3, 1).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(moveRow(rows, 1, 3).map((row) => row.id)).toEqual([2, 3, 1]);
    expect(moveRow(rows, 1, 9)).toEqual(rows);
  });
});
