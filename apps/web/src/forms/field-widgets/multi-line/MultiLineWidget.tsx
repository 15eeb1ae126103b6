import { RichTextDisplay } from '../rich-text/RichTextDisplay';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { textAreaShell } from '../shared/FieldShells';
import { booleanOption } from '../shared/field-options';
import { TextAreaInput } from '../shared/TextAreaInput';
import { TextDisplay } from '../shared/TextDisplay';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

const isRich = (props: FieldWidgetProps) =>
  booleanOption(props, 'isTiptap') && !booleanOption(props, 'disableWysiwyg');

function MultiLineInput(props: FieldWidgetProps) {
  return isRich(props) ? <RichTextEditor field={props} /> : <TextAreaInput field={props} defaultRows={3} />;
}

function MultiLineDisplay(props: FieldWidgetProps) {
  return isRich(props) ? <RichTextDisplay {...props} /> : <TextDisplay {...props} />;
}

/** multiLine: plain text of up to 2000 characters, or rich text when `isTiptap` asks for it. */
export const MultiLineWidget: FieldWidget = {
  Input: MultiLineInput,
  Display: MultiLineDisplay,
  labelled: true,
  shellFor: (props) => (isRich(props) ? undefined : textAreaShell(props, 3)),
};
