import type { FormNode, RuleEffects } from '@atrium/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { emptyEffects } from '../../rules/field-rule-state';
import type { RuleRunner } from '../../rules/rule-runner';
import { field, renderForm } from './render-form';
import { renders } from './test-widgets';

beforeEach(() => {
  stubBrowser();
  renders.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** status 'qualified' makes budget required and fills priority; status 'lost' hides budget. */
function leadRules(): RuleRunner & { updates: string[][] } {
  const effectsOf = (record: Readonly<Record<string, unknown>>): RuleEffects => {
    const effects = emptyEffects();
    if (record.status === 'qualified') {
      effects.required.push('budget');
      effects.values.priority = 'high';
    }
    if (record.status === 'lost') effects.visibility.budget = 'hidden';
    if (record.priority === 'high') effects.warnings.push({ field: 'priority', message: 'High priority' });
    return effects;
  };
  const updates: string[][] = [];
  return {
    updates,
    evaluate: effectsOf,
    update: (record, changed) => {
      updates.push([...changed]);
      return effectsOf(record);
    },
  };
}

const schema: FormNode = {
  id: 'grid',
  type: 'grid',
  children: [field('status'), field('budget'), field('priority'), field('name')],
};
const names = ['status', 'budget', 'priority', 'name'];

describe('FormRenderer with rules', () => {
  it('applies the rules before the first paint', () => {
    renderForm(schema, names, { values: { status: 'lost' }, rules: leadRules() });
    expect(screen.queryByLabelText('Budget')).toBeNull();
  });

  it('renders each field once at mount with the rules already applied, and never one they hide', () => {
    renderForm(schema, names, { values: { status: 'qualified' }, rules: leadRules() });
    expect(screen.getByLabelText('Budget').getAttribute('aria-required')).toBe('true');
    expect(renders.get('attrib_budget')).toBe(1);
    expect(renders.get('attrib_name')).toBe(1);
    cleanup();
    renders.clear();
    renderForm(schema, names, { values: { status: 'lost' }, rules: leadRules() });
    expect(renders.has('attrib_budget')).toBe(false);
  });

  it('re-evaluates 300 ms after the last change, only for the fields that changed', () => {
    vi.useFakeTimers();
    const rules = leadRules();
    renderForm(schema, names, { values: { status: 'new' }, rules });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'los' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'lost' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByLabelText('Budget')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByLabelText('Budget')).toBeNull();
    expect(rules.updates).toEqual([['status']]);
  });

  it('writes the values rules set and runs the rules reading them in the same pass', () => {
    vi.useFakeTimers();
    const rules = leadRules();
    const { store } = renderForm(schema, names, { values: { status: 'new' }, rules });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'qualified' } });
    act(() => vi.advanceTimersByTime(300));
    expect(store.getValue('priority')).toBe('high');
    expect((screen.getByLabelText('Priority') as HTMLInputElement).value).toBe('high');
    expect(screen.getByText('High priority')).toBeTruthy();
    expect(rules.updates).toEqual([['status'], ['priority']]);
  });

  it('renders only the field typed into, and the fields the rules change', () => {
    vi.useFakeTimers();
    renderForm(schema, names, { values: { status: 'new' }, rules: leadRules() });
    renders.clear();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    act(() => vi.advanceTimersByTime(300));
    expect([...renders.keys()]).toEqual(['attrib_name']);
    renders.clear();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'qualified' } });
    act(() => vi.advanceTimersByTime(300));
    expect([...renders.keys()].sort()).toEqual(['attrib_budget', 'attrib_priority', 'attrib_status']);
  });
});

describe('FormRenderer at scale', () => {
  it('mounts 500 fields and re-renders one per keystroke', { timeout: 30_000 }, () => {
    const many = Array.from({ length: 500 }, (_, i) => `field_${i}`);
    const big: FormNode = {
      id: 'grid',
      type: 'grid',
      children: Array.from({ length: 125 }, (_, r) => ({
        id: `row_${r}`,
        type: 'row',
        children: Array.from({ length: 4 }, (_, c) => ({
          id: `col_${r}_${c}`,
          type: 'col',
          children: [field(`field_${r * 4 + c}`)],
        })),
      })),
    };
    const { container } = renderForm(big, many);
    expect(renders.size).toBe(500);
    renders.clear();
    const input = container.querySelector('#attrib_field_250');
    if (!input) throw new Error('field_250 is not drawn');
    fireEvent.change(input, { target: { value: 'x' } });
    expect([...renders.entries()]).toEqual([['attrib_field_250', 1]]);
  });
});
