import type { RuleAction } from '@atrium/core';
import { LogicEngine } from 'json-logic-engine';
import { Engine, type NestedCondition, type TopLevelCondition } from 'json-rules-engine';
import type { BenchCondition, BenchGroup, BenchRule } from './forms-rules-fixture';
import { isComparison, JSON_LOGIC_COMPARISONS } from './json-logic-comparisons';

/**
 * The bench's rules in each peer's own format, and the little effects collection each peer needs so
 * that every engine does the same job as Atrium's evaluate(): decide which groups fire, then turn
 * their actions into hidden / required / read-only fields and values, de-duplicated by id and target.
 */
export interface PeerEffects {
  hidden: Set<string>;
  shown: Set<string>;
  required: Set<string>;
  readOnly: Set<string>;
  values: Record<string, unknown>;
}

/** `rule:group` of every group that fired (-1: the rule's own actions). */
export type FiredKeys = string[];

export function collectEffects(fired: readonly (readonly RuleAction[])[]): PeerEffects {
  const effects: PeerEffects = {
    hidden: new Set(),
    shown: new Set(),
    required: new Set(),
    readOnly: new Set(),
    values: {},
  };
  const seen = new Set<string>();
  for (const actions of fired) {
    for (const action of actions) {
      for (const target of action.data.resource) {
        const key = `${action.id}:${target}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (action.name === 'HIDE_FIELD') effects.hidden.add(target);
        else if (action.name === 'SHOW_FIELD') effects.shown.add(target);
        else if (action.name === 'MAKE_REQUIRED') effects.required.add(target);
        else if (action.name === 'READONLY_FIELD') effects.readOnly.add(target);
        else if (action.name === 'SET_VALUE') effects.values[target] = action.data.setValue;
      }
    }
  }
  return effects;
}

type Logic = Record<string, unknown>;

function logicCondition(condition: BenchCondition): Logic {
  const variable = { var: condition.field.name };
  const { value, operator } = condition;
  if (isComparison(operator)) return { [JSON_LOGIC_COMPARISONS[operator]]: [variable, value] };
  switch (operator) {
    case 'is':
      return { '==': [variable, value] };
    case 'contains':
      return { in: [value, variable] };
    case 'isEmpty':
      return { '!': variable };
    case 'in':
      return { in: [variable, value] };
    case 'oneOf':
      return { some: [variable, { in: [{ var: '' }, value] }] };
  }
}

function logicGroup(group: BenchGroup): Logic {
  const parts = group.conditions.map(logicCondition);
  if (group.pattern === 'and') return { and: parts };
  if (group.pattern === 'or') return { or: parts };
  return { or: [{ and: parts.slice(0, 2) }, parts[2]] };
}

type Evaluate = (data: Record<string, unknown>) => unknown;

interface LogicRule {
  id: number;
  top: Evaluate;
  topActions: RuleAction[];
  groups: { test: Evaluate; actions: RuleAction[] }[];
}

/** json-logic-engine, interpreted (`run`) or compiled (`build`, which generates code with new Function). */
export function jsonLogicEvaluator(rules: readonly BenchRule[], compiled: boolean) {
  const engine = new LogicEngine();
  const prepare = (logic: Logic): Evaluate => {
    if (compiled) {
      const built = engine.build(logic) as (data: Record<string, unknown>) => unknown;
      return (data) => built(data);
    }
    return (data) => engine.run(logic, data);
  };
  const logicRules: LogicRule[] = rules.map((rule) => ({
    id: rule.id,
    top: prepare(logicGroup(rule.top)),
    topActions: rule.top.actions,
    groups: rule.groups.map((group) => ({ test: prepare(logicGroup(group)), actions: group.actions })),
  }));
  return (record: Record<string, unknown>, fired?: FiredKeys): PeerEffects => {
    const actions: RuleAction[][] = [];
    for (const rule of logicRules) {
      if (!engine.truthy(rule.top(record))) continue;
      if (rule.groups.length === 0) {
        actions.push(rule.topActions);
        fired?.push(`${rule.id}:-1`);
      }
      rule.groups.forEach((group, index) => {
        if (!engine.truthy(group.test(record))) return;
        actions.push(group.actions);
        fired?.push(`${rule.id}:${index}`);
      });
    }
    return collectEffects(actions);
  };
}

const RULES_OPERATOR: Record<string, string> = {
  equals: 'equal',
  is: 'equal',
  notEquals: 'notEqual',
  lessThan: 'lessThan',
  lessThanOrEqual: 'lessThanInclusive',
  greaterThan: 'greaterThan',
  greaterThanOrEqual: 'greaterThanInclusive',
  contains: 'textContains',
  isEmpty: 'isEmpty',
  in: 'in',
  oneOf: 'overlaps',
};

function rulesCondition(condition: BenchCondition): NestedCondition {
  return {
    fact: condition.field.name,
    operator: RULES_OPERATOR[condition.operator] ?? 'equal',
    value: condition.value ?? true,
  };
}

function rulesGroup(group: BenchGroup): TopLevelCondition {
  const parts = group.conditions.map(rulesCondition);
  if (group.pattern === 'and') return { all: parts };
  if (group.pattern === 'or') return { any: parts };
  const [first, second, third] = parts;
  if (!first || !second || !third) throw new Error('a (1 AND 2) OR 3 group needs three conditions');
  return { any: [{ all: [first, second] }, third] };
}

/** json-rules-engine: one rule per group, sharing the top-level condition by name. */
export function jsonRulesEvaluator(rules: readonly BenchRule[]) {
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addOperator(
    'textContains',
    (fact: unknown, value: unknown) => typeof fact === 'string' && fact.includes(String(value)),
  );
  engine.addOperator(
    'isEmpty',
    (fact: unknown) =>
      fact === null || fact === undefined || fact === '' || (Array.isArray(fact) && fact.length === 0),
  );
  engine.addOperator(
    'overlaps',
    (fact: unknown, value: unknown) =>
      Array.isArray(fact) && Array.isArray(value) && fact.some((entry) => value.includes(entry)),
  );
  const actionsByKey = new Map<string, RuleAction[]>();
  for (const rule of rules) {
    if (rule.groups.length === 0) {
      actionsByKey.set(`${rule.id}:-1`, rule.top.actions);
      engine.addRule({
        conditions: rulesGroup(rule.top),
        event: { type: 'fire', params: { key: `${rule.id}:-1` } },
      });
      continue;
    }
    engine.setCondition(`top-${rule.id}`, rulesGroup(rule.top));
    rule.groups.forEach((group, index) => {
      const key = `${rule.id}:${index}`;
      actionsByKey.set(key, group.actions);
      engine.addRule({
        conditions: { all: [{ condition: `top-${rule.id}` }, rulesGroup(group)] },
        event: { type: 'fire', params: { key } },
      });
    });
  }
  return async (record: Record<string, unknown>, fired?: FiredKeys): Promise<PeerEffects> => {
    const { events } = await engine.run(record);
    const actions: RuleAction[][] = [];
    for (const event of events) {
      const key = String(event.params?.key);
      actions.push(actionsByKey.get(key) ?? []);
      fired?.push(key);
    }
    return collectEffects(actions);
  };
}
