import type { BinaryOperator, ExpressionNode } from './expression-ast';
import { ExpressionError } from './expression-error';
import { type ExpressionRuntime, expressionFunction, spendSteps } from './expression-functions';
import { parseExpression } from './expression-parser';
import {
  checkedText,
  compare,
  finite,
  isBlank,
  isTruthy,
  looseEquals,
  numericValue,
  readProperty,
  strictEquals,
  toNumber,
  toText,
} from './expression-values';

/** The record an expression reads: field name to value. */
export type ExpressionScope = Readonly<Record<string, unknown>>;

export interface ExpressionContext {
  /** The clock for TODAY and NOW (the present when absent). */
  now?: Date;
  /** IANA zone for TODAY and the date parts of datetimes (UTC when absent). */
  timeZone?: string;
}

/** A parsed expression as a closure; it keeps its source and the fields it reads. */
export interface CompiledExpression {
  (scope: ExpressionScope, context?: ExpressionContext): unknown;
  readonly source: string;
  readonly reads: readonly string[];
}

type Closure = (scope: ExpressionScope, runtime: ExpressionRuntime) => unknown;

/** A blank operand makes arithmetic blank: an empty amount has no total yet. */
function arithmetic(operator: Exclude<BinaryOperator, '+'>, left: unknown, right: unknown, position: number) {
  if (isBlank(left) || isBlank(right)) return null;
  const a = toNumber(left, position);
  const b = toNumber(right, position);
  if ((operator === '/' || operator === '%') && b === 0)
    throw new ExpressionError('Division by zero', position);
  switch (operator) {
    case '-':
      return finite(a - b, position);
    case '*':
      return finite(a * b, position);
    case '/':
      return finite(a / b, position);
    default:
      return finite(a % b, position);
  }
}

const numberLike = (value: unknown) => (typeof value === 'boolean' ? Number(value) : numericValue(value));

/** `+` adds numbers (and numeric texts), otherwise joins texts. */
function plus(left: unknown, right: unknown, position: number): unknown {
  const a = numberLike(left);
  const b = numberLike(right);
  if (a !== undefined && b !== undefined) return finite(a + b, position);
  const blank = isBlank(left) || isBlank(right);
  if (blank && (a !== undefined || b !== undefined || (isBlank(left) && isBlank(right)))) return null;
  if (typeof left === 'string' || typeof right === 'string') {
    return checkedText(toText(left, position) + toText(right, position), position);
  }
  if (blank) return null;
  throw new ExpressionError('+ needs numbers or text', position);
}

function binary(operator: BinaryOperator, left: unknown, right: unknown, position: number): unknown {
  switch (operator) {
    case '+':
      return plus(left, right, position);
    case '==':
      return looseEquals(left, right);
    case '!=':
      return !looseEquals(left, right);
    case '===':
      return strictEquals(left, right);
    case '!==':
      return !strictEquals(left, right);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const order = compare(left, right);
      if (order === undefined) return false;
      if (operator === '<') return order < 0;
      if (operator === '<=') return order <= 0;
      if (operator === '>') return order > 0;
      return order >= 0;
    }
    default:
      return arithmetic(operator, left, right, position);
  }
}

function compileNode(node: ExpressionNode, reads: Set<string>): Closure {
  const { position } = node;
  switch (node.kind) {
    case 'literal': {
      const { value } = node;
      return () => value;
    }
    case 'field': {
      const { name } = node;
      reads.add(name);
      return (scope, runtime) => {
        spendSteps(runtime, 1, position);
        return Object.hasOwn(scope, name) ? (scope[name] ?? null) : null;
      };
    }
    case 'member': {
      const object = compileNode(node.object, reads);
      const { property } = node;
      return (scope, runtime) => readProperty(object(scope, runtime), property, position);
    }
    case 'index': {
      const object = compileNode(node.object, reads);
      const index = compileNode(node.index, reads);
      return (scope, runtime) => readProperty(object(scope, runtime), index(scope, runtime), position);
    }
    case 'unary': {
      const operand = compileNode(node.operand, reads);
      if (node.operator === '!') return (scope, runtime) => !isTruthy(operand(scope, runtime));
      const sign = node.operator === '-' ? -1 : 1;
      return (scope, runtime) => {
        const value = operand(scope, runtime);
        return isBlank(value) ? null : sign * toNumber(value, position);
      };
    }
    case 'binary': {
      const left = compileNode(node.left, reads);
      const right = compileNode(node.right, reads);
      const { operator } = node;
      return (scope, runtime) => {
        spendSteps(runtime, 1, position);
        return binary(operator, left(scope, runtime), right(scope, runtime), position);
      };
    }
    case 'logical': {
      const left = compileNode(node.left, reads);
      const right = compileNode(node.right, reads);
      return node.operator === '&&'
        ? (scope, runtime) => isTruthy(left(scope, runtime)) && isTruthy(right(scope, runtime))
        : (scope, runtime) => isTruthy(left(scope, runtime)) || isTruthy(right(scope, runtime));
    }
    case 'conditional': {
      const test = compileNode(node.test, reads);
      const consequent = compileNode(node.consequent, reads);
      const alternate = compileNode(node.alternate, reads);
      return (scope, runtime) =>
        isTruthy(test(scope, runtime)) ? consequent(scope, runtime) : alternate(scope, runtime);
    }
    case 'array': {
      const elements = node.elements.map((element) => compileNode(element, reads));
      return (scope, runtime) => elements.map((element) => element(scope, runtime));
    }
    case 'call':
      return compileCall(node, reads);
  }
}

