import { isEmptyValue } from './rule-values';

/**
 * What one operator does for one condition. Made per condition at compile time, so the closures can
 * keep a one-entry memo of the last left value (lower-casing, date parsing) without sharing it.
 */
export interface OperatorImpl {
  unary: boolean;
  /** The test with a constant right side prepared once; a constant the operator cannot read gives a test that is always false. */
  withConstant(raw: unknown): ConstantTest;
  /** The test for a right side read per evaluation (another attribute, the user, a nested condition). */
  dynamic(): DynamicTest;
  /** Whether a constant is usable at all: checkRules warns about a condition that can never hold. */
  accepts(raw: unknown): boolean;
}

export type ConstantTest = (left: unknown, zone: string) => boolean;
export type DynamicTest = (left: unknown, right: unknown, zone: string) => boolean;

export const never: ConstantTest = () => false;

/** A binary operator from a right-side preparation (undefined: unusable) and a test. */
export function binary<R>(
  prepare: (raw: unknown) => R | undefined,
  test: (left: unknown, right: R, zone: string) => boolean,
  /** A faster test for a constant, with the right side closed over (the hot path of most forms). */
  specialize?: (right: R) => ConstantTest,
): OperatorImpl {
  return {
    unary: false,
    withConstant(raw) {
      const right = prepare(raw);
      if (right === undefined) return never;
      return specialize ? specialize(right) : (left, zone) => test(left, right, zone);
    },
    dynamic() {
      return (left, raw, zone) => {
        const right = prepare(raw);
        return right !== undefined && test(left, right, zone);
      };
    },
    accepts: (raw) => prepare(raw) !== undefined,
  };
}

export function unary(test: (left: unknown, zone: string) => boolean): OperatorImpl {
  return {
    unary: true,
    withConstant: () => test,
    dynamic: () => (left, _right, zone) => test(left, zone),
    accepts: () => true,
  };
}

export const isEmptyOperator = (): OperatorImpl => unary((left) => isEmptyValue(left));
export const isNotEmptyOperator = (): OperatorImpl => unary((left) => !isEmptyValue(left));

const NOTHING: unique symbol = Symbol('nothing');

/**
 * A one-entry memo: the same primitive as last time gives the last result without recomputing.
 * Objects (lists, Dates) are not memoised: a caller may change them in place between evaluations.
 */
export function memoize<T>(compute: (raw: unknown) => T): (raw: unknown) => T {
  let lastRaw: unknown = NOTHING;
  let lastResult: T | undefined;
  return (raw) => {
    if (raw === lastRaw && lastResult !== undefined) return lastResult;
    const result = compute(raw);
    lastRaw = typeof raw === 'object' ? NOTHING : raw;
    lastResult = result;
    return result;
  };
}

/**
 * A constant test that remembers its answer for the last primitive left value: a form's values change
 * one at a time, so most evaluations ask again about the same text.
 */
export function rememberAnswer(test: (left: unknown) => boolean): ConstantTest {
  let lastRaw: unknown = NOTHING;
  let lastAnswer = false;
  return (left) => {
    if (left === lastRaw) return lastAnswer;
    lastAnswer = test(left);
    lastRaw = typeof left === 'object' ? NOTHING : left;
    return lastAnswer;
  };
}

/** The same, keyed also by the zone the value was read in. */
export function memoizeZoned(
  compute: (raw: unknown, zone: string) => number,
): (raw: unknown, zone: string) => number {
  let lastRaw: unknown = NOTHING;
  let lastZone = '';
  let lastResult = Number.NaN;
  return (raw, zone) => {
    if (raw === lastRaw && zone === lastZone) return lastResult;
    lastResult = compute(raw, zone);
    lastRaw = typeof raw === 'object' ? NOTHING : raw;
    lastZone = zone;
    return lastResult;
  };
}
