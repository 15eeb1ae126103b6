import { MultiChoiceDisplay } from '../shared/ChoiceDisplay';
import { ChoiceSelect } from '../shared/ChoiceSelect';
import { useChoiceOptions } from '../shared/useChoiceOptions';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function MultiSelectInput(props: FieldWidgetProps) {
  const { offered } = useChoiceOptions(props);
  return <ChoiceSelect field={props} options={offered} mode="multiple" />;
}

/** multiSelect: any number of `options.items`, stored as a list of their values. */
export const MultiSelectWidget: FieldWidget = {
  Input: MultiSelectInput,
  Display: MultiChoiceDisplay,
  labelled: true,
};
