import type { ReactElement } from 'react';
import type { FieldWidgetProps } from '../widget-types';
import { isOn } from './boolean-value';
import { DATE_FORMAT } from './date-formats';
import { dayOf } from './date-value';
import { numberOption, stringOption } from './field-options';
import { textOf } from './field-value';
import { inputA11y } from './input-a11y';
import { formatNumber, numberOf } from './number-format';
import { useChoiceOptions } from './useChoiceOptions';

/*
 * Shells: what an off-screen field draws until the renderer swaps in its real widget (see
 * renderer/DeferredInput). Native controls with the widget's id, ARIA state, placeholder and the text
 * the widget would show, so labels, the accessibility tree and tab order are already those of the form.
 * Typing never lands in a shell: focusing one swaps in the widget first and moves focus there.
 */

/** The renderer swaps the shell out on focus, before any key reaches it. */
const noInput = (): undefined => undefined;

interface InputShellProps {
  field: FieldWidgetProps;
  text: string;
  /** The mark the real widget draws at the end: a select's arrow, a date picker's calendar. */
  mark?: 'choice' | 'date';
}

/** A one-line native input showing `text`. */
export function InputShell({ field, text, mark }: InputShellProps) {
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
export function TextAreaShell({ field, defaultRows }: { field: FieldWidgetProps; defaultRows: number }) {
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

/** A single choice by its item's label, as the select shows it. */
export function ChoiceShell(props: FieldWidgetProps) {
  const { labelOf } = useChoiceOptions(props);
  const value = textOf(props.value);
  return <InputShell field={props} text={value === '' ? '' : labelOf(value)} mark="choice" />;
}

export function CheckboxShell(props: FieldWidgetProps) {
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

export const textShell = (props: FieldWidgetProps): ReactElement => (
  <InputShell field={props} text={textOf(props.value)} />
);

/** Dates as the DatePicker shows them. */
export const dateShell = (props: FieldWidgetProps): ReactElement => (
  <InputShell field={props} text={dayOf(props.value)?.format(DATE_FORMAT) ?? ''} mark="date" />
);

/** A whole number as InputNumber shows it (precision 0, no separators). */
export const wholeNumberShell = (props: FieldWidgetProps): ReactElement => (
  <InputShell field={props} text={numberOf(props.value)?.toFixed(0) ?? ''} />
);

/** A decimal as DecimalInput shows it when not focused: ',' thousands and `precision` decimals. */
export function decimalShell(props: FieldWidgetProps, precision: number): ReactElement {
  const number = numberOf(props.value);
  return <InputShell field={props} text={number === null ? '' : formatNumber(number, precision)} />;
}
