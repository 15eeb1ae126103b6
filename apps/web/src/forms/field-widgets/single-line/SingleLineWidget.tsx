import { textShell } from '../shared/FieldShells';
import { PlainTextInput } from '../shared/PlainTextInput';
import { TextDisplay } from '../shared/TextDisplay';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

function SingleLineInput(props: FieldWidgetProps) {
  return <PlainTextInput field={props} />;
}

/** singleLine: one line of text, at most 255 characters or its `limits.max` (spec 001 §9). */
export const SingleLineWidget: FieldWidget = {
  Input: SingleLineInput,
  Display: TextDisplay,
  labelled: true,
  shellFor: textShell,
};
