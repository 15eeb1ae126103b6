import { TimePicker } from 'antd';
import { TIME_FORMAT } from '../shared/date-formats';
import { timeOf } from '../shared/date-value';
import { EmptyValue } from '../shared/EmptyValue';
import { inputA11y } from '../shared/input-a11y';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function TimeInput(props: FieldWidgetProps) {
  return (
    <TimePicker
      {...inputA11y(props)}
      value={timeOf(props.value)}
      format={TIME_FORMAT}
      disabled={props.readOnly}
      style={{ width: '100%' }}
      onChange={(time) => props.onChange(time ? time.format(TIME_FORMAT) : null)}
    />
  );
}

function TimeDisplay({ value }: FieldWidgetProps) {
  const time = timeOf(value);
  return time === null ? <EmptyValue /> : <span>{time.format(TIME_FORMAT)}</span>;
}

/** timeField: a time of day, stored and shown as HH:mm:ss. */
export const TimeWidget: FieldWidget = { Input: TimeInput, Display: TimeDisplay, labelled: true };
