import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpression, tryCompileExpression } from '../compile-expression';
import { ExpressionError } from '../expression-error';

/** Runs source against scope; anything thrown must be the language's own error. */
function neverThrowsForeign(source: string, scope: Record<string, unknown>): void {
  const compiled = tryCompileExpression(source);
  if (!compiled.ok) {
    expect(compiled.error).toBeInstanceOf(ExpressionError);
    return;
  }
  try {
    compiled.expression(scope);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError);
  }
}

const TOKENS = [
  '1',
  '0',
  '2.5',
  '-',
  '+',
  '*',
  '/',
  '%',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  '?',
  ':',
  '!',
  '&&',
  '||',
  '==',
  '!=',
  '===',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
  "'x'",
  '"y"',
  'true',
  'null',
  'a',
  'b',
  'record',
  'data',
  'items',
  'obj',
  'constructor',
  '__proto__',
  'IF',
  'SUM',
  'ROUND',
  'CONCAT',
  'LEN',
  'TODAY',
  'YEAR',
  'DATEDIFF',
  'NUMBER',
  'TEXT',
  'MIN',
  'CONTAINS',
  'ISEMPTY',
  'length',
  "'__proto__'",
] as const;

const scope = {
  a: 3,
  b: '4.5',
  items: [1, 'two', null, { k: 1 }],
  obj: { k: 'v', nested: { deep: [1, 2] } },
  record: 'shadowed',
};

const values = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.string(),
    fc.constantFrom('1', '0', '', ' 2 ', '2024-02-29', '2024-02-29T10:00:00Z', '__proto__'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('any input', () => {
  it('raises nothing but ExpressionError on random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (source) => neverThrowsForeign(source, scope)));
  });

  it('raises nothing but ExpressionError on random token soup', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }), (tokens) =>
        neverThrowsForeign(tokens.join(' '), scope),
      ),
      { numRuns: 2000 },
    );
  });

  it('raises nothing but ExpressionError on random values in the record', () => {
    const sources = [
      'a + b',
      'a * b',
      'a == b',
      'a === b',
      'a < b',
      'a ? b : a',
      'SUM(a, b)',
      'CONCAT(a, b)',
      'LEN(a)',
      'ROUND(a, 2)',
      'YEAR(a)',
      'DATEDIFF(a, b)',
      'CONTAINS(a, b)',
      'ISEMPTY(a)',
      'a.k',
      'a[b]',
      'a[0]',
      'TEXT(a)',
      'NUMBER(b)',
      'MIN(a, b)',
      '!a',
      '-a',
      'a % b',
      'a / b',
    ].map((source) => compileExpression(source));
    fc.assert(
      fc.property(values, values, (a, b) => {
        for (const compiled of sources) {
          try {
            compiled({ a, b });
          } catch (error) {
            expect(error).toBeInstanceOf(ExpressionError);
          }
        }
      }),
    );
  });
});

interface Arithmetic {
  source: string;
  /** The reference value, or undefined when evaluation must fail (division by zero, overflow). */
  value: number | undefined;
}

const OPERATIONS: Record<string, (a: number, b: number) => number | undefined> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => (b === 0 ? undefined : a / b),
  '%': (a, b) => (b === 0 ? undefined : a % b),
};

const reference = (result: number | undefined) =>
  result === undefined || !Number.isFinite(result) ? undefined : result;

const numberLiteral = fc
  .oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }))
  .map((value): Arithmetic => {
    const text = String(Math.abs(value));
    return { source: value < 0 || Object.is(value, -0) ? `(-${text})` : text, value };
  });

const fieldRead = fc
  .constantFrom<[string, number]>(['x', 7], ['y', -2.5], ['z', 0], ['(s * 1)', 12.25])
  .map(([name, value]): Arithmetic => ({ source: name, value }));

const arithmetic = fc.letrec<{ node: Arithmetic }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 8 },
    numberLiteral,
    fieldRead,
    fc
      .tuple(tie('node'), fc.constantFrom(...Object.keys(OPERATIONS)), tie('node'))
      .map(([left, operator, right]): Arithmetic => {
        const operate = OPERATIONS[operator];
        const value =
          operate && left.value !== undefined && right.value !== undefined
            ? reference(operate(left.value, right.value))
            : undefined;
        return { source: `(${left.source} ${operator} ${right.source})`, value };
      }),
  ),
})).node;

describe('arithmetic', () => {
  // `s` is a numeric text, as decimals arrive from the database.
  const record = { x: 7, y: -2.5, z: 0, s: '12.25' };

  it('agrees with a reference evaluator', () => {
    fc.assert(
      fc.property(arithmetic, ({ source, value }) => {
        const compiled = compileExpression(source);
        if (value === undefined) expect(() => compiled(record)).toThrow(ExpressionError);
        else expect(Object.is(compiled(record), value) || compiled(record) === value).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('orders numbers as the reference does', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (a, b) => {
          const scope = { a, b: String(b) };
          expect(compileExpression('a < b')(scope)).toBe(a < b);
          expect(compileExpression('a >= b')(scope)).toBe(a >= b);
          expect(compileExpression('a == b')(scope)).toBe(a === b);
        },
      ),
    );
  });

  it('follows the usual precedence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (a, b, c) => {
          const scope = { a, b, c };
          expect(compileExpression('a + b * c')(scope)).toBe(a + b * c);
          expect(compileExpression('a - b - c')(scope)).toBe(a - b - c);
          expect(compileExpression('a * b % c')(scope)).toBe((a * b) % c);
          expect(compileExpression('-a + b')(scope)).toBe(-a + b);
          expect(compileExpression('a < b == b > a')(scope)).toBe(a < b === b > a);
          expect(compileExpression('a > 0 || b > 0 && c > 0')(scope)).toBe(a > 0 || (b > 0 && c > 0));
          expect(compileExpression('a > b ? a : b > c ? b : c')(scope)).toBe(a > b ? a : Math.max(b, c));
        },
      ),
    );
  });
});
