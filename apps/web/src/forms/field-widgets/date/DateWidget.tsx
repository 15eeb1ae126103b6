import { DatePicker } from 'antd';
import { useMemo } from 'react';
import { DATE_FORMAT, ISO_DATE } from '../shared/date-formats';
import { dayOf } from '../shared/date-value';
import { dateShell } from '../shared/FieldShells';
import { FormattedDisplay } from '../shared/FormattedDisplay';
import { inputA11y } from '../shared/input-a11y';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { dateLimits } from './date-limits';

function DateInput(props: FieldWidgetProps) {
  const { node, attribute } = props;
  const limits = useMemo(() => dateLimits({ node, attribute }), [node, attribute]);
  return (
    <DatePicker
      {...inputA11y(props)}
      {...limits}
      value={dayOf(props.value)}
      format={DATE_FORMAT}
      disabled={props.readOnly}
      style={{ width: '100%' }}
      onChange={(day) => props.onChange(day ? day.format(ISO_DATE) : null)}
    />
  );
}

/** dateField: typed and shown DD/MM/YYYY, sent as YYYY-MM-DD; past days closed with hidePastDates. */
export const DateWidget: FieldWidget = {
  Input: DateInput,
  Display: FormattedDisplay,
  labelled: true,
  shellFor: dateShell,
};
