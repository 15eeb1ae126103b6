import { describe, expect, it } from 'vitest';
import {
  compileExpression,
  evaluateFormula,
  expressionReads,
  isHiddenByCondition,
  tryCompileExpression,
} from '../compile-expression';
import { ExpressionError } from '../expression-error';

const record = {
  amount: 120,
  tax: '10.50',
  qty: 3,
  name: 'Acme',
  empty: null,
  blank: '',
  vip: '1',
  notVip: '0',
  tags: ['a', 'b', 'c'],
  items: [{ price: 5 }, { price: 7 }],
  account: { name: 'Globex', owner: { email: 'o@x.io' } },
  start: '2024-02-27',
  end: '2024-03-02',
  created: '2024-12-31T22:30:00Z',
};

const evaluate = (source: string, scope: Record<string, unknown> = record) =>
  compileExpression(source)(scope, { now: new Date('2024-06-15T21:30:00Z') });

describe('operators', () => {
  it.each<[string, unknown]>([
    ['1 + 2', 3],
    ['amount + tax', 130.5],
    ['"a" + "b"', 'ab'],
    ["name + ' ' + qty", 'Acme 3'],
    ['name + empty', 'Acme'],
    ['amount + empty', null],
    ['empty + empty', null],
    ['true + 1', 2],
    ['10 - 4', 6],
    ['2 * 3.5', 7],
    ['7 / 2', 3.5],
    ['7 % 3', 1],
    ['-7 % 3', -1],
    ['amount * empty', null],
    ['blank * 2', null],
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 2 - 3', 5],
    ['-amount', -120],
    ['+tax', 10.5],
    ['-empty', null],
    ['- -2', 2],
    ['1 == 1', true],
    ['tax == 10.5', true],
    ['vip == true', true],
    ['notVip == false', true],
    ["empty == ''", true],
    ['empty == 0', false],
    ["'a' == 'A'", false],
    ['tags == ["a", "b", "c"]', true],
    ['1 != 2', true],
    ['tax != 10.5', false],
    ['1 === 1', true],
    ['tax === 10.5', false],
    ["tax === '10.50'", true],
    ['empty === null', true],
    ['1 !== "1"', true],
    ['2 < 10', true],
    ["'2' < '10'", true],
    ["'b' < 'a'", false],
    ['start < end', true],
    ['amount <= 120', true],
    ['amount > 100', true],
    ['amount >= 121', false],
    ['empty < 1', false],
    ['empty >= 0', false],
    ['tags > 1', false],
    ['true && 1', true],
    ['vip && notVip', false],
    ['notVip || vip', true],
    ['empty || blank', false],
    ['!vip', false],
    ['!notVip', true],
    ['!tags', false],
    ['![]', true],
    ['amount > 100 ? "big" : "small"', 'big'],
    ['amount > 500 ? "big" : amount > 100 ? "mid" : "small"', 'mid'],
    ['empty ? 1 : 2', 2],
    ['[1, 2, amount]', [1, 2, 120]],
    ['[]', []],
    ['TRUE', true],
    ['False', false],
    ['NULL', null],
    ['1.5e2', 150],
    ['.5', 0.5],
    ["'it\\'s'", "it's"],
    ['"line\\n"', 'line\n'],
  ])('%s → %j', (source, expected) => {
    expect(evaluate(source)).toEqual(expected);
  });
});

describe('fields and properties', () => {
  it.each<[string, unknown]>([
    ['amount', 120],
    ['record.amount', 120],
    ['data.amount', 120],
    ["record['amount']", 120],
    ['account.name', 'Globex'],
    ['account.owner.email', 'o@x.io'],
    ["account['name']", 'Globex'],
    ['account.missing', null],
    ['account.missing.deeper', null],
    ['missing', null],
    ['items[0].price', 5],
    ['items[1]["price"]', 7],
    ['items[5]', null],
    ['items[-1]', null],
    ["items['1'].price", 7],
    ['tags.length', 3],
    ['name[0]', 'A'],
    ['name.length', 4],
    ['empty.x', null],
  ])('%s → %j', (source, expected) => {
    expect(evaluate(source)).toEqual(expected);
  });

  it('lists the fields it reads, once each', () => {
    const compiled = compileExpression(
      'amount + record.tax + data["qty"] + amount + account.name + items[qty]',
    );
    expect(expressionReads(compiled)).toEqual(['amount', 'tax', 'qty', 'account', 'items']);
    expect(compiled.source).toContain('amount');
  });

  it('reads no field for a constant', () => {
    expect(expressionReads(compileExpression('ROUND(2.5) + 1'))).toEqual([]);
  });

  it('reads only own properties of plain objects', () => {
    const inherited = Object.create({ secret: 's' }) as Record<string, unknown>;
    class Money {
      cents = 5;
    }
    expect(evaluate('x.secret', { x: { nested: inherited } })).toBeNull();
    expect(() => evaluate('x.nested.secret', { x: { nested: inherited } })).toThrow(
      'an object has no properties',
    );
    expect(() => evaluate('m.cents', { m: new Money() })).toThrow(ExpressionError);
    expect(evaluate('x.toString', { x: {} })).toBeNull();
    expect(evaluate('x.hasOwnProperty', { x: {} })).toBeNull();
    expect(() => evaluate('tags.map')).toThrow(ExpressionError);
    expect(evaluate('toString', {})).toBeNull();
  });

  it('never runs a getter of the scope', () => {
    let called = false;
    const scope = {
      x: Object.defineProperty({}, 'g', {
        get: () => {
          called = true;
          return 1;
        },
        enumerable: true,
      }),
    };
    expect(evaluate('x.g', scope)).toBeNull();
    expect(called).toBe(false);
  });
});

