import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { booleanValue, isOn } from '../shared/boolean-value';
import { stringOption } from '../shared/field-options';
import { inputA11y } from '../shared/input-a11y';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** The on and off labels: `singleOnLabel` and `singleOffLabel`, Yes and No by default. */
function useSwitchLabels(props: FieldWidgetProps): { on: string; off: string } {
  const { t } = useTranslation();
  return {
    on: stringOption(props, 'singleOnLabel') ?? t('common.yes'),
    off: stringOption(props, 'singleOffLabel') ?? t('common.no'),
  };
}

function SingleOnInput(props: FieldWidgetProps) {
  const labels = useSwitchLabels(props);
  return (
    <Switch
      {...inputA11y(props)}
      checked={isOn(props.value)}
      checkedChildren={labels.on}
      unCheckedChildren={labels.off}
      disabled={props.readOnly}
      onChange={(checked) => props.onChange(booleanValue(checked))}
    />
  );
}

function SingleOnDisplay(props: FieldWidgetProps) {
  const labels = useSwitchLabels(props);
  return <span>{isOn(props.value) ? labels.on : labels.off}</span>;
}

/** singleOn: a switch stored as '1' or '0', labelled with its on and off texts. */
export const SingleOnWidget: FieldWidget = { Input: SingleOnInput, Display: SingleOnDisplay, labelled: true };
