import { CheckOutlined } from '@ant-design/icons';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { booleanValue, isOn } from '../shared/boolean-value';
import { EmptyValue } from '../shared/EmptyValue';
import { checkboxShell } from '../shared/FieldShells';
import { inputA11y } from '../shared/input-a11y';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function CheckboxInput(props: FieldWidgetProps) {
  return (
    <Checkbox
      {...inputA11y(props)}
      checked={isOn(props.value)}
      disabled={props.readOnly}
      onChange={(event) => props.onChange(booleanValue(event.target.checked))}
    />
  );
}

function CheckboxDisplay({ value }: FieldWidgetProps) {
  const { t } = useTranslation();
  if (!isOn(value)) return <EmptyValue />;
  return <CheckOutlined role="img" aria-label={t('common.yes')} className="atrium-tick" />;
}

/** checkbox: '1' when ticked, '0' when not; read-only, a tick when on (spec 001 §5.3). */
export const CheckboxWidget: FieldWidget = {
  Input: CheckboxInput,
  Display: CheckboxDisplay,
  labelled: true,
  shellFor: checkboxShell,
};
