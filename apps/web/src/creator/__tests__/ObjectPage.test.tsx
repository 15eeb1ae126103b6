import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fixtures';
import {
  choose,
  definitionOf,
  enabledButton,
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
    definitionOf('vendor', {
      display_name: 'Vendor',
      attributes: [{ id: 1, name: 'title', label: 'Title', type: 'singleLine', options: {} }],
      relationships: {
        memos: {
          id: 9,
          name: 'memos',
          type: 'Polymorphic',
          parent_object: 'vendor',
          child_object: 'memo',
          reverse_name: 'memoable',
          foreign_key: 'memoable',
          options: {},
          api_endpoint: 'r/crm/vendor/{parentId}/memos',
        },
      },
    }),
    definitionOf('vendor_contact', { display_name: 'Vendor Contact' }),
    definitionOf('memo', { display_name: 'Memo' }),
  ]);
});
afterEach(tearDown);

describe('the object page', { timeout: 90_000 }, () => {
  it('lists the relations of the object', async () => {
    renderCreator('/superadmin/creator/vendor');
    const table = await screen.findByRole('table', { name: 'Relations' }, WAIT);
    const row = within(table).getByText('memos').closest('tr') as HTMLElement;
    expect(within(row).getByText('Polymorphic')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'memo' }).getAttribute('href')).toBe(
      '/superadmin/creator/memo',
    );
  });

  it('shows which roles may use the object', async () => {
    renderCreator('/superadmin/creator/vendor');
    const table = await screen.findByRole('table', { name: 'Access' }, WAIT);
    expect(await within(table).findByRole('checkbox', { name: 'View for CRM Staff' }, WAIT)).toBeTruthy();
  });

  it('adds a one-to-many relation with the lookup field’s name and label', async () => {
    renderCreator('/superadmin/creator/vendor');
    await screen.findByRole('heading', { name: /Vendor/ }, WAIT);
    const drawer = await openDrawer('Add relation');
    await choose(drawer, 'Child object', 'Vendor Contact (vendor_contact)');
    // Suggestions follow the objects chosen until the administrator types over them.
    await waitFor(() =>
      expect((within(drawer).getByLabelText('Lookup field name') as HTMLInputElement).value).toBe(
        'vendor_id',
      ),
    );
    expect((within(drawer).getByLabelText('Relation name') as HTMLInputElement).value).toBe(
      'vendor_contacts',
    );
    typeInto(drawer, 'Relation name', 'contacts');
    typeInto(drawer, 'Lookup field label', 'Supplier');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1), WAIT);
    expect(writes(server)[0]).toEqual({
      method: 'POST',
      path: 'administration/creator/relationships',
      body: {
        type: 'OneToMany',
        parent_object: 'vendor',
        child_object: 'vendor_contact',
        name: 'contacts',
        reverse_name: 'vendor',
        foreign_key: 'vendor_id',
        field_label: 'Supplier',
        options: {},
      },
    });
    const table = await screen.findByRole('table', { name: 'Relations' });
    expect(await within(table).findByText('contacts', {}, WAIT)).toBeTruthy();
  });

  it('adds a polymorphic relation, and shows a refusal with the form kept', async () => {
    server.refuse.set(
      'POST administration/creator/relationships',
      jsonResponse(409, { statusCode: 409, message: "'memo' already has an attribute named 'memoable'." }),
    );
    renderCreator('/superadmin/creator/vendor');
    await screen.findByRole('heading', { name: /Vendor/ }, WAIT);
    const drawer = await openDrawer('Add relation');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Polymorphic' }));
    await choose(drawer, 'Child object', 'Memo (memo)');
    await waitFor(() =>
      expect((within(drawer).getByLabelText('Parent field name') as HTMLInputElement).value).toBe('memoable'),
    );
    typeInto(drawer, 'Relation name', 'notes');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText("'memo' already has an attribute named 'memoable'.", {}, WAIT),
    ).toBeTruthy();
    expect(writes(server)[0]?.body).toMatchObject({
      type: 'Polymorphic',
      parent_object: 'vendor',
      child_object: 'memo',
      name: 'notes',
      foreign_key: 'memoable',
    });
    expect((within(drawer).getByLabelText('Relation name') as HTMLInputElement).value).toBe('notes');
  });

  it('disables Add relation without the relations permission, naming it', async () => {
    server.granted.delete('superadmin:create-relations');
    renderCreator('/superadmin/creator/vendor');
    await enabledButton('Add attribute');
    const add = screen.getByRole('button', { name: 'Add relation' });
    expect(add.hasAttribute('disabled')).toBe(true);
    hover(add);
    expect(
      await screen.findByText('Needs the permission superadmin:create-relations.', {}, WAIT),
    ).toBeTruthy();
  });

  it('saves the object’s settings and maps the server’s field errors', async () => {
    server.refuse.set(
      'PUT administration/creator/objects/vendor',
      jsonResponse(400, {
        statusCode: 400,
        message: 'The label expression is too long.',
        errors: { label_expression: ['The label expression is too long.'] },
      }),
    );
    renderCreator('/superadmin/creator/vendor');
    const settings = (await screen.findByText('Settings', {}, WAIT)).closest('.ant-card') as HTMLElement;
    await enabledButton('Save settings');
    typeInto(settings, 'Display name', 'Supplier');
    typeInto(settings, 'Label expression', '{title}');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('The label expression is too long.', {}, WAIT)).toBeTruthy();
    expect(writes(server)[0]).toEqual({
      method: 'PUT',
      path: 'administration/creator/objects/vendor',
      body: {
        display_name: 'Supplier',
        has_versioning: false,
        has_ordering: false,
        label_attribute: null,
        label_expression: '{title}',
        // Left on "chosen by Atrium": the list guesses its view.
        default_view: null,
        translations: {},
      },
    });
    expect((within(settings).getByLabelText('Display name') as HTMLInputElement).value).toBe('Supplier');
  });

  it('saves the object’s names in Arabic, Hindi and Urdu, leaving out the ones left empty', async () => {
    renderCreator('/superadmin/creator/vendor');
    const settings = (await screen.findByText('Settings', {}, WAIT)).closest('.ant-card') as HTMLElement;
    await enabledButton('Save settings');
    typeInto(settings, 'Singular name in العربية', ' مورّد ');
    typeInto(settings, 'Plural name in العربية', 'الموردون');
    typeInto(settings, 'Plural name in اردو', 'سپلائرز');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1), WAIT);
    expect((writes(server)[0]?.body as { translations?: unknown } | undefined)?.translations).toEqual({
      ar: { display_name: 'مورّد', plural_name: 'الموردون' },
      ur: { plural_name: 'سپلائرز' },
    });
  });
});
