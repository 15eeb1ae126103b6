import type { FieldWidgetProps } from '../widget-types';
import { displayText } from './display-text';
import { EmptyValue } from './EmptyValue';
import { starsClass } from './stars';

/**
 * A number, amount, percentage or date read-only, in the text the grids show too; isolated
 * left-to-right so '-1,200.50' or 'AED 72,500' keeps its order in an Arabic or Urdu page.
 */
export function FormattedDisplay(props: FieldWidgetProps) {
  const text = displayText(props.node.type, props, props.value) ?? '';
  if (text === '') return <EmptyValue />;
  return (
    <bdi dir="ltr" className={starsClass(props.node.type, props)}>
      {text}
    </bdi>
  );
}
