import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_WIDGETS } from '../registry';
import type { FieldWidgetProps } from '../widget-types';
import { widgetProps } from './widget-harness';

/** Draws the shell a widget offers for these props, as the renderer would while the field is off-screen. */
function renderShell(props: FieldWidgetProps) {
  const shell = FIELD_WIDGETS[props.node.type as keyof typeof FIELD_WIDGETS].shellFor?.(props);
  if (!shell) throw new Error(`${props.node.type} offers no shell`);
  render(
    <>
      <label htmlFor={props.inputId}>Field</label>
      {shell}
    </>,
  );
  return screen.getByLabelText('Field');
}

const items = [
  { value: 'new', name: 'New' },
  { value: 'won', name: 'Won' },
];

describe('field shells', () => {
  afterEach(cleanup);

  it('show the text the widgets show: dates DD/MM/YYYY, decimals to their precision, choices by label', () => {
    expect(renderShell(widgetProps({ type: 'singleLine', value: 'Ada' }))).toHaveProperty('value', 'Ada');
    cleanup();
    expect(renderShell(widgetProps({ type: 'dateField', value: '2026-03-09' }))).toHaveProperty(
      'value',
      '09/03/2026',
    );
    cleanup();
    expect(
      renderShell(widgetProps({ type: 'decimalField', value: 25000, options: { precision: 2 } })),
    ).toHaveProperty('value', '25,000.00');
    cleanup();
    expect(renderShell(widgetProps({ type: 'numberField', value: '42' }))).toHaveProperty('value', '42');
    cleanup();
    expect(
      renderShell(widgetProps({ type: 'singleSelect', value: 'won', options: { items } })),
    ).toHaveProperty('value', 'Won');
    cleanup();
    expect(renderShell(widgetProps({ type: 'checkbox', value: '1' }))).toHaveProperty('checked', true);
    cleanup();
    const area = renderShell(
      widgetProps({ type: 'longText', value: 'a\nb', options: { disableWysiwyg: true } }),
    );
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveProperty('value', 'a\nb');
  });

  it('carry the input id, required and invalid state, and disabled when read-only', () => {
    const shell = renderShell(
      widgetProps({ type: 'singleLine', required: true, errors: ['Too long'], readOnly: true }),
    );
    expect(shell.id).toBe('attrib_field');
    expect(shell.getAttribute('aria-required')).toBe('true');
    expect(shell.getAttribute('aria-invalid')).toBe('true');
    expect(shell).toHaveProperty('disabled', true);
  });

  it('are not offered where the real widget differs in kind: rich text', () => {
    const rich = widgetProps({ type: 'longText' });
    expect(FIELD_WIDGETS.longText.shellFor?.(rich)).toBeUndefined();
    expect(
      FIELD_WIDGETS.multiLine.shellFor?.(widgetProps({ type: 'multiLine', options: { isTiptap: true } })),
    ).toBeUndefined();
    expect(FIELD_WIDGETS.lookup.shellFor).toBeUndefined();
  });
});
