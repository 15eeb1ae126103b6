import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fixtures';
import {
  choose,
  definitionOf,
  type FakeCreatorServer,
  fakeCreatorServer,
  hover,
  openDrawer,
  renderCreator,
  setUp,
  tearDown,
  typeInto,
  WAIT,
  writes,
} from './creator-harness';

let server: FakeCreatorServer;

beforeEach(() => {
  setUp();
  server = fakeCreatorServer([
    definitionOf('account', {
      display_name: 'Account',
      attributes: [
        { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
        { id: 2, name: 'city', label: 'City', type: 'singleLine', options: {} },
      ],
    }),
    definitionOf('ticket', { display_name: 'Ticket', module: 'servicedesk' }),
  ]);
});
afterEach(tearDown);

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the object list', { timeout: 60_000 }, () => {
  it('lists objects with their module and attribute count, and searches them', async () => {
    renderCreator('/superadmin/creator');
    const account = await screen.findByRole('link', { name: 'Account' }, WAIT);
    const row = account.closest('tr') as HTMLElement;
    expect(within(row).getByText('CRM')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(rowNames()).toEqual(['Account', 'Ticket']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search objects' }), {
      target: { value: 'tick' },
    });
    await waitFor(() => expect(rowNames()).toEqual(['Ticket']));
    // The translated module name is searched too.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search objects' }), { target: { value: 'crm' } });
    await waitFor(() => expect(rowNames()).toEqual(['Account']));
    expect(account.getAttribute('href')).toBe('/superadmin/creator/account');
  });

  it('says what is wrong with a name as it is typed, and sends nothing until it is right', async () => {
    renderCreator('/superadmin/creator');
    const drawer = await openDrawer('New object');
    typeInto(drawer, 'Name', 'Sales Order');
    expect(
      await within(drawer).findByText(
        'Start with a lowercase letter, then use only lowercase letters, digits and _ (at most 40).',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The display name is required.', {}, WAIT)).toBeTruthy();
    expect(writes(server)).toEqual([]);
  });

  it('suggests the name from the display name and opens the new object’s page', async () => {
    renderCreator('/superadmin/creator');
    const drawer = await openDrawer('New object');
    typeInto(drawer, 'Display name', 'Purchase Order');
    expect((within(drawer).getByLabelText('Name') as HTMLInputElement).value).toBe('purchase_order');
    await choose(drawer, 'Module', 'HR Management');
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Versioning' }));
    typeInto(drawer, 'Label attribute', 'title');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/superadmin/creator/purchase_order'),
      WAIT,
    );
    expect(writes(server)).toEqual([
      {
        method: 'POST',
        path: 'administration/creator/objects',
        body: {
          name: 'purchase_order',
          display_name: 'Purchase Order',
          module: 'hcm',
          has_versioning: true,
          has_ordering: false,
          label_attribute: 'title',
          label_expression: null,
          attributes: [{ name: 'title', label: 'Title', type: 'singleLine', options: { required: true } }],
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: /Purchase Order/ }, WAIT)).toBeTruthy();
  });

  it('puts the server’s field errors on the fields and keeps what was typed', async () => {
    server.refuse.set(
      'POST administration/creator/objects',
      jsonResponse(422, {
        statusCode: 422,
        message: 'The module must be a module key.',
        errors: { module: ['The module must be a module key.'], 'attributes.0.name': ['Already used.'] },
      }),
    );
    renderCreator('/superadmin/creator');
    const drawer = await openDrawer('New object');
    typeInto(drawer, 'Display name', 'Vendor');
    typeInto(drawer, 'Label attribute', 'code');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The module must be a module key.', {}, WAIT)).toBeTruthy();
    expect(within(drawer).getByText('Already used.')).toBeTruthy();
    // Every error found a field, so no separate alert repeats them.
    expect(within(drawer).queryByRole('alert', { name: /module key/ })).toBeNull();
    expect((within(drawer).getByLabelText('Name') as HTMLInputElement).value).toBe('vendor');
    expect(screen.getByTestId('location').textContent).toBe('/superadmin/creator');
  });

  it('disables New object for someone without the attributes permission, and says which', async () => {
    server.granted.delete('superadmin:create-attributes');
    renderCreator('/superadmin/creator');
    await screen.findByRole('link', { name: 'Account' }, WAIT);
    const button = await screen.findByRole('button', { name: 'New object' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true), WAIT);
    hover(button);
    expect(
      await screen.findByText('Needs the permission superadmin:create-attributes.', {}, WAIT),
    ).toBeTruthy();
  });
});
