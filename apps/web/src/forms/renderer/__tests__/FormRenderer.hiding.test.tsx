import type { FormNode, RuleEffects } from '@atrium/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { emptyEffects } from '../../rules/field-rule-state';
import { field, renderForm } from './render-form';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: string, columns: FormNode[], options: Record<string, unknown> = {}): FormNode => ({
  id,
  type: 'row',
  options,
  children: columns,
});
const col = (id: string, children: FormNode[], options: Record<string, unknown> = {}): FormNode => ({
  id,
  type: 'col',
  options,
  children,
});
const grid = (children: FormNode[]): FormNode => ({ id: 'grid', type: 'grid', children });

describe('FormRenderer hide flags', () => {
  const schema = grid([
    row('r1', [col('c1', [field('name')]), col('c2', [field('city')], { hideOnCreate: true })]),
    row('r2', [col('c3', [field('phone')])], { hideOnDetail: true }),
  ]);

  it('hides hideOnCreate nodes on a new record', () => {
    renderForm(schema, ['name', 'city', 'phone'], { isNew: true });
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(screen.getByLabelText('Phone')).toBeTruthy();
  });

  it('hides hideOnDetail nodes on a record with an id', () => {
    renderForm(schema, ['name', 'city', 'phone'], { isNew: false, values: { id: 4 } });
    expect(screen.getByLabelText('City')).toBeTruthy();
    expect(screen.queryByLabelText('Phone')).toBeNull();
  });

  it('hides a node while its hideOnCondition holds, following the values', () => {
    const conditional = grid([
      row('r1', [col('c1', [field('status')])]),
      row('r2', [col('c2', [field('budget')])], { hideOnCondition: 'status=lost' }),
    ]);
    const { store } = renderForm(conditional, ['status', 'budget'], { values: { status: 'new' } });
    expect(screen.getByLabelText('Budget')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'lost' } });
    expect(screen.queryByLabelText('Budget')).toBeNull();
    act(() => store.setValues({ status: 'won' }));
    expect(screen.getByLabelText('Budget')).toBeTruthy();
  });

  it('hides a tab by hideOnCondition', () => {
    const tabs: FormNode = {
      id: 'tabs',
      type: 'tabs',
      children: [
        { id: 't1', type: 'tab', title: 'Main', children: [field('status')] },
        {
          id: 't2',
          type: 'tab',
          title: 'Loss',
          options: { hideOnCondition: 'status=won' },
          children: [field('reason')],
        },
      ],
    };
    const { store } = renderForm(tabs, ['status', 'reason'], { values: { status: 'open' } });
    expect(screen.getByRole('tab', { name: 'Loss' })).toBeTruthy();
    act(() => store.setValues({ status: 'won' }));
    expect(screen.queryByRole('tab', { name: 'Loss' })).toBeNull();
  });

  it('hides a field with hideField unless a rule shows it', () => {
    const { store } = renderForm(grid([field('name'), field('secret', { hideField: true })]), [
      'name',
      'secret',
    ]);
    expect(screen.queryByLabelText('Secret')).toBeNull();
    act(() => store.setEffects({ ...emptyEffects(), visibility: { secret: 'shown' } }));
    expect(screen.getByLabelText('Secret')).toBeTruthy();
  });

  it('a broken hideOnCondition leaves the node shown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(grid([row('r', [col('c', [field('name')])], { hideOnCondition: '=oops' })]), ['name']);
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });
});

describe('FormRenderer rule effects', () => {
  const schema = grid([
    row('r1', [col('c1', [field('name')]), col('c2', [field('city')])]),
    row('budget_row', [col('c3', [field('budget')])]),
  ]);
  const names = ['name', 'city', 'budget'];
  const apply = (store: { setEffects: (e: RuleEffects) => void }, patch: Partial<RuleEffects>) =>
    act(() => store.setEffects({ ...emptyEffects(), ...patch }));

  it('hides fields and layouts the rules hide', () => {
    const { store } = renderForm(schema, names);
    apply(store, { visibility: { name: 'hidden' }, hiddenLayouts: ['budget_row'] });
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByLabelText('Budget')).toBeNull();
    expect(screen.getByLabelText('City')).toBeTruthy();
    apply(store, {});
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('Budget')).toBeTruthy();
  });

  it('marks required fields, shows read-only ones as display, restricts options and shows warnings', () => {
    const { store, container } = renderForm(schema, names);
    apply(store, {
      required: ['name'],
      readOnly: ['city'],
      options: { budget: ['small', 'large'] },
      warnings: [{ field: 'budget', message: 'Budget looks high' }],
    });
    expect(container.querySelector('label[for="attrib_name"]')?.className).toContain('--required');
    expect(container.querySelector('output#attrib_city')).toBeTruthy();
    expect(screen.getByLabelText('Budget').getAttribute('data-options')).toBe('small,large');
    expect(screen.getByText('Budget looks high')).toBeTruthy();
  });

  it('shows every field read-only when the form is', () => {
    const { container } = renderForm(schema, names, { readOnly: true });
    expect(container.querySelectorAll('input')).toHaveLength(0);
    expect(container.querySelectorAll('output')).toHaveLength(3);
  });

  it('shows a field’s errors under it and a spinner while it loads', () => {
    const { store, container } = renderForm(schema, names);
    act(() => store.setErrors({ name: ['Name is required.'] }));
    expect(screen.getByRole('alert').textContent).toBe('Name is required.');
    act(() => store.setFieldFlags({ loading: ['city'], locked: ['name'] }));
    expect(container.querySelector('.atrium-field__spinner')).toBeTruthy();
    expect(container.querySelector('output#attrib_name')).toBeTruthy();
  });
});
