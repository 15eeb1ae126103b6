import { booleanOption, stringOption } from '../shared/field-options';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';

/** `displayContent` (older definitions call it `text`): sanitised HTML with allowHtml, else plain text. */
function DisplayText(props: FieldWidgetProps) {
  const content = stringOption(props, 'displayContent') ?? stringOption(props, 'text') ?? '';
  if (content === '') return null;
  if (booleanOption(props, 'allowHtml'))
    return <SanitizedHtml html={content} className="atrium-display-text" />;
  return (
    <div className="atrium-display-text" style={{ whiteSpace: 'pre-wrap' }}>
      {content}
    </div>
  );
}

/** displayText: fixed text of the form, the same while editing and reading. */
export const DisplayTextWidget: FieldWidget = { Input: DisplayText, Display: DisplayText, labelled: false };
