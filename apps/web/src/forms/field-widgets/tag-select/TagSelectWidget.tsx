import { MultiChoiceDisplay } from '../shared/ChoiceDisplay';
import { ChoiceSelect } from '../shared/ChoiceSelect';
import { useChoiceOptions } from '../shared/useChoiceOptions';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function TagSelectInput(props: FieldWidgetProps) {
  const { offered } = useChoiceOptions(props);
  return <ChoiceSelect field={props} options={offered} mode="tags" />;
}

/** tagSelect: tags from `options.items` or typed freely (',' separates), stored as a list. */
export const TagSelectWidget: FieldWidget = {
  Input: TagSelectInput,
  Display: MultiChoiceDisplay,
  labelled: true,
};
