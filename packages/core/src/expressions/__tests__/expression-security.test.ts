import { afterEach, describe, expect, it } from 'vitest';
import { compileExpression, tryCompileExpression } from '../compile-expression';
import { EXPRESSION_LIMITS, ExpressionError } from '../expression-error';

const failsToCompile = (source: string, message: string) => {
  const result = tryCompileExpression(source);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.message).toContain(message);
};

describe('prototype access', () => {
  it.each([
    'constructor',
    '__proto__',
    'prototype',
    'record.constructor',
    'data.__proto__',
    "record['__proto__']",
    'x.constructor',
    'x.__proto__',
    'x.prototype',
    'x.__defineGetter__',
    'name.constructor.constructor',
    "TRIM('').constructor",
    '[].constructor',
  ])('refuses %s when compiling', (source) => {
    failsToCompile(source, 'cannot be read');
  });

  it.each([
    "x['constructor']",
    "x['__proto__']",
    "x['prototype']",
    "tags['constructor']",
    "name['constructor']",
    "x[CONCAT('con', 'structor')]",
    "x[LOWER('__PROTO__')]",
    'x[key]',
  ])('refuses %s when evaluating', (source) => {
    const compiled = compileExpression(source);
    const scope = { x: {}, tags: ['a'], name: 'n', key: '__proto__' };
    expect(() => compiled(scope)).toThrow(ExpressionError);
    expect(() => compiled(scope)).toThrow('cannot be read');
  });

  it('does not read an own __proto__ key that JSON parsing created', () => {
    const scope = { x: JSON.parse('{"__proto__": {"polluted": 1}, "ok": 2}') as unknown };
    expect(compileExpression('x.ok')(scope)).toBe(2);
    expect(() => compileExpression("x['__proto__']")(scope)).toThrow(ExpressionError);
  });

  it('has nothing to call but the whitelist', () => {
    failsToCompile('x.toString()', 'Only the listed functions can be called');
    failsToCompile('eval("1")', 'Unknown function eval');
    failsToCompile('Function("return 1")', 'Unknown function Function');
    failsToCompile('constructor("x")', 'Unknown function constructor');
    failsToCompile('hasOwnProperty("x")', 'Unknown function hasOwnProperty');
    failsToCompile('TOSTRING(1)', 'Unknown function TOSTRING');
  });

  it('leaves Object.prototype as it was', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    for (const source of ["x['__proto__']", 'x.y', 'CONCAT(x, y)', 'x[key]']) {
      const result = tryCompileExpression(source);
      if (result.ok) {
        try {
          result.expression({ x: {}, key: '__proto__' });
        } catch (error) {
          expect(error).toBeInstanceOf(ExpressionError);
        }
      }
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
  });
});

describe('generated code', () => {
  const realFunction = globalThis.Function;
  afterEach(() => {
    globalThis.Function = realFunction;
  });

  it('compiles and evaluates with the Function constructor taken away', () => {
    const refuse = () => {
      throw new Error('generated code');
    };
    globalThis.Function = refuse as unknown as FunctionConstructor;
    const compiled = compileExpression(
      'IF(ROUND(a * 1.1, 2) > 10, UPPER(CONCAT(b, "!")), DATEDIFF(c, TODAY()))',
    );
    expect(compiled({ a: 10, b: 'ok', c: '2024-01-01' })).toBe('OK!');
  });
});

describe('limits', () => {
  it('takes source up to the limit and no longer', () => {
    const longest = `1${' + 1'.repeat((EXPRESSION_LIMITS.maxSourceLength - 1) / 4)}`.padEnd(
      EXPRESSION_LIMITS.maxSourceLength,
      ' ',
    );
    expect(longest).toHaveLength(EXPRESSION_LIMITS.maxSourceLength);
    expect(compileExpression(longest)({})).toBe(500);
    failsToCompile(`${longest} `, 'longer than 2000 characters');
    failsToCompile('1'.repeat(1_000_000), 'longer than 2000 characters');
  });

  it('refuses nesting deeper than the limit', () => {
    const nested = (depth: number) => `${'('.repeat(depth)}1${')'.repeat(depth)}`;
    expect(compileExpression(nested(EXPRESSION_LIMITS.maxDepth - 1))({})).toBe(1);
    failsToCompile(nested(EXPRESSION_LIMITS.maxDepth), 'nested too deeply');
    failsToCompile(`${'-'.repeat(1000)}1`, 'nested too deeply');
    failsToCompile(`${'!'.repeat(1500)}1`, 'nested too deeply');
    failsToCompile(`${'['.repeat(1000)}`, 'nested too deeply');
    failsToCompile(`${'ABS('.repeat(300)}1${')'.repeat(300)}`, 'nested too deeply');
    failsToCompile(`${'a ? b : '.repeat(200)}c`, 'nested too deeply');
  });

  it('evaluates a long flat chain', () => {
    expect(compileExpression(Array.from({ length: 450 }, () => 'x').join(' * '))({ x: 1 })).toBe(1);
  });

  it('bounds the steps of one evaluation', () => {
    const huge = Array.from({ length: EXPRESSION_LIMITS.maxSteps + 10 }, () => 1);
    expect(() => compileExpression('SUM(items)')({ items: huge })).toThrow('too many steps');
    expect(() => compileExpression('CONTAINS(items, 2)')({ items: huge })).toThrow('too many steps');
    expect(() => compileExpression('TEXT(items)')({ items: huge })).toThrow('List is too long');
    expect(compileExpression('SUM(items)')({ items: huge.slice(0, 1000) })).toBe(1000);
  });

  it('bounds the text it builds', () => {
    const big = 'x'.repeat(32_000);
    expect(() => compileExpression('CONCAT(big, big, big, big)')({ big })).toThrow('Text is too long');
    expect(() => compileExpression('big + big + big + big')({ big })).toThrow('Text is too long');
    expect(compileExpression('LEN(big + big)')({ big })).toBe(64_000);
  });

  it('turns a self-referencing value into its own error', () => {
    const loop: unknown[] = [];
    loop.push(loop);
    expect(() => compileExpression('items == other')({ items: loop, other: loop })).toThrow(ExpressionError);
  });
});
