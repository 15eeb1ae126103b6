import { DatePicker } from 'antd';
import { useMemo } from 'react';
import { dateLimits } from '../date/date-limits';
import { DATETIME_INPUT_FORMAT } from '../shared/date-formats';
import { dayOf } from '../shared/date-value';
import { FormattedDisplay } from '../shared/FormattedDisplay';
import { inputA11y } from '../shared/input-a11y';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

const TIME_PICKER = { format: 'hh:mm a', use12Hours: true } as const;

function DatetimeInput(props: FieldWidgetProps) {
  const { node, attribute } = props;
  const limits = useMemo(() => dateLimits({ node, attribute }), [node, attribute]);
  return (
    <DatePicker
      {...inputA11y(props)}
      {...limits}
      showTime={TIME_PICKER}
      value={dayOf(props.value)}
      format={DATETIME_INPUT_FORMAT}
      disabled={props.readOnly}
      style={{ width: '100%' }}
      onChange={(day) => props.onChange(day ? day.toISOString() : null)}
    />
  );
}

/** datetimeField: typed DD/MM/YYYY hh:mm a, shown DD/MM/YYYY HH:mm:ss, sent as an ISO instant. */
export const DatetimeWidget: FieldWidget = {
  Input: DatetimeInput,
  Display: FormattedDisplay,
  labelled: true,
};
