import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../i18n/i18n';
import { stubBrowser } from '../../test-support/browser-stubs';
import { choose, lostRule, optionsOf, renderEditor, WAIT } from './editor-harness';

beforeEach(async () => {
  await initI18n('en').changeLanguage('en');
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number) => screen.getByRole('group', { name: `Condition ${id}` });

describe('RuleEditor conditions', { timeout: 60_000 }, () => {
  it('adds a rule, titles it, and builds attribute + operator + constant', async () => {
    const view = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const rule = await screen.findByRole('region', { name: 'Rule 1' }, WAIT);
    expect(view.last()[0]?.title).toBe('Untitled Condition');
    fireEvent.change(within(rule).getByRole('textbox', { name: 'Rule title' }), {
      target: { value: 'Big budgets' },
    });
    await choose(within(row(1)).getByRole('combobox', { name: 'Left operand attribute' }), 'Budget');
    await choose(within(row(1)).getByRole('combobox', { name: 'Operator' }), 'greater than');
    fireEvent.change(within(row(1)).getByRole('spinbutton', { name: 'Right operand value' }), {
      target: { value: '1000' },
    });
    await waitFor(() => expect(view.last()[0]?.condition.conditions[0]?.operandRight).toBeDefined());
    const [saved] = view.last();
    expect(saved?.title).toBe('Big budgets');
    expect(saved?.condition.conditions[0]).toEqual({
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: {
          object: 'lead',
          key: 'record',
          attributeId: 2,
          attributeName: 'budget',
          attributeType: 'numberField',
        },
      },
      operator: 'greaterThan',
      operandRight: { type: 'CONSTANTS', data: { dataType: 'NUMBER', input: 1000 } },
    });
  });

  it('offers only the operators of the left attribute’s field type', async () => {
    renderEditor([lostRule()]);
    const operators = await optionsOf(within(row(1)).getByRole('combobox', { name: 'Operator' }));
    expect(operators).toEqual(['is', 'is not', 'is empty', 'is not empty']);
    await choose(within(row(1)).getByRole('combobox', { name: 'Left operand attribute' }), 'E-mail');
    const email = await optionsOf(within(row(1)).getByRole('combobox', { name: 'Operator' }));
    expect(email).toContain('domain is');
    expect(email).toContain('starts with');
    expect(email).not.toContain('greater than');
  });

  it('shows delete buttons only while more than one condition exists, and stops Add more at the limit', async () => {
    const rule = lostRule();
    rule.condition.limit = 2;
    const view = renderEditor([rule]);
    expect(screen.queryByRole('button', { name: 'Delete condition 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add more' }));
    expect(await screen.findByRole('group', { name: 'Condition 2' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add more' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete condition 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete condition 1' }));
    await waitFor(() => expect(view.last()[0]?.condition.conditions.map((c) => c.id)).toEqual([2]));
    expect(screen.queryByRole('button', { name: 'Delete condition 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add more' }).hasAttribute('disabled')).toBe(false);
  });

  it('adds conditions without end when the limit is -1', async () => {
    const rule = lostRule();
    rule.condition.limit = -1;
    renderEditor([rule]);
    for (let added = 0; added < 3; added += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Add more' }));
    expect(await screen.findByRole('group', { name: 'Condition 4' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add more' }).hasAttribute('disabled')).toBe(false);
  });

  it('checks a custom pattern as it is typed: the error and its position, gone once fixed', async () => {
    const view = renderEditor([lostRule()]);
    fireEvent.click(screen.getByRole('button', { name: 'Add more' }));
    await choose(screen.getByRole('combobox', { name: 'Evaluation pattern' }), 'Custom Evaluation Pattern');
    const box = await screen.findByRole('textbox', { name: 'Custom evaluation pattern' });
    expect((box as HTMLInputElement).value).toBe('1 AND 2');
    fireEvent.change(box, { target: { value: '1 AND (2' } });
    expect(await screen.findByText(/^Position \d+: /, {}, WAIT)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Rule 1' })).getByText('Has errors')).toBeTruthy();
    fireEvent.change(box, { target: { value: '1 OR NOT 2' } });
    await waitFor(() => expect(screen.queryByText(/^Position \d+: /)).toBeNull());
    expect(view.last()[0]?.condition.evalPattern).toBe('1 OR NOT 2');
    expect(within(screen.getByRole('region', { name: 'Rule 1' })).getByText('Valid')).toBeTruthy();
  });

  it('follows rules the host replaces (undo): pattern and title shown as given', async () => {
    const custom = lostRule();
    custom.condition.evalPattern = 'NOT 1';
    const view = renderEditor([custom]);
    expect(screen.getByRole('textbox', { name: 'Custom evaluation pattern' })).toBeTruthy();
    const undone = lostRule();
    undone.title = 'Before the edit';
    view.replace([undone]);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Custom evaluation pattern' })).toBeNull(),
    );
    expect((screen.getByRole('textbox', { name: 'Rule title' }) as HTMLInputElement).value).toBe(
      'Before the edit',
    );
    expect(screen.getByTitle('All Conditions are met')).toBeTruthy();
  });

  it('previews the Condition String of the group', async () => {
    const rule = lostRule();
    rule.condition.conditions.push({
      id: 2,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: { object: 'lead', key: 'record', attributeName: 'budget', attributeType: 'numberField' },
      },
      operator: 'greaterThan',
      operandRight: { type: 'CONSTANTS', data: { dataType: 'NUMBER', input: 1000 } },
    });
    rule.condition.evalPattern = 'ALL_OR';
    renderEditor([rule]);
    fireEvent.click(screen.getByRole('button', { name: 'Condition Preview' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Condition String')).toBeTruthy();
    expect(within(dialog).getByTestId('condition-string').textContent).toBe(
      'Status is "lost" OR Budget greater than 1000',
    );
  });

  it('adds a Sub Conditions group with its own conditions and actions', async () => {
    const view = renderEditor([lostRule()]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Sub Conditions group' }));
    const group = await screen.findByRole('region', { name: 'Sub Conditions group 1' }, WAIT);
    fireEvent.click(within(group).getByRole('button', { name: 'Add action' }));
    await waitFor(() => expect(view.last()[0]?.groups[0]?.actions).toHaveLength(1));
    expect(view.last()[0]?.groups[0]?.conditions).toHaveLength(1);
  });

  it('edits a nested condition operand in the Sub Conditions dialog, refusing an empty title', async () => {
    const view = renderEditor([lostRule()]);
    await choose(within(row(1)).getByRole('combobox', { name: 'Left operand type' }), 'Condition');
    fireEvent.click(await screen.findByRole('button', { name: 'Sub Conditions of Left operand' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    const title = within(dialog).getByRole('textbox', { name: 'Condition title' });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A title is required.')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    fireEvent.change(title, { target: { value: 'Inner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const left = view.last()[0]?.condition.conditions[0]?.operandLeft;
      expect(left?.type === 'CONDITION' && left.data.title).toBe('Inner');
    });
  });

  it('speaks the administrator’s language, Arabic included', async () => {
    initI18n('en');
    await switchLanguage('ar');
    renderEditor([lostRule()]);
    expect(screen.getByRole('button', { name: 'إضافة قاعدة' })).toBeTruthy();
    const condition = screen.getByRole('group', { name: 'الشرط 1' });
    expect(within(condition).getByRole('combobox', { name: 'العامل' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'جرّبها' })).toBeTruthy();
  });
});
