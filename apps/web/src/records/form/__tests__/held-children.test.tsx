import type { ObjectDefinition } from '@atrium/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitionClient } from '../../../metadata/definition-client';
import { permissionClient } from '../../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../../session/session-actions';
import { contactDefinition, contactsRelation as relation } from '../../../test-support/contacts-fixture';
import { jsonResponse } from '../../../test-support/fixtures';
import {
  account,
  type FakeServer,
  fakeServer,
  renderPage,
  setUpSession,
  stored,
  WAIT,
} from './record-page-harness';

const contact = contactDefinition(true);
const withContacts: ObjectDefinition = { ...account, relationships: { contacts: relation } };

const form = {
  id: 1,
  object: 'account',
  name: 'default',
  type: 'default',
  status: 'ACTIVE',
  options: {},
  version: 1,
  body: {
    id: 'grid',
    type: 'grid',
    children: [
      { id: 'attrib_name', type: 'singleLine', attributeName: 'name' },
      { id: 'attrib_contacts', type: 'relatedObject', attributeName: 'contacts' },
    ],
  },
};

let server: FakeServer;
/** Contacts the fake server holds, and the names it refuses (422) for now. */
let contacts: { id: number; full_name: string; account_id: number }[];
let refused: Set<string>;

/**
 * The server's side of a parent saved with its new children (docs/api/records.md): all or nothing,
 * each refused child named by `{relationship}.{index}.{field}`.
 */
function createAccount(body: unknown): Response {
  const { $children, ...values } = body as { $children?: { contacts: { full_name: string }[] } };
  const rows = $children?.contacts ?? [];
  const errors = Object.fromEntries(
    rows.flatMap((row, index) =>
      refused.has(row.full_name)
        ? [[`contacts.${index}.full_name`, [`${row.full_name} is already a contact.`]]]
        : [],
    ),
  );
  if (Object.keys(errors).length > 0)
    return jsonResponse(422, {
      statusCode: 422,
      message: 'Some children are not valid; nothing was saved.',
      errors,
    });
  server.record = { ...values, id: 99, version: 1, permission: 7 };
  for (const row of rows) contacts.push({ ...row, account_id: 99, id: 201 + contacts.length });
  return jsonResponse(201, server.record);
}

function serveContacts() {
  server.route = ({ method, path, body }) => {
    if (path === 'def/objects/bynames') return jsonResponse(200, { data: [contact], missing: [] });
    if (path === 'records/contact' && method === 'POST') {
      const values = body as { full_name: string; account_id: number };
      if (refused.has(values.full_name))
        return jsonResponse(422, {
          statusCode: 422,
          message: 'Validation failed',
          errors: { full_name: [`${values.full_name} is already a contact.`] },
        });
      const created = { ...values, id: 201 + contacts.length };
      contacts.push(created);
      return jsonResponse(201, created);
    }
    if (path === 'records/account' && method === 'POST') return createAccount(body);
    if (path === 'r/crm/account/99/contacts')
      return jsonResponse(200, {
        data: contacts,
        total: contacts.length,
        total_is_estimate: false,
        per_page: 10,
        current_page: 1,
        last_page: 1,
      });
    return undefined;
  };
}

beforeEach(() => {
  server = fakeServer();
  server.granted = new Set([
    ...server.granted,
    'contact:view',
    'contact:create',
    'contact:edit',
    'contact:delete',
  ]);
  server.forms = [form];
  server.record = null;
  contacts = [];
  refused = new Set();
  definitionClient.clear();
  serveContacts();
  setUpSession();
});

