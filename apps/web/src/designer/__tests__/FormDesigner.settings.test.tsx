import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/fixtures';
import { designServer, renderComposer, setUpSession, WAIT } from './designer-harness';

beforeEach(setUpSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const canvasNode = (id: string) => screen.getByTestId(`canvas-node-${id}`);
const settings = () => screen.getByTestId('designer-settings');

async function openDesigner() {
  const server = designServer();
  renderComposer();
  await screen.findByTestId('designer-canvas', undefined, WAIT);
  return server;
}

/** Publish, confirm in the diff, and answer the PUT body the server received. */
async function publish(server: ReturnType<typeof designServer>) {
  fireEvent.click(screen.getByTestId('designer-publish'));
  const dialog = await screen.findByRole('dialog', undefined, WAIT);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true), WAIT);
  return server.calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
}

describe('column settings', () => {
  it('edits Column Size, Class Names and the hide flags, and checks the formula', {
    timeout: 60_000,
  }, async () => {
    const server = await openDesigner();
    fireEvent.click(screen.getByRole('button', { name: 'Settings of Column col_1' }));
    expect(within(settings()).getByText('Settings of Column col_1')).toBeTruthy();
    const size = within(settings()).getByRole('spinbutton', { name: 'Column Size' });
    expect(size.getAttribute('placeholder')).toBe('Between 1 and 12');
    fireEvent.change(size, { target: { value: '6' } });
    const classes = within(settings()).getByRole('textbox', { name: 'Class Names' });
    fireEvent.change(classes, { target: { value: 'wide' } });
    fireEvent.blur(classes);
    fireEvent.click(within(settings()).getByRole('switch', { name: 'Hide on Create' }));
    fireEvent.click(within(settings()).getByRole('switch', { name: 'Enable hide On Condition' }));
    const formula = within(settings()).getByRole('textbox', { name: 'Hide On Condition Formula' });
    fireEvent.change(formula, { target: { value: 'status ==' } });
    fireEvent.blur(formula);
    expect(within(settings()).getByText(/^The formula is not valid:/)).toBeTruthy();
    fireEvent.change(formula, { target: { value: "status == 'Lost'" } });
    fireEvent.blur(formula);
    expect(within(settings()).queryByText(/^The formula is not valid:/)).toBeNull();

    const sent = await publish(server);
    const body = sent.body as { children: { children: { options?: Record<string, unknown> }[] }[] };
    expect(body.children[0]?.children[0]?.options).toEqual({
      columnSize: 6,
      classNames: 'wide',
      hideOnCreate: true,
      enableHideOnCondition: true,
      hideOnCondition: "status == 'Lost'",
    });
  });
});

