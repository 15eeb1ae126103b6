import { cleanup, fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DateWidget } from '../date/DateWidget';
import { dateLimits } from '../date/date-limits';
import { DatetimeWidget } from '../datetime/DatetimeWidget';
import { TimeWidget } from '../time/TimeWidget';
import { renderWidget, WAIT, widgetProps } from './widget-harness';

const input = () => document.getElementById('attrib_field') as HTMLInputElement;

describe('date and time widgets', () => {
  afterEach(cleanup);

  it('dateField shows DD/MM/YYYY and reports YYYY-MM-DD', async () => {
    const props = widgetProps({ type: 'dateField', value: '2026-03-09', required: true });
    renderWidget(DateWidget, props);
    expect(input().value).toBe('09/03/2026');
    expect(input().getAttribute('aria-required')).toBe('true');
    fireEvent.mouseDown(input());
    fireEvent.click(input());
    fireEvent.click(await screen.findByTitle('2026-03-17', {}, WAIT));
    expect(props.onChange).toHaveBeenCalledWith('2026-03-17');
  });

  it('hidePastDates starts at today; minDate and maxDate bound the days', () => {
    const today = dayjs('2026-06-15T10:00:00');
    const limits = dateLimits(
      widgetProps({
        type: 'dateField',
        options: { hidePastDates: true, minDate: '2026-01-01', maxDate: '2026-12-31' },
      }),
      today,
    );
    expect(limits.minDate?.format('YYYY-MM-DD')).toBe('2026-06-15');
    expect(limits.maxDate?.format('YYYY-MM-DD')).toBe('2026-12-31');
    expect(
      dateLimits(
        widgetProps({ type: 'dateField', options: { minDate: '2027-01-01', hidePastDates: true } }),
        today,
      ).minDate?.format('YYYY-MM-DD'),
    ).toBe('2027-01-01');
  });

  it('datetimeField is typed DD/MM/YYYY hh:mm a and read DD/MM/YYYY HH:mm:ss', () => {
    const local = dayjs('2026-03-09T15:04:05');
    renderWidget(DatetimeWidget, widgetProps({ type: 'datetimeField', value: local.toISOString() }));
    expect(input().value).toBe('09/03/2026 03:04 pm');
    cleanup();
    renderWidget(
      DatetimeWidget,
      widgetProps({ type: 'datetimeField', value: local.toISOString() }),
      'Display',
    );
    expect(screen.getByText('09/03/2026 15:04:05')).toBeTruthy();
  });

  it('timeField keeps HH:mm:ss and empty values read as a dash', () => {
    renderWidget(TimeWidget, widgetProps({ type: 'timeField', value: '08:30:00', readOnly: true }));
    expect(input().value).toBe('08:30:00');
    expect(input().disabled).toBe(true);
    cleanup();
    const { container } = renderWidget(
      DateWidget,
      widgetProps({ type: 'dateField', value: null }),
      'Display',
    );
    expect(container.textContent).toBe('—');
  });
});
