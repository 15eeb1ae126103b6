import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionClient } from '../../../session/permissions/permission-client-instance';
import { clearLocalSession } from '../../../session/session-actions';
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

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  setUpSession();
});

afterEach(() => {
  cleanup();
  clearLocalSession();
  permissionClient.clear();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** A button by its visible text (top-bar buttons also carry their icon's name). */
const button = (text: string) => {
  const found = screen.getAllByRole('button').findLast((candidate) => candidate.textContent?.trim() === text);
  if (!found) throw new Error(`No button ${text}`);
  return found;
};
const location = () => screen.getByTestId('location').textContent;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const putCalls = () => server.calls.filter((call) => call.method === 'PUT');

describe('RecordFormPage', { timeout: 20_000 }, () => {
  it('creates a record with Save & Continue: no id sent, the URL becomes the new id, the list is told', async () => {
    const refreshed = vi.fn();
    window.addEventListener('account::refresh', refreshed);
    renderPage('/crm/accounts/new');
    await screen.findByLabelText('Name', {}, WAIT);
    type('Name', 'Omega');
    fireEvent.click(button('Save & Continue'));
    await waitFor(() => expect(location()).toBe('/crm/accounts/99'), WAIT);
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'Omega' });
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: /Edit/ }, WAIT)).toBeTruthy();
    expect(input('Name').value).toBe('Omega');
    window.removeEventListener('account::refresh', refreshed);
  });

  it('validates on save with core’s messages, and again on each change once validated', async () => {
    renderPage('/crm/accounts/new');
    await screen.findByLabelText('Name', {}, WAIT);
    fireEvent.click(button('Save'));
    expect(await screen.findAllByText('Name is required.', {}, WAIT)).toHaveLength(2);
    type('Name', 'Acme');
    await waitFor(() => expect(screen.queryAllByText('Name is required.')).toHaveLength(1), WAIT);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends only the changed fields with the version on update', async () => {
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    type('City', 'Riyadh');
    fireEvent.click(button('Save & Continue'));
    await waitFor(() => expect(putCalls()).toHaveLength(1), WAIT);
    expect(putCalls()[0]?.body).toEqual({ city: 'Riyadh', version: 3 });
    expect(location()).toBe('/crm/accounts/7');
  });

  it('puts a 422’s messages under their fields and in the danger alert', async () => {
    server.onPut = () =>
      jsonResponse(422, {
        statusCode: 422,
        message: 'Validation failed',
        errors: { name: ['Name is taken.'] },
      });
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    type('Name', 'Taken');
    fireEvent.click(button('Save'));
    expect(await screen.findAllByText('Name is taken.', {}, WAIT)).toHaveLength(2);
    expect(screen.getByText('Validation failed')).toBeTruthy();
    expect(location()).toBe('/crm/accounts/7');
  });

  it('shows the server’s record on a 409 and reloads it on request', async () => {
    server.onPut = () =>
      jsonResponse(409, {
        statusCode: 409,
        message: 'Someone else changed name since you opened this Account.',
        record: stored({ name: 'Acme Global', version: 5 }),
      });
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    type('Name', 'Acme Mine');
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Someone else changed this record', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Acme Global')).toBeTruthy();
    fireEvent.click(button('Reload the current record'));
    await waitFor(() => expect(input('Name').value).toBe('Acme Global'), WAIT);
    expect(screen.queryByText('Someone else changed this record')).toBeNull();
  });

  it('deletes only after the confirmation, then goes back to the list', async () => {
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    await waitFor(() => expect(button('Delete').hasAttribute('disabled')).toBe(false), WAIT);
    fireEvent.click(button('Delete'));
    expect(
      await screen.findByText('Are you sure? Do you want to delete this record?', {}, WAIT),
    ).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(location()).toBe('/crm/accounts'), WAIT);
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a locked record read-only with Save and Delete disabled', async () => {
    server.record = stored({ is_locked: true });
    renderPage('/crm/accounts/7');
    expect(await screen.findByText('This record is locked.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(button('Save').hasAttribute('disabled')).toBe(true);
    expect(button('Save & Continue').hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(button('Delete').hasAttribute('disabled')).toBe(true), WAIT);
  });

  it('leaves at once when nothing changed', async () => {
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(location()).toBe('/crm/accounts'), WAIT);
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    type('Name', 'Changed');
    fireEvent.click(button('Cancel'));
    expect(await screen.findAllByText('Leave without saving?', {}, WAIT)).not.toHaveLength(0);
    fireEvent.click(button('Stay'));
    expect(location()).toBe('/crm/accounts/7');
    fireEvent.click(button('Cancel'));
    await screen.findByText('Leave', {}, WAIT);
    fireEvent.click(button('Leave'));
    await waitFor(() => expect(location()).toBe('/crm/accounts'), WAIT);
  });

  it('says Not Found for a missing record of the person’s own organization', async () => {
    server.record = null;
    server.meta = { orgid: 2, organization_name: 'Alpha' };
    renderPage('/crm/accounts/404');
    expect(await screen.findByText('Not Found', {}, WAIT)).toBeTruthy();
    expect(
      screen.getByText("You don't have a permission to access this record or organization."),
    ).toBeTruthy();
  });

  it('offers the organization a missing record belongs to', async () => {
    server.record = null;
    server.meta = { orgid: 5, organization_name: 'Beta' };
    renderPage('/crm/accounts/404');
    expect(
      await screen.findByText('Record exists in Beta, Please wait while we redirect you there.', {}, WAIT),
    ).toBeTruthy();
  });
});

