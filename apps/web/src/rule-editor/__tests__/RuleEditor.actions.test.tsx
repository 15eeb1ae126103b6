import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { stubBrowser } from '../../test-support/browser-stubs';
import { choose, leadDefinition, lostRule, optionsOf, renderEditor } from './editor-harness';

beforeEach(() => {
  initI18n('en');
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const action = (number: number) => screen.getByRole('group', { name: `Action ${number}` });

describe('RuleEditor actions', { timeout: 60_000 }, () => {
  it('hides a section through Hide Layout and a layout path picked from the form', async () => {
    const view = renderEditor([lostRule()]);
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    await choose(within(action(1)).getByRole('combobox', { name: 'Action' }), 'Hide Layout');
    const paths = await optionsOf(within(action(1)).getByRole('combobox', { name: 'Layout path' }));
    expect(paths).toContain('Qualification (section_1)');
    await choose(
      within(action(1)).getByRole('combobox', { name: 'Layout path' }),
      'Qualification (section_1)',
    );
    await waitFor(() =>
      expect(view.last()[0]?.actions).toEqual([
        { id: 1, name: 'HIDE_LAYOUT', data: { resource: [], layoutPath: '@section_1' } },
      ]),
    );
  });

  it('sets a number field to a number with Set Value', async () => {
    const view = renderEditor([lostRule()]);
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    await choose(within(action(1)).getByRole('combobox', { name: 'Action' }), 'Set Value');
    await choose(within(action(1)).getByRole('combobox', { name: 'Target field' }), 'Budget');
    fireEvent.change(within(action(1)).getByRole('textbox', { name: 'Value to set' }), {
      target: { value: '0' },
    });
    await waitFor(() =>
      expect(view.last()[0]?.actions[0]).toEqual({
        id: 1,
        name: 'SET_VALUE',
        data: { resource: ['budget'], setValue: 0 },
      }),
    );
  });

  it('maps each option of a condition attribute to the options a select keeps (Set Options)', async () => {
    const view = renderEditor([lostRule()]);
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    await choose(within(action(1)).getByRole('combobox', { name: 'Action' }), 'Set Options');
    await choose(within(action(1)).getByRole('combobox', { name: 'Target field' }), 'Rating');
    await choose(within(action(1)).getByRole('combobox', { name: 'Condition attribute' }), 'Status');
    await choose(within(action(1)).getByRole('combobox', { name: 'Options kept when NEW' }), 'HOT');
    await choose(within(action(1)).getByRole('combobox', { name: 'Options kept when NEW' }), 'WARM');
    await choose(within(action(1)).getByRole('combobox', { name: 'Options kept when LOST' }), 'COLD');
    await waitFor(() =>
      expect(view.last()[0]?.actions[0]).toEqual({
        id: 1,
        name: 'SET_OPTIONS',
        data: {
          resource: ['rating'],
          setOptions: { sourceAttribute: 'status', mapping: { new: ['hot', 'warm'], lost: ['cold'] } },
        },
      }),
    );
  });

  it("maps the options of a status breadcrumb, which keeps them under 'statuses' (Set Options)", async () => {
    const definition = leadDefinition();
    definition.attributes.push({
      id: 8,
      name: 'stage',
      label: 'Stage',
      type: 'statusBreadcrumb',
      options: {
        key: 'stage',
        statuses: [
          { id: 'qualified', label: 'Qualified' },
          { id: 'lost', label: 'Lost' },
        ],
      },
    });
    const view = renderEditor([lostRule()], definition);
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    await choose(within(action(1)).getByRole('combobox', { name: 'Action' }), 'Set Options');
    await choose(within(action(1)).getByRole('combobox', { name: 'Target field' }), 'Rating');
    await choose(within(action(1)).getByRole('combobox', { name: 'Condition attribute' }), 'Stage');
    expect(within(action(1)).queryByText('The condition attribute has no options.')).toBeNull();
    await choose(within(action(1)).getByRole('combobox', { name: 'Options kept when Lost' }), 'COLD');
    await waitFor(() =>
      expect(view.last()[0]?.actions[0]).toEqual({
        id: 1,
        name: 'SET_OPTIONS',
        data: { resource: ['rating'], setOptions: { sourceAttribute: 'stage', mapping: { lost: ['cold'] } } },
      }),
    );
  });

  it('warns about an action on a field the form does not show, and a layout it does not have', async () => {
    renderEditor([
      lostRule([
        { id: 1, name: 'HIDE_FIELD', data: { resource: ['email'] } },
        { id: 2, name: 'HIDE_LAYOUT', data: { resource: [], layoutPath: '@gone' } },
      ]),
    ]);
    const rule = screen.getByRole('region', { name: 'Rule 1' });
    expect(
      within(rule).getByText("The action HIDE_FIELD targets the field 'email', which is not on the form."),
    ).toBeTruthy();
    expect(
      within(rule).getByText("The action HIDE_LAYOUT targets the layout '@gone', which is not on the form."),
    ).toBeTruthy();
    expect(within(rule).getByText('Warnings: 2')).toBeTruthy();
  });

  it('warns about rules that set values in a cycle, and about groups that can never pass', async () => {
    const first = lostRule([{ id: 1, name: 'SET_VALUE', data: { resource: ['name'], setValue: 'x' } }]);
    const second = {
      ...lostRule([{ id: 1, name: 'SET_VALUE' as const, data: { resource: ['status'], setValue: 'lost' } }]),
      id: 2,
    };
    const readsName = second.condition.conditions[0];
    if (readsName?.operandLeft.type === 'ATTRIBUTE') readsName.operandLeft.data.attributeName = 'name';
    if (readsName) readsName.operandLeft = { ...readsName.operandLeft };
    const never = { ...lostRule(), id: 3 };
    never.condition.conditions.push({
      ...structuredClone(never.condition.conditions[0]),
      id: 2,
      operator: 'isEmpty',
    } as never);
    delete never.condition.conditions[1]?.operandRight;
    renderEditor([first, second, never]);
    expect((await screen.findAllByText(/set values in a cycle/)).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'Rule 3' })).getByText(/contradict each other/),
    ).toBeTruthy();
  });

  it('duplicates, reorders and deletes rules', async () => {
    const view = renderEditor([lostRule()]);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Rule 1' }));
    await waitFor(() => expect(view.last().map((rule) => rule.id)).toEqual([1, 2]));
    fireEvent.click(screen.getByRole('button', { name: 'Move Rule 2 up' }));
    await waitFor(() => expect(view.last().map((rule) => rule.id)).toEqual([2, 1]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rule 1' }));
    await waitFor(() => expect(view.last().map((rule) => rule.id)).toEqual([1]));
  });
});