function compileCall(node: ExpressionNode & { kind: 'call' }, reads: Set<string>): Closure {
  const fn = expressionFunction(node.name);
  const [min, max] = fn.arity;
  const { position } = node;
  if (node.args.length < min || node.args.length > max) {
    const variadic = max >= 255;
    const expected = min === max ? `${min}` : variadic ? `at least ${min}` : `${min} to ${max}`;
    const plural = (variadic ? min : max) === 1 ? '' : 's';
    throw new ExpressionError(`${node.name} takes ${expected} argument${plural}`, position);
  }
  const args = node.args.map((arg) => compileNode(arg, reads));
  if (fn.lazy) {
    return (scope, runtime) => {
      spendSteps(runtime, 1, position);
      return fn.apply(
        (index) => {
          const arg = args[index];
          return arg ? arg(scope, runtime) : null;
        },
        args.length,
        { runtime, position },
      );
    };
  }
  return (scope, runtime) => {
    spendSteps(runtime, 1, position);
    return fn.apply(
      args.map((arg) => arg(scope, runtime)),
      { runtime, position },
    );
  };
}

/**
 * Parses `source` once and returns it as a closure over a record. Syntax errors, unknown functions,
 * wrong argument counts and refused names are thrown here as `ExpressionError`; evaluation throws
 * only `ExpressionError` too.
 */
export function compileExpression(source: string): CompiledExpression {
  const reads = new Set<string>();
  const root = compileNode(parseExpression(source), reads);
  const evaluate = (scope: ExpressionScope, context: ExpressionContext = {}): unknown => {
    const runtime: ExpressionRuntime = { now: context.now, timeZone: context.timeZone, steps: 0 };
    try {
      return root(scope, runtime) ?? null;
    } catch (error) {
      // A stack overflow or an exotic value in the scope must still surface as the language's error.
      if (error instanceof ExpressionError) throw error;
      throw new ExpressionError(error instanceof Error ? error.message : 'Evaluation failed');
    }
  };
  return Object.assign(evaluate, { source, reads: [...reads] });
}

/** The record fields an expression reads: re-evaluate it only when one of them changes. */
export function expressionReads(compiled: CompiledExpression): readonly string[] {
  return compiled.reads;
}

export type FormulaResult =
  | { ok: true; value: unknown }
  | { ok: false; message: 'Error in evaluating'; error: ExpressionError };

/** A formula field's value, or the spec's 'Error in evaluating' (spec 001 §4.4, §8). */
export function evaluateFormula(
  compiled: CompiledExpression,
  scope: ExpressionScope,
  context?: ExpressionContext,
): FormulaResult {
  try {
    return { ok: true, value: compiled(scope, context) };
  } catch (error) {
    const cause = error instanceof ExpressionError ? error : new ExpressionError('Evaluation failed');
    return { ok: false, message: 'Error in evaluating', error: cause };
  }
}

/**
 * Whether a row, column or tab with this hideOnCondition is hidden. A formula that fails hides
 * nothing: a broken condition must not make data disappear from the form.
 */
export function isHiddenByCondition(
  compiled: CompiledExpression,
  scope: ExpressionScope,
  context?: ExpressionContext,
): boolean {
  const result = evaluateFormula(compiled, scope, context);
  return result.ok && isTruthy(result.value);
}

/** Compiles without throwing, for designers that show the error beside the formula. */
export function tryCompileExpression(
  source: string,
): { ok: true; expression: CompiledExpression } | { ok: false; error: ExpressionError } {
  try {
    return { ok: true, expression: compileExpression(source) };
  } catch (error) {
    if (error instanceof ExpressionError) return { ok: false, error };
    throw error;
  }
}
