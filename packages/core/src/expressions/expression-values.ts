import { EXPRESSION_LIMITS, ExpressionError } from './expression-error';

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** A number, or a string that reads as one ('10.50'): records keep decimals as text. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return NUMERIC.test(trimmed) ? Number(trimmed) : undefined;
  }
  return undefined;
}

/** Checked arithmetic result: an infinite or NaN number never reaches a record. */
export function finite(value: number, position: number): number {
  if (!Number.isFinite(value)) throw new ExpressionError('Number out of range', position);
  return value;
}

export function toNumber(value: unknown, position: number): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const number = numericValue(value);
  if (number === undefined) throw new ExpressionError(`${describe(value)} is not a number`, position);
  return number;
}

/** Checkboxes are stored as '1' and '0' (spec 001 §3.6), so '0' is false like 0. */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return !(value === false || isBlank(value) || value === 0 || value === '0');
}

export function checkedText(text: string, position: number): string {
  if (text.length > EXPRESSION_LIMITS.maxTextLength) throw new ExpressionError('Text is too long', position);
  return text;
}

export function toText(value: unknown, position: number): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length > EXPRESSION_LIMITS.maxSteps) throw new ExpressionError('List is too long', position);
    return checkedText(value.map((item) => toText(item, position)).join(', '), position);
  }
  throw new ExpressionError(`${describe(value)} cannot be shown as text`, position);
}

export function describe(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `'${value.length > 20 ? `${value.slice(0, 20)}…` : value}'`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Reads one property the safe way: only own data of plain objects, arrays (by index or `length`) and
 * texts, never anything inherited. A missing property, or any property of null, is null.
 */
export function readProperty(target: unknown, key: unknown, position: number): unknown {
  if (target === null || target === undefined) return null;
  if (typeof key === 'string' && (key === 'constructor' || key === 'prototype' || key.startsWith('__'))) {
    throw new ExpressionError(`'${key}' cannot be read`, position);
  }
  if (Array.isArray(target) || typeof target === 'string') {
    if (key === 'length') return target.length;
    const index = typeof key === 'number' ? key : numericValue(key);
    if (index === undefined || !Number.isInteger(index)) {
      throw new ExpressionError(`A list is read by a whole-number index`, position);
    }
    return (index >= 0 && index < target.length ? target[index] : null) ?? null;
  }
  if (isPlainObject(target)) {
    if (typeof key !== 'string' && typeof key !== 'number') {
      throw new ExpressionError('A property name must be text or a number', position);
    }
    const name = String(key);
    if (!Object.hasOwn(target, name)) return null;
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    return descriptor && 'value' in descriptor ? (descriptor.value ?? null) : null;
  }
  throw new ExpressionError(`${describe(target)} has no properties`, position);
}

/** Business equality for `==`: '10.5' equals 10.5, true equals '1', null equals ''. */
export function looseEquals(left: unknown, right: unknown): boolean {
  if (isBlank(left) || isBlank(right)) return isBlank(left) && isBlank(right);
  if (typeof left === 'boolean' || typeof right === 'boolean') {
    return booleanOf(left) !== undefined && booleanOf(left) === booleanOf(right);
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => looseEquals(item, right[index]))
    );
  }
  if (typeof left === 'string' && typeof right === 'string') return left === right;
  const leftNumber = numericValue(left);
  const rightNumber = numericValue(right);
  if (leftNumber !== undefined && rightNumber !== undefined) return leftNumber === rightNumber;
  return left === right;
}

/** `===`: same type and value; lists item by item. */
export function strictEquals(left: unknown, right: unknown): boolean {
  const l = left ?? null;
  const r = right ?? null;
  if (Array.isArray(l) && Array.isArray(r)) {
    return l.length === r.length && l.every((item, index) => strictEquals(item, r[index]));
  }
  return l === r;
}

function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0') return false;
  return undefined;
}

/**
 * `<` and friends: numbers (or numeric texts) by value, other texts in code order (ISO dates sort
 * right); anything else compares false, as the rule engine does (spec 001 §4.2).
 */
export function compare(left: unknown, right: unknown): number | undefined {
  const leftNumber = numericValue(left);
  const rightNumber = numericValue(right);
  if (leftNumber !== undefined && rightNumber !== undefined) return leftNumber - rightNumber;
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  return undefined;
}
