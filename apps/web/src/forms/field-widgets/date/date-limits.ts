import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { dayOf } from '../shared/date-value';
import { booleanOption, optionOf } from '../shared/field-options';
import type { FieldWidgetProps } from '../widget-types';

export interface DateLimits {
  minDate?: Dayjs;
  maxDate?: Dayjs;
}

/** The earliest and latest day: `minDate`/`maxDate` options, and today at the earliest with hidePastDates. */
export function dateLimits(
  props: Pick<FieldWidgetProps, 'node' | 'attribute'>,
  today: Dayjs = dayjs(),
): DateLimits {
  let minDate = dayOf(optionOf(props, 'minDate'))?.startOf('day');
  const maxDate = dayOf(optionOf(props, 'maxDate'))?.endOf('day');
  if (booleanOption(props, 'hidePastDates')) {
    const start = today.startOf('day');
    if (minDate === undefined || minDate.isBefore(start)) minDate = start;
  }
  return { ...(minDate ? { minDate } : {}), ...(maxDate ? { maxDate } : {}) };
}
