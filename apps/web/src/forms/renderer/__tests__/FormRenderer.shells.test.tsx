import { FIELD_TYPES, type FormNode, type RuleEffects } from '@atrium/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { textShell } from '../../field-widgets/shared/FieldShells';
import type { FieldWidgetRegistry } from '../../field-widgets/widget-types';
import { emptyEffects } from '../../rules/field-rule-state';
import type { RuleRunner } from '../../rules/rule-runner';
import { FormRenderer } from '../FormRenderer';
import { FormStore } from '../form-store';
import { FakeObserver } from './fake-observer';
import { field } from './render-form';
import { definitionWith, renders, testConditions, testWidgets } from './test-widgets';

/** The test widgets, each offering the plain text shell. */
const shelled = Object.fromEntries(
  FIELD_TYPES.map((type) => [type, { ...testWidgets[type], shellFor: textShell }]),
) as FieldWidgetRegistry;

const names = Array.from({ length: 30 }, (_, i) => `f${i}`);
const schema: FormNode = { id: 'grid', type: 'grid', children: names.map((name) => field(name)) };
const frameOf = (label: string) => input(label).closest('.atrium-field');

/** The observer's first report after the first paint: f0–f7 are in view or near it. */
function firstReport(): void {
  for (const name of names.slice(0, 8)) {
    const frame = frameOf(name.toUpperCase());
    if (frame) FakeObserver.comeNear(frame);
  }
}

/** f0 = 'hide' hides f20; f0 = 'require' makes f21 required. */
const rules: RuleRunner = {
  evaluate: (record) => effectsOf(record),
  update: (record) => effectsOf(record),
};
function effectsOf(record: Readonly<Record<string, unknown>>): RuleEffects {
  const effects = emptyEffects();
  if (record.f0 === 'hide') effects.visibility.f20 = 'hidden';
  if (record.f0 === 'require') effects.required.push('f21');
  return effects;
}

function renderShelled(values: Record<string, unknown> = {}) {
  const store = new FormStore(values);
  render(
    <FormRenderer
      schema={schema}
      definition={definitionWith(names)}
      store={store}
      widgets={shelled}
      conditions={testConditions}
      rules={rules}
      isNew={false}
    />,
  );
  return store;
}

/** Focuses f27 from a layout effect, where React cannot flush another update at once. */
function FocusesF27() {
  useLayoutEffect(() => document.getElementById('attrib_f27')?.focus(), []);
  return null;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const isShell = (label: string) => input(label).classList.contains('atrium-shell-input');

beforeEach(() => {
  stubBrowser();
  FakeObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  renders.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FormRenderer shells for off-screen fields', () => {
  it('first paints every field as a labelled shell, then gives those the observer reports near their widget', () => {
    renderShelled({ f3: 'near', f25: 'far' });
    expect(names.every((name) => isShell(name.toUpperCase()))).toBe(true);
    expect(input('F25').value).toBe('far');
    expect(renders.size).toBe(0);
    expect(FakeObserver.watching()).toBe(30);
    firstReport();
    expect(isShell('F3')).toBe(false);
    expect(input('F3').value).toBe('near');
    expect(isShell('F7')).toBe(false);
    expect(isShell('F8')).toBe(true);
    expect(renders.has('attrib_f25')).toBe(false);
    expect(FakeObserver.watching()).toBe(22);
  });

  it('swaps a shell for its widget when it comes near, and stops watching it', () => {
    renderShelled({ f25: 'far' });
    const shell = frameOf('F25');
    if (!shell) throw new Error('f25 should start as a shell');
    FakeObserver.comeNear(shell);
    expect(isShell('F25')).toBe(false);
    expect(input('F25').value).toBe('far');
    expect(FakeObserver.watching()).toBe(29);
  });

  it('swaps on focus, keeps focus and the selection, and what is typed reaches the record', () => {
    const store = renderShelled({ f25: 'far' });
    const shell = input('F25');
    shell.setSelectionRange(0, 3);
    act(() => shell.focus());
    const real = input('F25');
    expect(real).not.toBe(shell);
    expect(isShell('F25')).toBe(false);
    expect(document.activeElement).toBe(real);
    expect([real.selectionStart, real.selectionEnd]).toEqual([0, 3]);
    fireEvent.change(real, { target: { value: 'typed' } });
    expect(store.getValue('f25')).toBe('typed');
    expect(input('F25').value).toBe('typed');
  });

  it('ends with focus on the widget even when a shell is focused while React commits', () => {
    const store = renderShelled({ f27: 'far' });
    // Focus from a layout effect: React cannot flush the swap at once there (it warns), so it follows.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FocusesF27 />);
    expect(isShell('F27')).toBe(false);
    expect(document.activeElement).toBe(input('F27'));
    expect(store.getValue('f27')).toBe('far');
  });

  it('swaps when pressed, focusing the widget', () => {
    renderShelled();
    fireEvent.pointerDown(input('F28'));
    expect(isShell('F28')).toBe(false);
    expect(document.activeElement).toBe(input('F28'));
  });

  it('applies the rules to shells: hidden fields leave, required ones are marked', () => {
    vi.useFakeTimers();
    renderShelled({ f0: '' });
    firstReport();
    fireEvent.change(input('F0'), { target: { value: 'hide' } });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByLabelText('F20')).toBeNull();
    fireEvent.change(input('F0'), { target: { value: 'require' } });
    act(() => vi.advanceTimersByTime(300));
    expect(isShell('F20')).toBe(true);
    expect(isShell('F21')).toBe(true);
    expect(input('F21').getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('F21').className).toContain('atrium-field__label--required');
  });

  it('shows values set while a field is still a shell, and one keystroke renders one widget', () => {
    const store = renderShelled();
    firstReport();
    act(() => store.setValues({ f26: 'set by a rule' }, 'rules'));
    expect(input('F26').value).toBe('set by a rule');
    renders.clear();
    fireEvent.change(input('F1'), { target: { value: 'x' } });
    expect([...renders]).toEqual([['attrib_f1', 1]]);
  });

  it("wears the app theme's colours: the form's root carries antd's variables from the theme in force", () => {
    render(
      <ConfigProvider theme={{ token: { colorPrimary: '#1f4e8c', borderRadius: 4 } }}>
        <FormRenderer
          schema={schema}
          definition={definitionWith(names)}
          store={new FormStore({})}
          widgets={shelled}
          conditions={testConditions}
          isNew={false}
        />
      </ConfigProvider>,
    );
    const root = document.querySelector<HTMLElement>('.atrium-form-renderer');
    expect(root?.style.getPropertyValue('--ant-color-primary').toLowerCase()).toBe('#1f4e8c');
    expect(root?.style.getPropertyValue('--ant-border-radius')).toBe('4px');
    expect(isShell('F20')).toBe(true);
  });

  it('defers nothing without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderShelled();
    expect(document.querySelectorAll('.atrium-field--shell')).toHaveLength(0);
  });
});
