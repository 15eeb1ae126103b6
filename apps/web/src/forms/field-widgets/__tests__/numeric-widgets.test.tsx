import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyWidget } from '../currency/CurrencyWidget';
import { currencyPrecision } from '../currency/currency-precision';
import { DecimalWidget } from '../decimal/DecimalWidget';
import { NumberWidget } from '../number/NumberWidget';
import { numberLimits } from '../number/number-limits';
import { PercentWidget } from '../percent/PercentWidget';
import { CellValue } from '../shared/CellValue';
import { formatCell } from '../shared/cell-format';
import { cleanDecimalInput, displayDecimal, roundTo } from '../shared/number-format';
import { renderWidget, widgetProps } from './widget-harness';

const input = () => document.getElementById('attrib_field') as HTMLInputElement;

describe('numeric widgets', () => {
  afterEach(cleanup);

  it('numberField: minNumber and maxNumber as integers; disableNegative without a minimum means 0', () => {
    expect(
      numberLimits(widgetProps({ type: 'numberField', options: { minNumber: '2.7', maxNumber: '10' } })),
    ).toEqual({ min: 2, max: 10 });
    expect(numberLimits(widgetProps({ type: 'numberField', options: { disableNegative: true } }))).toEqual({
      min: 0,
    });
    expect(
      numberLimits(widgetProps({ type: 'numberField', options: { disableNegative: true, minNumber: 5 } })),
    ).toEqual({ min: 5 });
    const props = widgetProps({
      type: 'numberField',
      value: 12,
      options: { maxNumber: 100 },
      required: true,
    });
    renderWidget(NumberWidget, props);
    expect(input().getAttribute('aria-valuemax')).toBe('100');
    expect(input().getAttribute('aria-required')).toBe('true');
    fireEvent.change(input(), { target: { value: '42' } });
    expect(props.onChange).toHaveBeenLastCalledWith(42);
  });

  it("numberField shown as stars reads as a gold '★ n' badge in the form and in grids; digits otherwise", () => {
    const stars = widgetProps({ type: 'numberField', value: 3, options: { shownAs: 'stars' } });
    renderWidget(NumberWidget, stars, 'Display');
    expect(screen.getByText('★ 3').className).toBe('atrium-stars');
    const { attribute } = stars;
    if (!attribute) throw new Error('the harness gives an attribute');
    render(<CellValue attribute={attribute} record={{ field: 12 }} />);
    expect(screen.getByText('★ 12').className).toBe('atrium-stars');
    cleanup();
    const plain = widgetProps({ type: 'numberField', value: 3, options: { shownAs: 'number' } });
    renderWidget(NumberWidget, plain, 'Display');
    expect(screen.getByText('3').className).toBe('');
    expect(formatCell({ ...attribute, options: {} }, { field: 1200 })).toBe('1,200');
  });

  it('decimalField cleans typing to digits, . and -, then rounds to 2 and formats to its precision on blur', () => {
    expect(cleanDecimalInput('1a2,3.4-5')).toBe('123.4-5');
    expect(roundTo(1.005, 2)).toBe(1.01);
    const props = widgetProps({ type: 'decimalField', options: { precision: 3 } });
    const view = renderWidget(DecimalWidget, props);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '12a34.5678' } });
    expect(input().value).toBe('1234.5678');
    expect(props.onChange).toHaveBeenLastCalledWith(1234.5678);
    view.rerender({ ...props, value: 1234.5678 });
    fireEvent.blur(input());
    expect(props.onChange).toHaveBeenLastCalledWith(1234.57);
    view.rerender({ ...props, value: 1234.57 });
    expect(input().value).toBe('1,234.570');
  });

  it("decimals read with ',' thousands and without a '.00' fraction", () => {
    expect(displayDecimal(1200)).toBe('1,200');
    expect(displayDecimal(1200.5)).toBe('1,200.50');
    renderWidget(DecimalWidget, widgetProps({ type: 'decimalField', value: '98765.00' }), 'Display');
    expect(screen.getByText('98,765')).toBeTruthy();
  });

  it('currency takes its decimals (0 to 3) from the currency and shows the code', () => {
    expect([
      currencyPrecision('AED'),
      currencyPrecision('JPY'),
      currencyPrecision('KWD'),
      currencyPrecision(undefined),
    ]).toEqual([2, 0, 3, 2]);
    const props = widgetProps({ type: 'currency', options: { currency: 'KWD', disableNegative: true } });
    const view = renderWidget(CurrencyWidget, props);
    expect(screen.getByText('KWD')).toBeTruthy();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '-1.23456' } });
    expect(props.onChange).toHaveBeenLastCalledWith(1.23456);
    view.rerender({ ...props, value: 1.23456 });
    fireEvent.blur(input());
    expect(props.onChange).toHaveBeenLastCalledWith(1.235);
    cleanup();
    renderWidget(
      CurrencyWidget,
      widgetProps({ type: 'currency', value: 1500, options: { currency: 'AED' } }),
      'Display',
    );
    expect(screen.getByText('AED 1,500')).toBeTruthy();
  });

  it("percent has a '%' prefix and is fixed to 2 decimals on blur", () => {
    const props = widgetProps({ type: 'percent', value: 12.5 });
    const view = renderWidget(PercentWidget, props);
    expect(screen.getByText('%')).toBeTruthy();
    expect(input().value).toBe('12.50');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '33.333' } });
    view.rerender({ ...props, value: 33.333 });
    fireEvent.blur(input());
    expect(props.onChange).toHaveBeenLastCalledWith(33.33);
  });

  it('numbers are disabled when read-only and report nothing typed as null', () => {
    const props = widgetProps({ type: 'decimalField', value: 5, readOnly: true });
    renderWidget(DecimalWidget, props);
    expect(input().disabled).toBe(true);
    cleanup();
    const editable = widgetProps({ type: 'decimalField', value: 5 });
    renderWidget(DecimalWidget, editable);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(editable.onChange).toHaveBeenLastCalledWith(null);
  });
});
