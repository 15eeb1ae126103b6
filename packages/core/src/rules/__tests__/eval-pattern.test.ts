import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEvalPattern, parseEvalPattern } from '../eval-pattern';
import { RulePatternError } from '../rule-errors';

const IDS = [1, 2, 3, 4];
const truthOf = (values: readonly boolean[]) => (id: number) => values[id - 1] === true;

describe('parseEvalPattern', () => {
  it.each([
    ['ALL_AND', [true, true, true, true], true],
    ['ALL_AND', [true, false, true, true], false],
    [' all_or ', [false, false, true, false], true],
    ['ALL_OR', [false, false, false, false], false],
    ['(1 AND 2) OR 3', [false, true, true, false], true],
    ['1 AND 2 OR 3', [false, true, true, false], true],
    ['1 AND (2 OR 3)', [false, true, true, false], false],
    ['NOT 1 AND 2', [true, true, false, false], false],
    ['not (1 and 2)', [true, false, false, false], true],
    ['1 OR NOT NOT 2', [false, true, false, false], true],
    ['((((4))))', [false, false, false, true], true],
  ])('%s with %j is %s', (pattern, values, expected) => {
    expect(parseEvalPattern(pattern, IDS).evaluate(truthOf(values))).toBe(expected);
  });

  it('lists the ids a pattern reads, once each', () => {
    expect(parseEvalPattern('(1 AND 2) OR 1 OR 4', IDS).ids).toEqual([1, 2, 4]);
  });

  it.each([
    ['', 'The evaluation pattern is empty.', 1],
    ['1 AND 5', 'The evaluation pattern refers to condition 5, which does not exist.', 7],
    ['1 AND (2 OR 3', 'The evaluation pattern has an unclosed parenthesis at position 7.', 7],
    ['1 AND 2)', 'The evaluation pattern has a closing parenthesis without an opening one at position 8.', 8],
    ['1 AND', 'The evaluation pattern expects a condition number at position 6.', 6],
    ['1 2', 'The evaluation pattern expects AND or OR at position 3.', 3],
    ['1 && 2', "The evaluation pattern has an unexpected character '&' at position 3.", 3],
    ['1 XOR 2', "The evaluation pattern has an unknown word 'XOR' at position 3: use AND, OR and NOT.", 3],
    ['()', 'The evaluation pattern expects a condition number at position 2.', 2],
  ])('%j is refused: %s', (pattern, message, position) => {
    expect(() => parseEvalPattern(pattern, IDS)).toThrow(new RulePatternError(message, position));
    expect(checkEvalPattern(pattern, IDS)).toEqual({ ok: false, message, position });
  });

  it('refuses nesting deeper than it can read', () => {
    const deep = `${'('.repeat(200)}1${')'.repeat(200)}`;
    expect(checkEvalPattern(deep, IDS)).toMatchObject({
      ok: false,
      message: expect.stringContaining('nests too deeply'),
    });
  });

  it('binds one closure per condition into one closure for the group', () => {
    const seen: number[] = [];
    const test = parseEvalPattern('1 OR 2', IDS).bind((id) => (context: number[]) => {
      context.push(id);
      return id === 1;
    });
    expect(test(seen)).toBe(true);
    expect(seen).toEqual([1]);
  });
});

type Node = { ref: number } | { not: Node } | { and: [Node, Node] } | { or: [Node, Node] };

const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 1, max: 4 }).map((ref) => ({ ref })),
    tie('node').map((inner) => ({ not: inner })),
    fc.tuple(tie('node'), tie('node')).map((pair) => ({ and: pair })),
    fc.tuple(tie('node'), tie('node')).map((pair) => ({ or: pair })),
  ),
})).node;

/** The reference: the tree itself, evaluated directly. */
function reference(tree: Node, values: readonly boolean[]): boolean {
  if ('ref' in tree) return values[tree.ref - 1] === true;
  if ('not' in tree) return !reference(tree.not, values);
  if ('and' in tree) return reference(tree.and[0], values) && reference(tree.and[1], values);
  return reference(tree.or[0], values) || reference(tree.or[1], values);
}

/** Written with every sub-expression in parentheses, in a random case. */
function write(tree: Node, upper: boolean): string {
  const word = (text: string) => (upper ? text : text.toLowerCase());
  if ('ref' in tree) return String(tree.ref);
  if ('not' in tree) return `${word('NOT')} (${write(tree.not, upper)})`;
  const [left, right] = 'and' in tree ? tree.and : tree.or;
  return `(${write(left, upper)}) ${word('and' in tree ? 'AND' : 'OR')} (${write(right, !upper)})`;
}

describe('evaluation patterns, property-tested', () => {
  it('never throw anything but RulePatternError, and check agrees with parse', () => {
    const alphabet = fc.constantFrom(...'()0123456789 ANDORNOTandornot_&|!xyz\t-+'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 40 })), (pattern) => {
        let parsed = true;
        try {
          parseEvalPattern(pattern, IDS);
        } catch (error) {
          if (!(error instanceof RulePatternError)) throw error;
          parsed = false;
        }
        expect(checkEvalPattern(pattern, IDS).ok).toBe(parsed);
      }),
      { numRuns: 2000 },
    );
  });

  it('agree with a direct evaluation of the expression they write', () => {
    fc.assert(
      fc.property(
        node,
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (tree, upper, values) => {
          const pattern = parseEvalPattern(write(tree, upper), IDS);
          expect(pattern.evaluate(truthOf(values))).toBe(reference(tree, values));
          expect(pattern.bind((id) => () => values[id - 1] === true)(undefined)).toBe(
            reference(tree, values),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('bind ALL_AND and ALL_OR of one to six conditions to every and some, for every combination', () => {
    for (let count = 1; count <= 6; count += 1) {
      const ids = Array.from({ length: count }, (_, index) => index + 1);
      const and = parseEvalPattern('ALL_AND', ids).bind(
        (id) => (values: boolean[]) => values[id - 1] === true,
      );
      const or = parseEvalPattern('ALL_OR', ids).bind((id) => (values: boolean[]) => values[id - 1] === true);
      for (let mask = 0; mask < 1 << count; mask += 1) {
        const values = ids.map((id) => ((mask >> (id - 1)) & 1) === 1);
        expect([and(values), or(values)]).toEqual([values.every(Boolean), values.some(Boolean)]);
      }
    }
  });

  it('read AND before OR without parentheses', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (values) => {
        const [a, b, c, d] = values;
        const expected = (a && b) || (c && !d);
        expect(parseEvalPattern('1 AND 2 OR 3 AND NOT 4', IDS).evaluate(truthOf(values))).toBe(expected);
      }),
    );
  });
});
