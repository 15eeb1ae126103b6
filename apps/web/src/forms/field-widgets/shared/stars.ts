import type { FieldWidgetProps } from '../widget-types';
import { stringOption } from './field-options';

/** The class that colours a number shown as stars (`shownAs: 'stars'`) as a badge; none otherwise. */
export function starsClass(type: string, source: Pick<FieldWidgetProps, 'node' | 'attribute'>) {
  return type === 'numberField' && stringOption(source, 'shownAs') === 'stars' ? 'atrium-stars' : undefined;
}
