import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fixtures';
import {
  choose,
  definitionOf,
  enabledButton,
  type FakeCreatorServer,
  fakeCreatorServer,
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
      label_attribute: 'name',
      attributes: [
        { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: { required: true } },
        {
          id: 2,
          name: 'tier',
          label: 'Tier',
          type: 'singleSelect',
          options: { items: [{ value: 'gold', name: 'Gold' }] },
        },
      ],
    }),
  ]);
});
afterEach(tearDown);

const optionLabels = (drawer: HTMLElement) =>
  [...drawer.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);

async function addAttributeDrawer(): Promise<HTMLElement> {
  renderCreator('/superadmin/creator/account');
  await screen.findByRole('heading', { name: /Account/ }, WAIT);
  return openDrawer('Add attribute');
}

describe('the attribute drawer', { timeout: 180_000 }, () => {
  it('shows the options of the chosen type, and changes them with the type', async () => {
    const drawer = await addAttributeDrawer();
    expect(optionLabels(drawer)).toEqual(expect.arrayContaining(['Required', 'Length limits', 'Searchable']));
    expect(optionLabels(drawer)).not.toContain('Items');

    await choose(drawer, 'Type', 'Currency (currency)');
    await waitFor(() => expect(optionLabels(drawer)).toContain('Currency code'));
    expect(optionLabels(drawer)).toEqual(expect.arrayContaining(['Decimal places', 'Minimum', 'Maximum']));
    expect(optionLabels(drawer)).not.toContain('Length limits');

    await choose(drawer, 'Type', 'Display Text (displayText)');
    await waitFor(() => expect(optionLabels(drawer)).toContain('Allow HTML'));
    expect(optionLabels(drawer)).not.toContain('Required');
  });

  it('refuses option values core finds wrong before calling the server', async () => {
    const drawer = await addAttributeDrawer();
    typeInto(drawer, 'Label', 'Credit');
    await choose(drawer, 'Type', 'Currency (currency)');
    await within(drawer).findByLabelText('Currency code', {}, WAIT);
    typeInto(drawer, 'Currency code', 'aed');
    typeInto(drawer, 'Decimal places', '3');
    typeInto(drawer, 'Minimum', '100');
    typeInto(drawer, 'Maximum', '10');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('The maximum must not be below the minimum.', {}, WAIT),
    ).toBeTruthy();
    expect(writes(server)).toEqual([]);

    typeInto(drawer, 'Maximum', '1000');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1), WAIT);
    expect(writes(server)[0]).toEqual({
      method: 'POST',
      path: 'administration/creator/objects/account/attributes',
      body: {
        name: 'credit',
        label: 'Credit',
        type: 'currency',
        options: { currency: 'AED', precision: 3, minNumber: 100, maxNumber: 1000 },
      },
    });
  });

  it('edits select items as value and label pairs, and refuses a value used twice', async () => {
    renderCreator('/superadmin/creator/account');
    fireEvent.click(await enabledButton('Edit tier'));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect((within(drawer).getByLabelText('Value, row 1') as HTMLInputElement).value).toBe('gold');
    expect((within(drawer).getByLabelText('Label, row 1') as HTMLInputElement).value).toBe('Gold');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Add to Items' }));
    typeInto(drawer, 'Value, row 2', 'gold');
    typeInto(drawer, 'Label, row 2', 'Silver');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Row 2: The value gold is used twice.', {}, WAIT)).toBeTruthy();
    expect(writes(server)).toEqual([]);

    typeInto(drawer, 'Value, row 2', 'silver');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add to Items' }));
    typeInto(drawer, 'Value, row 3', 'bronze');
    typeInto(drawer, 'Label, row 3', 'Bronze');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove row 1' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1), WAIT);
    expect(writes(server)[0]).toEqual({
      method: 'PUT',
      path: 'administration/creator/objects/account/attributes/2',
      body: {
        name: 'tier',
        label: 'Tier',
        type: 'singleSelect',
        options: {
          items: [
            { value: 'silver', name: 'Silver' },
            { value: 'bronze', name: 'Bronze' },
          ],
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(await screen.findByText('Items: 2', {}, WAIT)).toBeTruthy();
  });

  it('keeps the items when retyped to another choice type, and shows a refused retype’s reason', async () => {
    const reason = "'tier' holds values that would be lost as numberField; empty them first.";
    server.refuse.set(
      'PUT administration/creator/objects/account/attributes/2',
      jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: reason }),
    );
    renderCreator('/superadmin/creator/account');
    fireEvent.click(await enabledButton('Edit tier'));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    await choose(drawer, 'Type', 'Radio Select (radioSelect)');
    expect((within(drawer).getByLabelText('Value, row 1') as HTMLInputElement).value).toBe('gold');

    await choose(drawer, 'Type', 'Number (numberField)');
    typeInto(drawer, 'Label', 'Tier level');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(reason, {}, WAIT)).toBeTruthy();
    expect(writes(server)[0]?.body).toEqual({
      name: 'tier',
      label: 'Tier level',
      type: 'numberField',
      options: {},
    });
    // The drawer stays open with what was typed.
    expect((within(drawer).getByLabelText('Label') as HTMLInputElement).value).toBe('Tier level');
    expect(
      within(drawer).getByRole('combobox', { name: 'Type' }).closest('.ant-select')?.textContent,
    ).toContain('Number');
  });

  it('removes an attribute after confirming; a refused removal shows the reason and keeps the row', async () => {
    const reason = "'name' is the label of 'account' records; choose another label first.";
    server.refuse.set(
      'DELETE administration/creator/objects/account/attributes/1',
      jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: reason }),
    );
    renderCreator('/superadmin/creator/account');
    fireEvent.click(await enabledButton('Remove name'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }, WAIT));
    expect(await screen.findByText(reason, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit name' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove tier' }));
    // The refused removal's confirmation may still be in the page: confirm in the one asking about Tier.
    const question = await screen.findByText('Remove Tier?', {}, WAIT);
    const confirmation = question.closest('.ant-popover');
    if (!(confirmation instanceof HTMLElement)) throw new Error('The confirmation is not a popover');
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit tier' })).toBeNull(), WAIT);
    expect(writes(server).map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE administration/creator/objects/account/attributes/1',
      'DELETE administration/creator/objects/account/attributes/2',
    ]);
  });

  it('names a new lookup through a relation instead of saving it', async () => {
    const drawer = await addAttributeDrawer();
    typeInto(drawer, 'Label', 'Owner company');
    await choose(drawer, 'Type', 'Lookup (lookup)');
    expect(
      await within(drawer).findByText('Lookup and parent fields are created by adding a relation.', {}, WAIT),
    ).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add relation' }));
    const relation = await screen.findByRole('dialog', { name: 'Add relation' }, WAIT);
    expect((within(relation).getByLabelText('Lookup field name') as HTMLInputElement).value).toBe(
      'owner_company',
    );
    expect((within(relation).getByLabelText('Lookup field label') as HTMLInputElement).value).toBe(
      'Owner company',
    );
  });

  it('edits the label in Arabic, Hindi and Urdu and keeps the translations it does not touch', async () => {
    server = fakeCreatorServer([
      definitionOf('account', {
        display_name: 'Account',
        attributes: [
          {
            id: 2,
            name: 'tier',
            label: 'Tier',
            type: 'singleSelect',
            options: {
              items: [{ value: 'gold', name: 'Gold', translations: { ar: { name: 'ذهبي' } } }],
              translations: { hi: { label: 'स्तर' } },
            },
          },
        ],
      }),
    ]);
    renderCreator('/superadmin/creator/account');
    fireEvent.click(await enabledButton('Edit tier'));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect((within(drawer).getByLabelText('Label in हिन्दी') as HTMLInputElement).value).toBe('स्तर');
    typeInto(drawer, 'Label in العربية', ' المستوى ');
    typeInto(drawer, 'Label in اردو', '   ');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1), WAIT);
    expect(writes(server)[0]?.body).toEqual({
      name: 'tier',
      label: 'Tier',
      type: 'singleSelect',
      options: {
        items: [{ value: 'gold', name: 'Gold', translations: { ar: { name: 'ذهبي' } } }],
        translations: { ar: { label: 'المستوى' }, hi: { label: 'स्तर' } },
      },
    });
  });

  it('names each select item in Arabic, Hindi and Urdu, keeping what else the item carries', async () => {
    server = fakeCreatorServer([
      definitionOf('account', {
        display_name: 'Account',
        attributes: [
          {
            id: 2,
            name: 'tier',
            label: 'Tier',
            type: 'singleSelect',
            options: {
              items: [
                { value: 'gold', name: 'Gold', color: '#d4af37', translations: { ar: { name: 'ذهبي' } } },
                { value: 'silver', name: 'Silver' },
              ],
            },
          },
        ],
      }),
    ]);
    renderCreator('/superadmin/creator/account');
    fireEvent.click(await enabledButton('Edit tier'));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    const gold = within(drawer).getByRole('button', { name: 'Names of Gold in other languages' });
    expect(gold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(gold);
    expect((within(drawer).getByLabelText('Gold in العربية') as HTMLInputElement).value).toBe('ذهبي');
    typeInto(drawer, 'Gold in العربية', '');
    typeInto(drawer, 'Gold in हिन्दी', 'सोना');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Names of Silver in other languages' }));
    typeInto(drawer, 'Silver in اردو', 'چاندی');
    typeInto(drawer, 'Label, row 2', 'Silver tier');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1), WAIT);
    expect(writes(server)[0]?.body).toMatchObject({
      options: {
        items: [
          { value: 'gold', name: 'Gold', color: '#d4af37', translations: { hi: { name: 'सोना' } } },
          { value: 'silver', name: 'Silver tier', translations: { ur: { name: 'چاندی' } } },
        ],
      },
    });
  });
});
