import { FIELD_TYPES, type FormNode, type RuleEffects } from '@atrium/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test-support/browser-stubs';
import { textShell } from '../../field-widgets/shared/FieldShells';
import type { FieldWidgetRegistry } from '../../field-widgets/widget-types';
import { emptyEffects } from '../../rules/field-rule-state';
import type { RuleRunner } from '../../rules/rule-runner';
import { FormRenderer } from '../FormRenderer';
import { FIRST_FIELDS } from '../field-reveal';
import { FormStore } from '../form-store';
import { FakeObserver } from './fake-observer';
import { field } from './render-form';
import { definitionWith, testConditions, testWidgets } from './test-widgets';

const shelled = Object.fromEntries(
  FIELD_TYPES.map((type) => [type, { ...testWidgets[type], shellFor: textShell }]),
) as FieldWidgetRegistry;

const names = Array.from({ length: 60 }, (_, i) => `f${i}`);
const schema: FormNode = { id: 'grid', type: 'grid', children: names.map((name) => field(name)) };

/** f0 = 'go' requires f50, sets f51 and hides f52: all three beyond the first pass. */
function effectsOf(record: Readonly<Record<string, unknown>>): RuleEffects {
  const effects = emptyEffects();
  if (record.f0 !== 'go') return effects;
  effects.required.push('f50');
  effects.values.f51 = 'set by a rule';
  effects.visibility.f52 = 'hidden';
  return effects;
}
const rules: RuleRunner = { evaluate: effectsOf, update: effectsOf };

const box = (top: number, bottom: number) =>
  ({ top, bottom, left: 0, right: 800, width: 800, height: bottom - top, x: 0, y: top }) as DOMRect;

/** Fields stacked `fieldHeight` px each from the top of jsdom's 768 px viewport, the form around them. */
function layOutFields(fieldHeight: number): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const fields = document.getElementsByClassName('atrium-field');
    if (this.classList.contains('atrium-form-renderer')) return box(0, fields.length * fieldHeight);
    const place = Array.prototype.indexOf.call(fields, this);
    return place === -1 ? box(0, 0) : box(place * fieldHeight, (place + 1) * fieldHeight);
  });
}

function renderLong(values: Record<string, unknown> = {}) {
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

const drawn = () => document.getElementsByClassName('atrium-field').length;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The observer's first report: the first shell (below the fields in view, which woke at once) is near. */
function firstReport(): void {
  const shell = document.querySelector('.atrium-field--shell');
  if (!shell) throw new Error('a field below the viewport should be a shell');
  FakeObserver.comeNear(shell, box(800, 864));
}

beforeEach(() => {
  stubBrowser();
  FakeObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FormRenderer on a long form', () => {
  it('first draws the fields that fill the viewport, and the rest once those in view woke', () => {
    layOutFields(64);
    renderLong({ f59: 'last' });
    expect(drawn()).toBe(FIRST_FIELDS);
    expect(screen.queryByLabelText('F30')).toBeNull();
    firstReport();
    expect(input('F0').classList.contains('atrium-shell-input')).toBe(false);
    expect(drawn()).toBe(60);
    expect(input('F59').value).toBe('last');
    expect(input('F59').classList.contains('atrium-shell-input')).toBe(true);
  });

  it('gives the fields in view their widgets before the first paint; those below stay shells', () => {
    layOutFields(64);
    renderLong({ f11: 'in view' });
    // 768 px hold f0–f11.
    expect(input('F11').classList.contains('atrium-shell-input')).toBe(false);
    expect(input('F11').value).toBe('in view');
    expect(input('F12').classList.contains('atrium-shell-input')).toBe(true);
  });

  it('draws more before the first paint while the fields drawn end above the viewport’s bottom', () => {
    layOutFields(20);
    renderLong();
    // 24 fields reach 480 px of jsdom's 768: twice as many are drawn before the paint.
    expect(drawn()).toBe(2 * FIRST_FIELDS);
    firstReport();
    expect(drawn()).toBe(60);
  });

  it('draws every field at once when the fields drawn never fill the viewport', () => {
    layOutFields(1);
    renderLong();
    expect(drawn()).toBe(60);
  });

  it('applies the rules to fields not drawn yet, which show their effects once drawn', () => {
    vi.useFakeTimers();
    layOutFields(64);
    const store = renderLong();
    act(() => store.setValues({ f0: 'go' }));
    act(() => vi.advanceTimersByTime(300));
    // Saving reads the store: the value a rule set is there before its field is drawn.
    expect(store.getValues().f51).toBe('set by a rule');
    expect(screen.queryByLabelText('F51')).toBeNull();
    firstReport();
    expect(input('F50').getAttribute('aria-required')).toBe('true');
    expect(input('F51').value).toBe('set by a rule');
    expect(screen.queryByLabelText('F52')).toBeNull();
    expect(drawn()).toBe(59);
  });

  it('draws every field at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    layOutFields(64);
    renderLong();
    expect(drawn()).toBe(60);
  });
});