const formOf = (type: string, fields: string[]) => ({
  id: type === 'default' ? 1 : 2,
  object: 'account',
  name: type,
  type,
  status: 'ACTIVE',
  options: {},
  version: 1,
  body: {
    id: 'grid',
    type: 'grid',
    children: fields.map((name) => ({ id: `attrib_${name}`, type: 'singleLine', attributeName: name })),
  },
});

describe('RecordFormPage form choice', { timeout: 20_000 }, () => {
  it('draws the object’s form on a wide screen', async () => {
    server.forms = [formOf('default', ['name', 'city']), formOf('mobile_default', ['city'])];
    renderPage('/crm/accounts/7', { width: 1280 });
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    expect(input('City').value).toBe('Dubai');
  });

  it('draws the mobile_ variant on a phone', async () => {
    server.forms = [formOf('default', ['name', 'city']), formOf('mobile_default', ['city'])];
    renderPage('/crm/accounts/7', { width: 500 });
    await waitFor(() => expect(input('City').value).toBe('Dubai'), WAIT);
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('keeps the desktop form on a phone when there is no mobile_ variant', async () => {
    server.forms = [formOf('default', ['city'])];
    renderPage('/crm/accounts/7', { width: 500 });
    await waitFor(() => expect(input('City').value).toBe('Dubai'), WAIT);
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('lays out every stored attribute when the object has no form', async () => {
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    expect(input('City').value).toBe('Dubai');
  });

  it('lays out every stored attribute while the object’s form was never laid out', async () => {
    server.forms = [{ ...formOf('default', ['name']), options: { generated: true, placedUpTo: 1 } }];
    renderPage('/crm/accounts/7');
    await waitFor(() => expect(input('Name').value).toBe('Acme'), WAIT);
    expect(input('City').value).toBe('Dubai');
  });

  it('shows an attribute made after the layout was published under Other fields, not one left out', async () => {
    const withPhone = {
      ...account,
      attributes: [
        ...account.attributes,
        { id: 3, name: 'phone', label: 'Phone', type: 'singleLine' as const, options: {} },
      ],
    };
    // Published when the account had name and city (ids up to 2), placing only the name.
    server.forms = [{ ...formOf('default', ['name']), options: { placedUpTo: 2 } }];
    server.record = stored({ phone: '+971 4 000' });
    renderPage('/crm/accounts/7', { definition: withPhone });
    await waitFor(() => expect(input('Phone').value).toBe('+971 4 000'), WAIT);
    expect(input('Name').value).toBe('Acme');
    expect(screen.queryByLabelText('City')).toBeNull();
    const section = document.querySelector('[data-node="section_other_fields"]') as HTMLElement;
    expect(section.textContent).toContain('Other fields');
    expect(section.contains(input('Phone'))).toBe(true);
  });
});
