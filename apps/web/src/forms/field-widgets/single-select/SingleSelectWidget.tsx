import { ChoiceDisplay } from '../shared/ChoiceDisplay';
import { ChoiceSelect } from '../shared/ChoiceSelect';
import { choiceShell } from '../shared/FieldShells';
import { useChoiceOptions } from '../shared/useChoiceOptions';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function SingleSelectInput(props: FieldWidgetProps) {
  const { offered } = useChoiceOptions(props);
  return <ChoiceSelect field={props} options={offered} />;
}

/** singleSelect: one of `options.items`, narrowed by a SET_OPTIONS rule; the item's value is stored. */
export const SingleSelectWidget: FieldWidget = {
  Input: SingleSelectInput,
  Display: ChoiceDisplay,
  labelled: true,
  shellFor: choiceShell,
};
