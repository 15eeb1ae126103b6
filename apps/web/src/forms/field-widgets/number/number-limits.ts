import { optionOf } from '../shared/field-options';
import type { FieldWidgetProps } from '../widget-types';

const integerOf = (value: unknown): number | undefined => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? undefined : parsed;
};

/** minNumber and maxNumber parsed as integers; disableNegative without a minimum means 0 (spec 001 §5.3). */
export function numberLimits(props: Pick<FieldWidgetProps, 'node' | 'attribute'>): {
  min?: number;
  max?: number;
} {
  const max = integerOf(optionOf(props, 'maxNumber'));
  let min = integerOf(optionOf(props, 'minNumber'));
  const noNegative = optionOf(props, 'disableNegative');
  if (min === undefined && (noNegative === true || noNegative === '1' || noNegative === 'true')) min = 0;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}