const now = new Date('2024-06-15T21:30:00Z');
const at = (source: string, scope: Record<string, unknown> = record, timeZone?: string) =>
  compileExpression(source)(scope, timeZone ? { now, timeZone } : { now });

describe('functions', () => {
  it.each<[string, unknown]>([
    ['IF(amount > 100, "big", "small")', 'big'],
    ['if(empty, 1, 2)', 2],
    ['IF(empty, 1)', null],
    ['IF(qty == 0, 0, amount / qty)', 40],
    ['IF(true, 1, 1 / 0)', 1],
    ['AND(1, vip, "x")', true],
    ['AND(1, notVip, 1 / 0)', false],
    ['OR(empty, 0, vip)', true],
    ['OR(vip, 1 / 0)', true],
    ['OR(empty)', false],
    ['NOT(vip)', false],
    ['not(empty)', true],
    ['ROUND(2.5)', 3],
    ['ROUND(-2.5)', -3],
    ['ROUND(1.005, 2)', 1.01],
    ['ROUND(1234.5678, 2)', 1234.57],
    ['ROUND(1234, -2)', 1200],
    ['ROUND(1e-7, 2)', 0],
    ['ROUND(tax)', 11],
    ['ROUND(empty)', null],
    ['FLOOR(2.7)', 2],
    ['FLOOR(-2.1)', -3],
    ['FLOOR(2.789, 2)', 2.78],
    ['CEIL(2.1)', 3],
    ['CEIL(-2.7)', -2],
    ['CEIL(2.111, 1)', 2.2],
    ['ABS(-4)', 4],
    ['ABS("-4.5")', 4.5],
    ['ABS(empty)', null],
    ['MIN(3, 1, 2)', 1],
    ['MIN(tags.length, [5, 0.5], empty)', 0.5],
    ['MIN(empty)', null],
    ['MAX(3, "7", 2)', 7],
    ['MAX([1, [9, 2]])', 9],
    ['SUM(1, 2, 3)', 6],
    ['SUM([items[0].price, items[1].price], tax)', 22.5],
    ['SUM(empty)', 0],
    ['AVG(1, 2, 3, 4)', 2.5],
    ['AVG(empty, blank)', null],
    ['LEN("héllo")', 5],
    ['LEN("😀")', 1],
    ['LEN(tags)', 3],
    ['LEN(empty)', 0],
    ['LEN(12345)', 5],
    ['UPPER(name)', 'ACME'],
    ['LOWER("ÄB")', 'äb'],
    ['UPPER(empty)', ''],
    ['TRIM("  x  ")', 'x'],
    ['CONCAT(name, "-", qty, empty, true)', 'Acme-3true'],
    ['CONCAT(tags)', 'a, b, c'],
    ['CONTAINS(name, "cm")', true],
    ['CONTAINS(name, "CM")', false],
    ['CONTAINS(tags, "b")', true],
    ['CONTAINS([1, 2], "2")', true],
    ['CONTAINS(empty, "x")', false],
    ['ISEMPTY(empty)', true],
    ['ISEMPTY(blank)', true],
    ['ISEMPTY("  ")', true],
    ['ISEMPTY([])', true],
    ['ISEMPTY(0)', false],
    ['ISEMPTY(name)', false],
    ['ISEMPTY(missing)', true],
    ['TODAY()', '2024-06-15'],
    ['NOW()', '2024-06-15T21:30:00.000Z'],
    ['YEAR(start)', 2024],
    ['MONTH(start)', 2],
    ['DAY(start)', 27],
    ['YEAR(created)', 2024],
    ['DAY("2024-03-05T10:00")', 5],
    ['DAY("2024-03-05 10:00:00.123456")', 5],
    ['MONTH("2024-03-05T23:30:00+02:00")', 3],
    ['YEAR(empty)', null],
    ['DATEDIFF(start, end)', 4],
    ['DATEDIFF(end, start)', -4],
    ['DATEDIFF("2023-12-31", "2024-12-31")', 366],
    ['DATEDIFF(start, empty)', null],
    ['DATEDIFF(TODAY(), "2024-06-20")', 5],
    ['NUMBER("12.50")', 12.5],
    ['NUMBER(" 7 ")', 7],
    ['NUMBER(true)', 1],
    ['NUMBER(blank)', null],
    ['TEXT(12.5)', '12.5'],
    ['TEXT(empty)', ''],
    ['TEXT(false)', 'false'],
  ])('%s → %j', (source, expected) => {
    expect(at(source)).toEqual(expected);
  });

  it('takes dates where the person is', () => {
    expect(at('TODAY()', record, 'Asia/Dubai')).toBe('2024-06-16');
    expect(at('YEAR(created)', record, 'Asia/Dubai')).toBe(2025);
    expect(at('DAY(start)', record, 'America/New_York')).toBe(27);
    expect(() => at('TODAY()', record, 'Mars/Olympus')).toThrow(ExpressionError);
  });

  it('uses the present when no clock is given', () => {
    const today = compileExpression('TODAY()')({});
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('errors', () => {
  it.each<[string, string, number | undefined]>([
    ['1 +', 'Unexpected end of expression', 3],
    ['(1 + 2', "Expected ')' before the end", 6],
    ['1 2', "Unexpected '2'", 2],
    ['a ? b', "Expected ':' before the end", 5],
    ['"open', 'Unterminated text', 0],
    ["'bad \\q'", 'Unknown escape in text', 5],
    ['1 # 2', "Unexpected character '#'", 2],
    ['a = 1', "Unexpected character '='", 2],
    ['FOO(1)', 'Unknown function FOO', 0],
    ['x.y(1)', 'Only the listed functions can be called', 3],
    ['(a)(1)', 'Only the listed functions can be called', 3],
    ['ROUND()', 'ROUND takes 1 to 2 arguments', 0],
    ['IF(1)', 'IF takes 2 to 3 arguments', 0],
    ['NOT(1, 2)', 'NOT takes 1 argument', 0],
    ['TODAY(1)', 'TODAY takes 0 arguments', 0],
    ['SUM()', 'SUM takes at least 1 argument', 0],
    ['record', 'record must be followed by a field name', 0],
    ['data[amount]', 'data[…] takes a quoted field name', 5],
    ['record.', 'Expected a field name', 7],
    ['a.', 'Expected a property name', 2],
    ['[1, 2', "Expected ']' before the end", 5],
    [')', "Unexpected ')'", 0],
    ['', 'Expression is empty', 0],
    ['   ', 'Expression is empty', 0],
    ['1e999', 'Number out of range', 0],
  ])('%j fails: %s', (source, message, position) => {
    const result = tryCompileExpression(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ExpressionError);
    expect(result.error.message).toBe(position === undefined ? message : `${message} (at ${position + 1})`);
    expect(result.error.position).toBe(position);
  });

  it.each<[string, string]>([
    ['1 / 0', 'Division by zero'],
    ['amount % 0', 'Division by zero'],
    ['1e300 * 1e300', 'Number out of range'],
    ['name * 2', "'Acme' is not a number"],
    ['tags - 1', 'a list is not a number'],
    ['tags + 1', '+ needs numbers or text'],
    ['account + 1', '+ needs numbers or text'],
    ['NUMBER("12abc")', "'12abc' is not a number"],
    ['ROUND(1, 0.5)', 'Digits must be a whole number from -15 to 15'],
    ['YEAR("yesterday")', "'yesterday' is not a date"],
    ['YEAR("2023-02-30")', "'2023-02-30' is not a date"],
    ['TEXT(account)', 'an object cannot be shown as text'],
    ['tags["x"]', 'A list is read by a whole-number index'],
    ['qty.x', '3 has no properties'],
    ['account[tags]', 'A property name must be text or a number'],
  ])('%s throws %s at run time', (source, message) => {
    const compiled = compileExpression(source);
    expect(() => compiled(record)).toThrow(ExpressionError);
    expect(() => compiled(record)).toThrow(message);
  });

  it('gives formula results as the spec words them', () => {
    expect(evaluateFormula(compileExpression('amount * qty'), record)).toEqual({ ok: true, value: 360 });
    const failed = evaluateFormula(compileExpression('amount / 0'), record);
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.message).toBe('Error in evaluating');
    expect(failed.error.message).toContain('Division by zero');
  });

  it('hides on a true condition and never on a failing one', () => {
    expect(isHiddenByCondition(compileExpression('vip == 1'), record)).toBe(true);
    expect(isHiddenByCondition(compileExpression('notVip'), record)).toBe(false);
    expect(isHiddenByCondition(compileExpression('1 / 0'), record)).toBe(false);
  });
});
