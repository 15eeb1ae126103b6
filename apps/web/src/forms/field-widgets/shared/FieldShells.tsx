import { type Attribute, choiceItems } from '@atrium/core';
import type { ReactElement } from 'react';
import type { FieldWidgetProps } from '../widget-types';
import { isOn } from './boolean-value';
import { DATE_FORMAT } from './date-formats';
import { dayOf } from './date-value';
import { numberOption, stringOption } from './field-options';
import { textOf } from './field-value';
import { inputA11y } from './input-a11y';
import { formatNumber, numberOf } from './number-format';

/*
 * Shells: what an off-screen field draws until the renderer swaps in its real widget (see
 * renderer/useDeferredWidget). Native controls with the widget's id, ARIA state, placeholder and the text
 * the widget would show, so labels, the accessibility tree and tab order are already those of the form.
 * Typing never lands in a shell: focusing one swaps in the widget first and moves focus there.
 */

/** The renderer swaps the shell out on focus, before any key reaches it. */
const noInput = (): undefined => undefined;

/*
 * Plain functions answering elements rather than components: a shell is drawn for hundreds of fields
 * at once, and a component would add a fiber to each for nothing.
 */

/** A one-line native input showing `text`; `mark` is what the widget draws at its end (arrow, calendar). */
function inputShell(field: FieldWidgetProps, text: string, mark?: 'choice' | 'date'): ReactElement {
  const input = (
    <input
      {...inputA11y(field)}
      className="atrium-shell-input"
      type="text"
      value={text}
      placeholder={stringOption(field, 'placeholder')}
      disabled={field.readOnly}
      onChange={noInput}
    />
  );
  if (!mark) return input;
  return <span className={`atrium-shell-mark atrium-shell-mark--${mark}`}>{input}</span>;
}

/** Plain multi-line text, `rows` high as TextAreaInput draws it. */
export function textAreaShell(field: FieldWidgetProps, defaultRows: number): ReactElement {
  return (
    <textarea
      {...inputA11y(field)}
      className="atrium-shell-input atrium-shell-input--area"
      value={textOf(field.value)}
      rows={numberOption(field, 'rows') ?? defaultRows}
      placeholder={stringOption(field, 'placeholder')}
      disabled={field.readOnly}
      onChange={noInput}
    />
  );
}

const choiceLabels = new WeakMap<Attribute, ReadonlyMap<string, string>>();

/** The label of a stored choice, from its attribute's items (read once per attribute). */
function choiceLabel(attribute: Attribute | undefined, value: string): string {
  if (!attribute) return value;
  let labels = choiceLabels.get(attribute);
  if (!labels) {
    labels = new Map(choiceItems(attribute).map((item) => [item.value, item.label]));
    choiceLabels.set(attribute, labels);
  }
  return labels.get(value) ?? value;
}

/** A single choice by its item's label, as the select shows it. */
export function choiceShell(props: FieldWidgetProps): ReactElement {
  const value = textOf(props.value);
  return inputShell(props, value === '' ? '' : choiceLabel(props.attribute, value), 'choice');
}

export function checkboxShell(props: FieldWidgetProps): ReactElement {
  return (
    <input
      {...inputA11y(props)}
      className="atrium-shell-checkbox"
      type="checkbox"
      checked={isOn(props.value)}
      disabled={props.readOnly}
      onChange={noInput}
    />
  );
}

export const textShell = (props: FieldWidgetProps): ReactElement => inputShell(props, textOf(props.value));

/** Dates as the DatePicker shows them. */
export const dateShell = (props: FieldWidgetProps): ReactElement =>
  inputShell(props, dayOf(props.value)?.format(DATE_FORMAT) ?? '', 'date');

/** A whole number as InputNumber shows it (precision 0, no separators). */
export const wholeNumberShell = (props: FieldWidgetProps): ReactElement =>
  inputShell(props, numberOf(props.value)?.toFixed(0) ?? '');

/** A decimal as DecimalInput shows it when not focused: ',' thousands and `precision` decimals. */
export function decimalShell(props: FieldWidgetProps, precision: number): ReactElement {
  const number = numberOf(props.value);
  return inputShell(props, number === null ? '' : formatNumber(number, precision));
}
