import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRules } from '../rule-check';
import { compileRules } from '../rule-compiler';
import { createRuleSession } from '../rule-session';
import type { Condition, Rule, RuleAction, RuleActionName } from '../rule-types';

/**
 * Evaluation against a naive reference, and incremental evaluation against full evaluation, on random
 * rule sets over a small form.
 */
type Kind = 'number' | 'text' | 'select' | 'multi';
const FIELDS: { name: string; kind: Kind; type: string }[] = [
  { name: 'n0', kind: 'number', type: 'numberField' },
  { name: 'n1', kind: 'number', type: 'currency' },
  { name: 't0', kind: 'text', type: 'singleLine' },
  { name: 't1', kind: 'text', type: 'multiLine' },
  { name: 's0', kind: 'select', type: 'singleSelect' },
  { name: 'm0', kind: 'multi', type: 'multiSelect' },
];
const CONTEXT = { attributes: FIELDS.map(({ name, type }) => ({ name, type })) };
const VALUES: Record<Kind, unknown[]> = {
  number: [0, 1, 5, -3, 2.5, '5', ' 7 ', '', null, 'abc', undefined],
  text: ['Alpha', 'alpha beta', '', '  ', null, 'BETA', 42, undefined],
  select: ['open', 'Won', '', null, undefined],
  multi: [['a'], ['a', 'B'], [], null, ['c'], undefined],
};
const CONSTANTS: Record<Kind, unknown[]> = {
  number: [0, 1, 5, -3, 2.5, 7],
  text: ['alpha', 'beta', 'ALPHA BETA', '42'],
  select: ['open', 'won', 'lost'],
  multi: [['a'], ['b', 'c'], ['x']],
};
const OPERATORS: Record<Kind, string[]> = {
  number: ['equals', 'notEquals', 'lessThan', 'greaterThanOrEqual', 'isEmpty'],
  text: ['is', 'isNot', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty'],
  select: ['is', 'isNot', 'isEmpty'],
  multi: ['oneOf', 'notAnyOf', 'isEmpty'],
};

interface Spec {
  field: number;
  operator: number;
  constant: number;
}

const spec = fc.record({ field: fc.nat(FIELDS.length - 1), operator: fc.nat(5), constant: fc.nat(5) });
interface GroupSpec {
  conditions: Spec[];
  pattern: 'ALL_AND' | 'ALL_OR' | 'custom';
}

const groupSpec: fc.Arbitrary<GroupSpec> = fc.record({
  conditions: fc.array(spec, { minLength: 1, maxLength: 4 }),
  pattern: fc.constantFrom('ALL_AND', 'ALL_OR', 'custom'),
});

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

function conditionOf(item: Spec, id: number): Condition {
  const field = pick(FIELDS, item.field);
  const operator = pick(OPERATORS[field.kind], item.operator);
  const input = pick(CONSTANTS[field.kind], item.constant) as string | number | string[];
  const dataType = Array.isArray(input) ? 'ARRAY' : typeof input === 'number' ? 'NUMBER' : 'TEXT';
  return {
    id,
    operandLeft: {
      type: 'ATTRIBUTE',
      data: { object: 'x', key: 'record', attributeName: field.name, attributeType: field.type },
    },
    operator: operator as Condition['operator'],
    ...(operator.startsWith('isEmpty') || operator === 'isNotEmpty'
      ? {}
      : { operandRight: { type: 'CONSTANTS', data: { dataType, input } } }),
  };
}

/** A custom pattern that reads every condition: (1 AND 2) OR NOT 3 AND 4 … */
function customPattern(count: number): string {
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  if (count === 1) return 'NOT 1';
  return ids
    .map((id, index) => (index % 3 === 2 ? `NOT ${id}` : String(id)))
    .join(' AND ')
    .replace(' AND ', ' OR ');
}

function ruleOf(id: number, top: GroupSpec, extra: RuleAction[]): Rule {
  const conditions = top.conditions.map((item, index) => conditionOf(item, index + 1));
  const evalPattern = top.pattern === 'custom' ? customPattern(conditions.length) : top.pattern;
  return {
    id,
    title: `Rule ${id}`,
    condition: { title: 'When', evalPattern, conditions },
    groups: [],
    actions: [{ id: id * 100, name: 'SHOW_FIELD', data: { resource: [`fired_${id}`] } }, ...extra],
  };
}

// ---- the naive reference: a direct reading of the spec, independent of the engine ----
const empty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);
const asNumber = (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && /^[-+\d.\s]+$/.test(value)) return Number(value);
  return Number.NaN;
};
const asText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string' || typeof value === 'number'
      ? String(value).toLowerCase()
      : undefined;

