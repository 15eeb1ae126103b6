import { ChoiceDisplay } from '../shared/ChoiceDisplay';
import { ChoiceSelect } from '../shared/ChoiceSelect';
import { useChoiceOptions } from '../shared/useChoiceOptions';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function PickListInput(props: FieldWidgetProps) {
  const { offered } = useChoiceOptions(props);
  return <ChoiceSelect field={props} options={offered} />;
}

/** pickList: one value picked from a searchable list of `options.items`. */
export const PickListWidget: FieldWidget = { Input: PickListInput, Display: ChoiceDisplay, labelled: true };
