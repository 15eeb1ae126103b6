import { describe, expect, it } from 'vitest';
import type { RuleAttribute, RuleCompileContext } from '../compile-state';
import actions from '../conformance/actions.json';
import choice from '../conformance/choice.json';
import collection from '../conformance/collection.json';
import date from '../conformance/date.json';
import datetime from '../conformance/datetime.json';
import email from '../conformance/email.json';
import errors from '../conformance/errors.json';
import groups from '../conformance/groups.json';
import multi from '../conformance/multi.json';
import number from '../conformance/number.json';
import patterns from '../conformance/patterns.json';
import phone from '../conformance/phone.json';
import text from '../conformance/text.json';
import { checkRules } from '../rule-check';
import { compileRules } from '../rule-compiler';
import { RuleCompileError } from '../rule-errors';
import { createRuleSession } from '../rule-session';
import { type RuleEffects, type RuleUser, ruleSetSchema } from '../rule-types';

/**
 * The rule semantics as data (conformance/*.json): each case is `{description, rules, record, user,
 * expected}`, `expected` being the RuleEffects keys it checks, or `{error}`: a message compileRules
 * and checkRules must give. A case may carry `related` (relations and context values) and `context`
 * (the attributes); without one, the attributes are those the rules' operands name.
 */
interface ConformanceCase {
  description: string;
  rules: unknown;
  record: Record<string, unknown>;
  user: RuleUser;
  related?: Record<string, unknown>;
  context?: RuleCompileContext;
  expected: Partial<RuleEffects> & { error?: string };
}

const FILES: Record<string, unknown[]> = {
  actions,
  choice,
  collection,
  date,
  datetime,
  email,
  errors,
  groups,
  multi,
  number,
  patterns,
  phone,
  text,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The record's attributes as the rules name them: every ATTRIBUTE operand outside `has one` rows. */
function attributesOf(value: unknown, into: Map<string, RuleAttribute>): Map<string, RuleAttribute> {
  if (Array.isArray(value)) for (const entry of value) attributesOf(entry, into);
  else if (isObject(value)) {
    const data = value.data;
    if (value.type === 'ATTRIBUTE' && isObject(data) && !data.relatedObject && data.key === 'record') {
      into.set(String(data.attributeName), {
        name: String(data.attributeName),
        type: String(data.attributeType),
      });
    }
    const source = isObject(value.setOptions) ? value.setOptions.sourceAttribute : undefined;
    if (typeof source === 'string') into.set(source, { name: source, type: 'singleSelect' });
    for (const [key, entry] of Object.entries(value)) if (key !== 'subConditions') attributesOf(entry, into);
  }
  return into;
}

function contextOf(testCase: ConformanceCase): RuleCompileContext {
  return testCase.context ?? { attributes: [...attributesOf(testCase.rules, new Map()).values()] };
}

const cases = Object.entries(FILES).flatMap(([file, list]) =>
  (list as ConformanceCase[]).map((testCase) => ({ file, ...testCase })),
);

describe('rule conformance suite', () => {
  it('has at least 500 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
  });

  describe.each(Object.keys(FILES))('%s', (file) => {
    it.each(
      cases
        .filter((testCase) => testCase.file === file)
        .map((testCase) => [testCase.description, testCase] as const),
    )('%s', (_description, testCase) => {
      const context = contextOf(testCase);
      const { error } = testCase.expected;
      if (error !== undefined) {
        const messages = checkRules(testCase.rules, context)
          .filter((issue) => issue.severity === 'error')
          .map((issue) => issue.message);
        expect(
          messages.some((message) => message.startsWith(error)),
          messages.join('\n'),
        ).toBe(true);
        // Rules not even shaped like rules are refused by the schema before they could be compiled.
        const parsed = ruleSetSchema.safeParse(testCase.rules);
        if (parsed.success) expect(() => compileRules(parsed.data, context)).toThrow(RuleCompileError);
        return;
      }
      const compiled = compileRules(ruleSetSchema.parse(testCase.rules), context);
      const effects = compiled.evaluate(testCase.record, testCase.user, testCase.related);
      for (const [key, value] of Object.entries(testCase.expected)) {
        expect(effects[key as keyof RuleEffects], key).toEqual(value);
      }
      // The same answer from a session and from the trace, and a trace that survives JSON.
      const session = createRuleSession(compiled, testCase.user);
      expect(session.evaluate(testCase.record, testCase.related)).toEqual(effects);
      const trace = compiled.trace(testCase.record, testCase.user, testCase.related);
      expect(trace.effects).toEqual(effects);
      expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
    });
  });
});
