import type { Rule } from '@atrium/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionClient } from '../../session/permissions/permission-client-instance';
import { formatSchema, parseSchema } from '../JsonView';
import { designServer, leadBody, leadDesign, renderComposer, setUpSession, WAIT } from './designer-harness';

beforeEach(setUpSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDesigner(design = leadDesign(), granted: string[] = []) {
  const server = designServer(design);
  server.granted = new Set(granted);
  renderComposer();
  await screen.findByTestId('designer-canvas', undefined, WAIT);
  return server;
}

describe('parseSchema and formatSchema', () => {
  it('round-trip a schema losslessly, options and properties included', () => {
    const body = leadBody();
    const column = body.children?.[0]?.children?.[0];
    if (!column) throw new Error('no column');
    column.options = { columnSize: 6, hideOnCondition: "status == 'Lost'", nested: { a: [1, '0', null] } };
    column.properties = { legacy: '1' };
    expect(parseSchema(formatSchema(body))).toEqual({ ok: true, body });
  });

  it('refuses broken JSON and a tree core does not accept, with the reasons', () => {
    const broken = parseSchema('{"id": "grid_1", ');
    expect(broken.ok).toBe(false);
    const wrong = parseSchema('{"id": "", "type": "grid", "children": [{"type": "row"}]}');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors.map((error) => error.split(':')[0])).toEqual(['id', 'children.0.id']);
  });
});

describe('the JSON view', () => {
  it('shows the schema, applies a valid edit as one undo step and never applies invalid JSON', {
    timeout: 60_000,
  }, async () => {
    await openDesigner();
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    const text = (await screen.findByTestId('designer-json', undefined, WAIT)) as HTMLTextAreaElement;
    expect(JSON.parse(text.value)).toEqual(leadBody());

    fireEvent.change(text, { target: { value: '{"id": "grid_1", "type": ' } });
    fireEvent.click(screen.getByTestId('designer-json-apply'));
    expect(screen.getByText('This JSON is not a form schema; nothing was changed.')).toBeTruthy();
    expect((screen.getByTestId('designer-undo') as HTMLButtonElement).disabled).toBe(true);

    const edited = leadBody();
    const field = edited.children?.[0]?.children?.[0]?.children?.[0];
    if (!field) throw new Error('no field');
    field.label = 'Lead name';
    fireEvent.change(text, { target: { value: JSON.stringify(edited) } });
    fireEvent.click(screen.getByTestId('designer-json-apply'));
    expect((screen.getByTestId('designer-undo') as HTMLButtonElement).disabled).toBe(false);
    expect(JSON.parse((screen.getByTestId('designer-json') as HTMLTextAreaElement).value)).toEqual(edited);
    fireEvent.click(screen.getByRole('tab', { name: 'Design' }));
    expect(
      within(await screen.findByTestId('canvas-node-field_name', undefined, WAIT)).getByText('Lead name'),
    ).toBeTruthy();
  });
});

describe('the preview', () => {
  it('draws the form with the app renderer and runs hide conditions against the sample record', {
    timeout: 60_000,
  }, async () => {
    const body = leadBody();
    const column = body.children?.[0]?.children?.[0];
    if (!column?.children) throw new Error('no column');
    column.children.push({ id: 'field_status', type: 'singleLine', attributeName: 'status' });
    body.children?.push({
      id: 'row_2',
      type: 'row',
      options: { hideOnCondition: "status == 'Lost'" },
      children: [
        {
          id: 'col_2',
          type: 'col',
          children: [{ id: 'field_budget', type: 'numberField', attributeName: 'budget' }],
        },
      ],
    });
    await openDesigner(leadDesign(body));
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('designer-preview', undefined, WAIT);
    expect(within(preview).getByLabelText('Name')).toBeTruthy();
    expect(within(preview).getByLabelText('Budget')).toBeTruthy();
    fireEvent.change(within(preview).getByLabelText('Status'), { target: { value: 'Lost' } });
    await waitFor(() => expect(within(preview).queryByLabelText('Budget')).toBeNull(), WAIT);
  });

  it('judges permission conditions by the administrator’s own permissions', { timeout: 60_000 }, async () => {
    const approversSkipName: Rule = {
      id: 1,
      title: 'Approvers skip the name',
      condition: {
        title: 'May approve',
        evalPattern: 'ALL_AND',
        conditions: [
          {
            id: 1,
            operandLeft: { type: 'PERMISSION', data: { permission: 'lead:approve' } },
            operator: 'is',
            operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: '1' } },
          },
        ],
      },
      groups: [],
      actions: [{ id: 1, name: 'HIDE_FIELD', data: { resource: ['name'] } }],
    };
    const design = leadDesign();
    const withRule = { ...design, form: { ...design.form, rules: [approversSkipName] } };
    const server = await openDesigner(withRule, ['lead:approve']);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('designer-preview', undefined, WAIT);
    await waitFor(() => expect(within(preview).queryByLabelText('Name')).toBeNull(), WAIT);
    expect(server.calls.some((call) => call.path === 'auth/user/isallowed')).toBe(true);
    // Without the permission the rule does not fire: the sample shows the name.
    cleanup();
    permissionClient.clear();
    await openDesigner(withRule, []);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const again = await screen.findByTestId('designer-preview', undefined, WAIT);
    expect(await within(again).findByLabelText('Name', undefined, WAIT)).toBeTruthy();
  });
});