afterEach(() => {
  cleanup();
  clearLocalSession();
  permissionClient.clear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const button = (text: string) => {
  const found = screen.getAllByRole('button').findLast((candidate) => candidate.textContent?.trim() === text);
  if (!found) throw new Error(`No button ${text}`);
  return found;
};
const location = () => screen.getByTestId('location').textContent;
/** The form's related-object panel (a saved record's page also lists its related records below). */
function contactPanel() {
  return waitFor(() => {
    const regions = screen.getAllByRole('region', { name: 'Contact' });
    const panel = regions.find((region) => region.classList.contains('atrium-related-object'));
    if (!panel) throw new Error('No Contact panel');
    return panel;
  }, WAIT);
}
/** The calls that change something, in the order the server got them. */
const writes = () =>
  server.calls
    .filter((call) => call.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

async function addContact(name: string) {
  const panel = await contactPanel();
  fireEvent.click(within(panel).getByRole('button', { name: /Add/ }));
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  fireEvent.change(await within(dialog).findByLabelText(/Full name/, {}, WAIT), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  expect(await within(panel).findByText(name, {}, WAIT)).toBeTruthy();
}

async function newAccountWithContacts(names: string[]) {
  renderPage('/crm/accounts/new', { definition: withContacts });
  fireEvent.change(await screen.findByLabelText('Name', {}, WAIT), { target: { value: 'Omega' } });
  for (const name of names) await addContact(name);
}

describe('children held on a new record', { timeout: 60_000 }, () => {
  it('saves the parent and its children in one request, in the panel’s order, then clears them', async () => {
    const refreshed = vi.fn();
    window.addEventListener('contact::refresh', refreshed);
    await newAccountWithContacts(['First', 'Second']);
    expect(writes()).toEqual([]);
    fireEvent.click(button('Save & Continue'));
    await waitFor(() => expect(location()).toBe('/crm/accounts/99'), WAIT);
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: 'records/account',
        body: { name: 'Omega', $children: { contacts: [{ full_name: 'First' }, { full_name: 'Second' }] } },
      },
    ]);
    expect(refreshed).toHaveBeenCalledTimes(1);
    window.removeEventListener('contact::refresh', refreshed);
    // The saved parent's panel lists the stored children, and nothing is held any more.
    const panel = await contactPanel();
    expect(await within(panel).findByText('Second', {}, WAIT)).toBeTruthy();
    expect(within(panel).queryByText('Saved with the record')).toBeNull();
    expect(screen.queryByText(/Nothing was saved/)).toBeNull();
  });

  it('on Save goes to the list once parent and children are saved', async () => {
    await newAccountWithContacts(['Only']);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(location()).toBe('/crm/accounts'), WAIT);
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST records/account']);
  });

  it('when a child is refused, saves nothing, keeps every child held and marks the refused one; a retry saves each once', async () => {
    refused = new Set(['Second']);
    await newAccountWithContacts(['First', 'Second', 'Third']);
    fireEvent.click(button('Save'));
    expect(
      await screen.findByText(/Nothing was saved: some of the Contact records are not valid/, {}, WAIT),
    ).toBeTruthy();
    expect(screen.getAllByText('Second: Second is already a contact.').length).toBeGreaterThan(0);
    // The page stays on the new record: there is no parent to go to.
    expect(location()).toBe('/crm/accounts/new');
    const panel = await contactPanel();
    for (const name of ['First', 'Second', 'Third']) expect(within(panel).getByText(name)).toBeTruthy();

    expect(writes()).toEqual([
      {
        method: 'POST',
        path: 'records/account',
        body: {
          name: 'Omega',
          $children: { contacts: [{ full_name: 'First' }, { full_name: 'Second' }, { full_name: 'Third' }] },
        },
      },
    ]);
    expect(contacts).toEqual([]);

    // The refusal is cleared and the person saves again: one more request with the same three
    // children, each written once (nothing of the refused try was kept to duplicate).
    refused = new Set();
    await waitFor(() => expect((button('Save') as HTMLButtonElement).disabled).toBe(false), WAIT);
    fireEvent.click(button('Save'));
    await waitFor(() => expect(location()).toBe('/crm/accounts'), WAIT);
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST records/account',
      'POST records/account',
    ]);
    expect(writes().at(-1)?.body).toEqual({
      name: 'Omega',
      $children: { contacts: [{ full_name: 'First' }, { full_name: 'Second' }, { full_name: 'Third' }] },
    });
    expect(contacts.map((row) => row.full_name)).toEqual(['First', 'Second', 'Third']);
  });
});

describe('a saved record’s related panel and its limits', { timeout: 60_000 }, () => {
  it('refuses to save while the panel holds fewer children than minItems, and saves once it holds enough', async () => {
    const [nameNode] = form.body.children;
    const limited = {
      id: 'attrib_contacts',
      type: 'relatedObject',
      attributeName: 'contacts',
      options: { validation: { minItems: 2 } },
    };
    server.forms = [{ ...form, body: { ...form.body, children: [nameNode, limited] } }];
    server.record = stored({ id: 99 });
    contacts = [{ id: 201, full_name: 'First', account_id: 99 }];
    renderPage('/crm/accounts/99', { definition: withContacts });
    expect(await within(await contactPanel()).findByText('First', {}, WAIT)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Name', {}, WAIT), { target: { value: 'Omega Two' } });

    fireEvent.click(button('Save'));
    expect(await screen.findByText(/must have at least 2 items\./, {}, WAIT)).toBeTruthy();
    expect(writes()).toEqual([]);

    // A second child saved from the panel: the list reloads, the count is 2, and the form saves.
    await addContact('Second');
    fireEvent.click(button('Save'));
    await waitFor(
      () => expect(writes().at(-1)).toMatchObject({ method: 'PUT', body: { name: 'Omega Two' } }),
      WAIT,
    );
    expect(screen.queryByText(/must have at least 2 items\./)).toBeNull();
  });
});