function referenceCondition(condition: Condition, record: Record<string, unknown>): boolean {
  const value =
    condition.operandLeft.type === 'ATTRIBUTE' ? record[condition.operandLeft.data.attributeName] : undefined;
  const right = condition.operandRight?.type === 'CONSTANTS' ? condition.operandRight.data.input : undefined;
  const left = asNumber(value);
  const bound = asNumber(right);
  const text = asText(value);
  const constant = typeof right === 'string' || typeof right === 'number' ? String(right).toLowerCase() : '';
  const list = (Array.isArray(right) ? right : []).map((entry) => String(entry).toLowerCase());
  const chosen = (Array.isArray(value) ? value : empty(value) ? [] : [value]).map((entry) =>
    String(entry).toLowerCase(),
  );
  switch (condition.operator) {
    case 'isEmpty':
      return empty(value);
    case 'isNotEmpty':
      return !empty(value);
    case 'equals':
      return Number.isFinite(left) && left === bound;
    case 'notEquals':
      return Number.isFinite(left) && left !== bound;
    case 'lessThan':
      return Number.isFinite(left) && left < bound;
    case 'greaterThanOrEqual':
      return Number.isFinite(left) && left >= bound;
    case 'is':
      return text !== undefined && text === constant;
    case 'isNot':
      return text !== undefined && text !== constant;
    case 'contains':
      return text?.includes(constant) === true;
    case 'startsWith':
      return text?.startsWith(constant) === true;
    case 'oneOf':
      return chosen.some((entry) => list.includes(entry));
    case 'notAnyOf':
      return !chosen.some((entry) => list.includes(entry));
    default:
      throw new Error(`no reference for ${condition.operator}`);
  }
}

function referenceFires(rule: Rule, record: Record<string, unknown>): boolean {
  const results = rule.condition.conditions.map((condition) => referenceCondition(condition, record));
  const pattern = rule.condition.evalPattern;
  if (pattern === 'ALL_AND') return results.every(Boolean);
  if (pattern === 'ALL_OR') return results.some(Boolean);
  // The custom pattern's meaning, by hand: terms joined by AND, the first join an OR.
  const terms = pattern.split(' OR ');
  const term = (text: string) =>
    text
      .split(' AND ')
      .every((part) =>
        part.startsWith('NOT ') ? !results[Number(part.slice(4)) - 1] : results[Number(part) - 1],
      );
  return terms.some(term);
}

/** A value from a pool that holds undefined on purpose (a field missing from the record). */
const valueAt = (kind: Kind, index: number): unknown => VALUES[kind][index % VALUES[kind].length];
const recordOf = (picks: number[]) =>
  Object.fromEntries(
    FIELDS.map((field, index) => [field.name, valueAt(field.kind, picks[index] ?? 0)]).filter(
      ([, value]) => value !== undefined,
    ),
  );
const picks = fc.array(fc.nat(20), { minLength: FIELDS.length, maxLength: FIELDS.length });
const USER = { id: 1, permissions: [] };

describe('rule evaluation, property-tested', () => {
  it('fires exactly the rules a naive reading of the spec fires', () => {
    fc.assert(
      fc.property(fc.array(groupSpec, { minLength: 1, maxLength: 12 }), picks, (groups, values) => {
        const rules = groups.map((group, index) => ruleOf(index + 1, group, []));
        const record = recordOf(values);
        const effects = compileRules(rules, CONTEXT).evaluate(record, USER);
        for (const rule of rules) {
          expect(effects.visibility[`fired_${rule.id}`] === 'shown', `rule ${rule.id}`).toBe(
            referenceFires(rule, record),
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('session.update after any changes equals a full evaluation', () => {
    const actionNames: RuleActionName[] = ['HIDE_FIELD', 'MAKE_REQUIRED', 'READONLY_FIELD', 'SET_VALUE'];
    const extra = fc.array(fc.record({ name: fc.nat(3), target: fc.nat(FIELDS.length - 1) }), {
      maxLength: 2,
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(groupSpec, extra), { minLength: 1, maxLength: 15 }),
        picks,
        fc.array(fc.tuple(fc.nat(FIELDS.length - 1), fc.nat(20)), { minLength: 1, maxLength: 8 }),
        (specs, values, changes) => {
          const rules = specs.map(([group, actions], index) =>
            ruleOf(
              index + 1,
              group,
              actions.map(({ name, target }, position) => ({
                id: (index + 1) * 100 + position + 1,
                name: pick(actionNames, name),
                data: { resource: [pick(FIELDS, target).name], setValue: 'x' },
              })),
            ),
          );
          const compiled = compileRules(rules, CONTEXT);
          const session = createRuleSession(compiled, USER);
          let record = recordOf(values);
          session.evaluate(record);
          for (const [field, value] of changes) {
            const { name, kind } = pick(FIELDS, field);
            record = { ...record, [name]: valueAt(kind, value) };
            expect(session.update(record, [name])).toEqual(compiled.evaluate(record, USER));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('checkRules never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        expect(Array.isArray(checkRules(input, CONTEXT))).toBe(true);
        expect(Array.isArray(checkRules([{ id: 1, condition: input }], CONTEXT))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
