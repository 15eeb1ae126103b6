import { binary, type ConstantTest, type OperatorImpl } from './operator-impl';
import { toFiniteNumber } from './rule-values';

/**
 * Number operators (spec 001 §4.2): both sides must be finite numbers (numeric text counts), else the
 * condition is false, `not equals` included. trunc / floor / ceil round the left value and compare it
 * equal to the right.
 */
const NUMBER_TESTS: Record<string, (left: number, right: number) => boolean> = {
  equals: (left, right) => left === right,
  notEquals: (left, right) => left !== right,
  lessThan: (left, right) => left < right,
  lessThanOrEqual: (left, right) => left <= right,
  greaterThan: (left, right) => left > right,
  greaterThanOrEqual: (left, right) => left >= right,
  trunc: (left, right) => Math.trunc(left) === right,
  floor: (left, right) => Math.floor(left) === right,
  ceil: (left, right) => Math.ceil(left) === right,
};

function finiteOrUndefined(raw: unknown): number | undefined {
  const number = toFiniteNumber(raw);
  return Number.isNaN(number) ? undefined : number;
}

function leftNumber(value: unknown): number {
  // `x - x === 0` is false for NaN and both infinities: a finite check without a call.
  const left = typeof value === 'number' ? value : toFiniteNumber(value);
  return left - left === 0 ? left : Number.NaN;
}

/** The comparisons inlined per constant: one closure call per condition on the hot path. */
function specialized(name: string, right: number): ConstantTest | undefined {
  switch (name) {
    case 'equals':
      return (value) => leftNumber(value) === right;
    case 'notEquals':
      return (value) => {
        const left = leftNumber(value);
        return !Number.isNaN(left) && left !== right;
      };
    case 'lessThan':
      return (value) => leftNumber(value) < right;
    case 'lessThanOrEqual':
      return (value) => leftNumber(value) <= right;
    case 'greaterThan':
      return (value) => leftNumber(value) > right;
    case 'greaterThanOrEqual':
      return (value) => leftNumber(value) >= right;
    default:
      return undefined;
  }
}

export function numberFamilyOperator(name: string): OperatorImpl | undefined {
  const test = NUMBER_TESTS[name];
  if (!test) return undefined;
  return binary(
    finiteOrUndefined,
    (value, right) => {
      // Numbers first: no conversion on the common path.
      const left = typeof value === 'number' ? value : toFiniteNumber(value);
      return Number.isFinite(left) && test(left, right);
    },
    (right) =>
      specialized(name, right) ??
      ((value) => {
        const left = typeof value === 'number' ? value : toFiniteNumber(value);
        return Number.isFinite(left) && test(left, right);
      }),
  );
}
