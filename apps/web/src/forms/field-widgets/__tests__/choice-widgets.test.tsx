import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxWidget } from '../checkbox/CheckboxWidget';
import { CountrySelectWidget } from '../country-select/CountrySelectWidget';
import { DragDropSelectWidget } from '../drag-drop-select/DragDropSelectWidget';
import { reorder } from '../drag-drop-select/reorder';
import { MultiSelectWidget } from '../multi-select/MultiSelectWidget';
import { RadioSelectWidget } from '../radio-select/RadioSelectWidget';
import { isOn } from '../shared/boolean-value';
import { SingleOnWidget } from '../single-on/SingleOnWidget';
import { SingleSelectWidget } from '../single-select/SingleSelectWidget';
import { TagSelectWidget } from '../tag-select/TagSelectWidget';
import { renderWidget, WAIT, widgetProps } from './widget-harness';

const items = [
  { value: 'new', name: 'New' },
  { value: 'won', name: 'Won' },
  { value: 'lost', name: 'Lost' },
];

describe('choice widgets', () => {
  afterEach(cleanup);

  it("checkbox: on for '1' or any value but '0', reports '1'/'0', and reads as a tick", () => {
    expect([isOn('1'), isOn('yes'), isOn('0'), isOn(''), isOn(null), isOn(0)]).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    const props = widgetProps({ type: 'checkbox', value: '0', required: true });
    renderWidget(CheckboxWidget, props);
    const box = document.getElementById('attrib_field') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-required')).toBe('true');
    fireEvent.click(box);
    expect(props.onChange).toHaveBeenCalledWith('1');
    cleanup();
    renderWidget(CheckboxWidget, widgetProps({ type: 'checkbox', value: '1' }), 'Display');
    expect(screen.getByRole('img', { name: 'Yes' })).toBeTruthy();
  });

  it('singleOn: a switch with its labels (Yes and No by default) reporting 1 and 0', () => {
    const props = widgetProps({
      type: 'singleOn',
      value: '1',
      options: { singleOnLabel: 'Billable', singleOffLabel: 'Internal' },
    });
    renderWidget(SingleOnWidget, props);
    const toggle = screen.getByRole('switch');
    expect(toggle.id).toBe('attrib_field');
    expect(toggle.textContent).toContain('Billable');
    fireEvent.click(toggle);
    expect(props.onChange).toHaveBeenCalledWith('0');
    cleanup();
    renderWidget(SingleOnWidget, widgetProps({ type: 'singleOn', value: '0' }), 'Display');
    expect(screen.getByText('No')).toBeTruthy();
  });

  it('radioSelect offers only what a SET_OPTIONS rule allows and reports the value', () => {
    const props = widgetProps({ type: 'radioSelect', options: { items }, allowedOptions: ['won', 'lost'] });
    renderWidget(RadioSelectWidget, props);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['won', 'lost']);
    fireEvent.click(radios[1] as HTMLElement);
    expect(props.onChange).toHaveBeenCalledWith('lost');
  });

  it('singleSelect: the search input carries the field id; choosing reports the item value', async () => {
    const props = widgetProps({
      type: 'singleSelect',
      options: { items },
      allowedOptions: ['new', 'won'],
      required: true,
      errors: ['Stage is required.'],
    });
    renderWidget(SingleSelectWidget, props);
    const search = document.getElementById('attrib_field') as HTMLInputElement;
    expect(search.getAttribute('aria-required')).toBe('true');
    expect(search.getAttribute('aria-invalid')).toBe('true');
    fireEvent.mouseDown(search);
    const listbox = await screen.findByRole('listbox', {}, WAIT);
    expect(listbox).toBeTruthy();
    expect(screen.queryByTitle('Lost')).toBeNull();
    fireEvent.click(await screen.findByTitle('Won', {}, WAIT));
    expect(props.onChange).toHaveBeenCalledWith('won');
  });

  it('single choices read as their label, status-like ones as a coloured chip', () => {
    const { container } = renderWidget(
      SingleSelectWidget,
      widgetProps({ type: 'singleSelect', options: { items }, value: 'won' }),
      'Display',
    );
    const chip = container.querySelector('.ant-tag');
    expect(chip?.textContent).toBe('Won');
    expect(chip?.className).toContain('green');
  });

  it('multiSelect and tagSelect read a stored list (or its JSON) by labels', () => {
    renderWidget(
      MultiSelectWidget,
      widgetProps({ type: 'multiSelect', options: { items }, value: '["new","lost"]' }),
      'Display',
    );
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Lost')).toBeTruthy();
    cleanup();
    renderWidget(
      TagSelectWidget,
      widgetProps({ type: 'tagSelect', options: { items }, value: ['vip'] }),
      'Display',
    );
    expect(screen.getByText('vip')).toBeTruthy();
  });

  it('singleSelectCountries names countries in the current language and stores the code', async () => {
    renderWidget(CountrySelectWidget, widgetProps({ type: 'singleSelectCountries', value: 'AE' }), 'Display');
    expect(screen.getByText('United Arab Emirates')).toBeTruthy();
    cleanup();
    const props = widgetProps({ type: 'singleSelectCountries', allowedOptions: ['ae', 'sa'] });
    renderWidget(CountrySelectWidget, props);
    fireEvent.mouseDown(document.getElementById('attrib_field') as HTMLElement);
    fireEvent.click(await screen.findByTitle('Saudi Arabia', {}, WAIT));
    expect(props.onChange).toHaveBeenCalledWith('SA');
    expect(screen.queryByTitle('India')).toBeNull();
  });

  it('dragDropSelect lists the chosen items in order, removes one, and reorders by dragging', () => {
    const props = widgetProps({ type: 'dragDropSelect', options: { items }, value: ['won', 'new'] });
    const { container } = renderWidget(DragDropSelectWidget, props);
    const list = container.querySelector('ol') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Won', 'New']);
    expect(screen.getByRole('button', { name: 'Move Won' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Won' }));
    expect(props.onChange).toHaveBeenCalledWith(['new']);
    expect(reorder(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(reorder(['a', 'b'], 'a', undefined)).toEqual(['a', 'b']);
  });
});