describe('the options form of a field', () => {
  it('commits a label on blur or Enter, not while typing', { timeout: 60_000 }, async () => {
    await openDesigner();
    fireEvent.click(canvasNode('field_name'));
    const label = within(settings()).getByRole('textbox', { name: 'Label' });
    fireEvent.change(label, { target: { value: 'Full name' } });
    expect(within(canvasNode('field_name')).queryByText('Full name')).toBeNull();
    fireEvent.blur(label);
    expect(within(canvasNode('field_name')).getByText('Full name')).toBeTruthy();
    fireEvent.change(label, { target: { value: 'Lead name' } });
    fireEvent.keyDown(label, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(within(canvasNode('field_name')).getByText('Lead name')).toBeTruthy();
    fireEvent.click(screen.getByTestId('designer-undo'));
    expect(within(canvasNode('field_name')).getByText('Full name')).toBeTruthy();
  });

  it('requires a title and writes it to the schema 1000 ms after typing stops', {
    timeout: 60_000,
  }, async () => {
    const server = await openDesigner();
    fireEvent.click(canvasNode('field_name'));
    const title = within(settings()).getByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Name');
    fireEvent.change(title, { target: { value: '' } });
    expect(within(settings()).getByText('The title is required.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Lead' } });
    expect((screen.getByTestId('designer-undo') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(
      () => expect((screen.getByTestId('designer-undo') as HTMLButtonElement).disabled).toBe(false),
      {
        timeout: 3000,
      },
    );
    const sent = await publish(server);
    expect(JSON.stringify(sent.body)).toContain('"options":{"title":"Lead"}');
  });
});

describe('saving', () => {
  it('shows NEW, ADDED, MODIFIED and DELETED before publishing and sends the design', {
    timeout: 60_000,
  }, async () => {
    const server = await openDesigner();
    fireEvent.click(screen.getByTestId('palette-item-attribute:status'));
    fireEvent.click(screen.getByText(/^Standard Pencils/));
    fireEvent.click(await screen.findByTestId('palette-item-pencil:singleLine', undefined, WAIT));
    fireEvent.click(canvasNode('field_name'));
    const label = within(settings()).getByRole('textbox', { name: 'Label' });
    fireEvent.change(label, { target: { value: 'Full name' } });
    fireEvent.blur(label);
    expect(screen.getByTestId('designer-dirty')).toBeTruthy();

    fireEvent.click(screen.getByTestId('designer-publish'));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(dialog).getByText('Publish: what changes')).toBeTruthy();
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['ModifiedFull namelabel — → Full name', 'AddedStatus', 'NewSingle Line']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true), WAIT);
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('administration/forms/12/design');
    expect(put?.body).toMatchObject({
      formId: 12,
      baseVersion: 3,
      status: 'ACTIVE',
      rules: [],
      newAttributes: [
        { tempId: 'new_1', name: 'single_line', label: 'Single Line', type: 'singleLine', options: {} },
      ],
      removedAttributes: [],
    });
    await waitFor(() => expect(screen.queryByTestId('designer-dirty')).toBeNull(), WAIT);
    expect(screen.getByText('Version 4')).toBeTruthy();
  });

  it('lists a field taken off as DELETED and can remove its attribute', { timeout: 60_000 }, async () => {
    const server = await openDesigner();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Name' }));
    fireEvent.click(screen.getByTestId('designer-save-draft'));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(dialog).getByText('Deleted')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also delete the attribute and its data' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PUT')).toBe(true), WAIT);
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'DRAFT',
      removedAttributes: ['name'],
    });
  });

  it('shows a 409 from the server and keeps every edit', { timeout: 60_000 }, async () => {
    const server = await openDesigner();
    server.onPut = () =>
      jsonResponse(409, {
        statusCode: 409,
        message: 'Another administrator saved this form first (version 4).',
      });
    fireEvent.click(screen.getByTestId('palette-item-attribute:status'));
    fireEvent.click(screen.getByTestId('designer-publish'));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const failure = await screen.findByTestId('designer-save-failure', undefined, WAIT);
    expect(within(failure).getByText('The form was not saved')).toBeTruthy();
    expect(
      within(failure).getByText('Another administrator saved this form first (version 4).'),
    ).toBeTruthy();
    expect(within(failure).getByText('Your changes are still here.')).toBeTruthy();
    expect(screen.getByTestId('canvas-node-field_status')).toBeTruthy();
    expect(screen.getByTestId('designer-dirty')).toBeTruthy();
    expect((screen.getByTestId('designer-undo') as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the errors of a 422 by path', { timeout: 60_000 }, async () => {
    const server = await openDesigner();
    server.onPut = () =>
      jsonResponse(422, {
        statusCode: 422,
        message: 'The design has errors.',
        errors: { 'rules.0': ['The rule points at a deleted attribute.'] },
      });
    fireEvent.click(screen.getByTestId('designer-save-draft'));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    const failure = await screen.findByTestId('designer-save-failure', undefined, WAIT);
    expect(within(failure).getByText('rules.0')).toBeTruthy();
    expect(within(failure).getByText('The rule points at a deleted attribute.')).toBeTruthy();
  });
});
