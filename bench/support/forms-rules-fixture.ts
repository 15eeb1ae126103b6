import type { Condition, ConditionGroup, Operand, Rule, RuleAction, RuleAttribute } from '@atrium/core';
import { pick, seededRandom } from './seeded-random';

/**
 * The forms rule-engine bench's input, generated the same way every run (seeded): a 200-field record
 * and 1,000 rules of 1–4 conditions, about a fifth with nested groups. Operators are the ones every
 * peer can express with the same meaning: number comparisons, text equality, substring and emptiness,
 * select membership and multi-select overlap. Text is lower-case so Atrium's case-insensitive
 * comparisons and the peers' exact ones agree.
 */
export type BenchFieldKind = 'number' | 'text' | 'select' | 'multi';

export interface BenchField {
  name: string;
  kind: BenchFieldKind;
}

/** One condition in a neutral form the peers translate from. */
export interface BenchCondition {
  id: number;
  field: BenchField;
  operator:
    | 'equals'
    | 'notEquals'
    | 'lessThan'
    | 'lessThanOrEqual'
    | 'greaterThan'
    | 'greaterThanOrEqual'
    | 'is'
    | 'contains'
    | 'isEmpty'
    | 'in'
    | 'oneOf';
  value: number | string | string[] | undefined;
}

export interface BenchGroup {
  /** 'and', 'or', or `(1 AND 2) OR 3`-style: the conditions of the first two together, or the third. */
  pattern: 'and' | 'or' | 'firstTwoOrThird';
  conditions: BenchCondition[];
  actions: RuleAction[];
}

export interface BenchRule {
  id: number;
  top: BenchGroup;
  groups: BenchGroup[];
}

export interface FormsRulesFixture {
  fields: BenchField[];
  attributes: RuleAttribute[];
  record: Record<string, unknown>;
  rules: BenchRule[];
  atriumRules: Rule[];
}

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
const OPTIONS = Array.from({ length: 10 }, (_, index) => `opt${index}`);
const FIELD_TYPE: Record<BenchFieldKind, string> = {
  number: 'numberField',
  text: 'singleLine',
  select: 'singleSelect',
  multi: 'multiSelect',
};

function fieldsOf(): BenchField[] {
  const kinds: [BenchFieldKind, number][] = [
    ['number', 80],
    ['text', 60],
    ['select', 40],
    ['multi', 20],
  ];
  return kinds.flatMap(([kind, count]) =>
    Array.from({ length: count }, (_, index) => ({ name: `${kind}_${index}`, kind })),
  );
}

function valueFor(next: () => number, kind: BenchFieldKind): unknown {
  // One text or choice in twelve is left empty, so emptiness tests go both ways. Numbers are always
  // set: Atrium's `not equals` is false on an empty number (spec 001 §4.2), the peers' is true.
  if (kind !== 'number' && next() < 1 / 12) return kind === 'multi' ? [] : '';
  switch (kind) {
    case 'number':
      return Math.floor(next() * 1000);
    case 'text':
      return `${pick(next, WORDS)} ${pick(next, WORDS)}`;
    case 'select':
      return pick(next, OPTIONS);
    case 'multi':
      return OPTIONS.filter(() => next() < 0.3);
  }
}

function conditionFor(next: () => number, id: number, field: BenchField): BenchCondition {
  switch (field.kind) {
    case 'number': {
      const operator = pick(next, [
        'equals',
        'notEquals',
        'lessThan',
        'lessThanOrEqual',
        'greaterThan',
        'greaterThanOrEqual',
      ] as const);
      return { id, field, operator, value: Math.floor(next() * 1000) };
    }
    case 'text': {
      const operator = pick(next, ['is', 'contains', 'contains', 'isEmpty'] as const);
      const value =
        operator === 'is'
          ? `${pick(next, WORDS)} ${pick(next, WORDS)}`
          : operator === 'contains'
            ? pick(next, WORDS)
            : undefined;
      return { id, field, operator, value };
    }
    case 'select': {
      const operator = pick(next, ['is', 'in'] as const);
      const value = operator === 'is' ? pick(next, OPTIONS) : OPTIONS.filter(() => next() < 0.4);
      return { id, field, operator, value };
    }
    case 'multi':
      return { id, field, operator: 'oneOf', value: OPTIONS.filter(() => next() < 0.25) };
  }
}

