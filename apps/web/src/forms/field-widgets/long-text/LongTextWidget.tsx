import { useTranslation } from 'react-i18next';
import { RichTextDisplay } from '../rich-text/RichTextDisplay';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { textAreaShell } from '../shared/FieldShells';
import { booleanOption } from '../shared/field-options';
import { TextAreaInput } from '../shared/TextAreaInput';
import { TextDisplay } from '../shared/TextDisplay';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { isValidJson } from './json-text';

type LongTextMode = 'json' | 'plain' | 'rich';

/** JSON when `isJson`; plain when `disableWysiwyg`; otherwise the rich text editor. */
function modeOf(props: FieldWidgetProps): LongTextMode {
  if (booleanOption(props, 'isJson')) return 'json';
  return booleanOption(props, 'disableWysiwyg') ? 'plain' : 'rich';
}

function JsonInput(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const check = (text: string) => (isValidJson(text) ? undefined : t('widgets.json.invalid'));
  return <TextAreaInput field={props} defaultRows={6} check={check} />;
}

function LongTextInput(props: FieldWidgetProps) {
  switch (modeOf(props)) {
    case 'json':
      return <JsonInput {...props} />;
    case 'plain':
      return <TextAreaInput field={props} defaultRows={6} />;
    default:
      return <RichTextEditor field={props} />;
  }
}

function LongTextDisplay(props: FieldWidgetProps) {
  return modeOf(props) === 'rich' ? <RichTextDisplay {...props} /> : <TextDisplay {...props} />;
}

/** longText: up to 32000 characters of rich text, plain text, or JSON ('Not valid JSON' when it is not). */
export const LongTextWidget: FieldWidget = {
  Input: LongTextInput,
  Display: LongTextDisplay,
  labelled: true,
  shellFor: (props) => (modeOf(props) === 'rich' ? undefined : textAreaShell(props, 6)),
};