function actionsFor(next: () => number, fields: readonly BenchField[], firstId: number): RuleAction[] {
  const count = 1 + Math.floor(next() * 2);
  return Array.from({ length: count }, (_, index): RuleAction => {
    const name = pick(next, [
      'HIDE_FIELD',
      'SHOW_FIELD',
      'MAKE_REQUIRED',
      'READONLY_FIELD',
      'SET_VALUE',
    ] as const);
    const target = pick(next, fields).name;
    const data = name === 'SET_VALUE' ? { resource: [target], setValue: 'set' } : { resource: [target] };
    return { id: firstId + index, name, data };
  });
}

function groupFor(next: () => number, fields: readonly BenchField[], actionId: number): BenchGroup {
  const count = 1 + Math.floor(next() * 4);
  const conditions = Array.from({ length: count }, (_, index) =>
    conditionFor(next, index + 1, pick(next, fields)),
  );
  const pattern = count >= 3 && next() < 0.3 ? 'firstTwoOrThird' : next() < 0.7 ? 'and' : 'or';
  return { pattern, conditions, actions: actionsFor(next, fields, actionId) };
}

function operand(condition: BenchCondition): Operand | undefined {
  const { value } = condition;
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return { type: 'CONSTANTS', data: { dataType: 'ARRAY', input: value } };
  return typeof value === 'number'
    ? { type: 'CONSTANTS', data: { dataType: 'NUMBER', input: value } }
    : { type: 'CONSTANTS', data: { dataType: 'TEXT', input: value } };
}

function atriumCondition(condition: BenchCondition): Condition {
  const { field } = condition;
  // Select membership is `is` against a list; multi-select overlap is `one of`.
  const operator = condition.operator === 'in' ? 'is' : condition.operator;
  const right = operand(condition);
  return {
    id: condition.id,
    operandLeft: {
      type: 'ATTRIBUTE',
      data: {
        object: 'bench',
        key: 'record',
        attributeName: field.name,
        attributeType: FIELD_TYPE[field.kind],
      },
    },
    operator,
    ...(right ? { operandRight: right } : {}),
  };
}

const PATTERN: Record<BenchGroup['pattern'], string> = {
  and: 'ALL_AND',
  or: 'ALL_OR',
  firstTwoOrThird: '(1 AND 2) OR 3',
};

function atriumGroup(group: BenchGroup, title: string): ConditionGroup {
  return { title, evalPattern: PATTERN[group.pattern], conditions: group.conditions.map(atriumCondition) };
}

export function formsRulesFixture(ruleCount = 1000, seed = 20_240_915): FormsRulesFixture {
  const next = seededRandom(seed);
  const fields = fieldsOf();
  const record = Object.fromEntries(fields.map((field) => [field.name, valueFor(next, field.kind)]));
  let actionId = 1;
  const rules = Array.from({ length: ruleCount }, (_, index): BenchRule => {
    const nested = next() < 0.2;
    const top = groupFor(next, fields, actionId);
    actionId += 10;
    const groups = nested
      ? Array.from({ length: 1 + Math.floor(next() * 2) }, () => {
          const group = groupFor(next, fields, actionId);
          actionId += 10;
          return group;
        })
      : [];
    return { id: index + 1, top: nested ? { ...top, actions: [] } : top, groups };
  });
  const atriumRules = rules.map(
    (rule): Rule => ({
      id: rule.id,
      title: `Rule ${rule.id}`,
      condition: atriumGroup(rule.top, 'Top'),
      groups: rule.groups.map((group, index) => ({
        ...atriumGroup(group, `Group ${index + 1}`),
        actions: group.actions,
      })),
      actions: rule.top.actions,
    }),
  );
  const attributes = fields.map((field) => ({ name: field.name, type: FIELD_TYPE[field.kind] }));
  return { fields, attributes, record, rules, atriumRules };
}
