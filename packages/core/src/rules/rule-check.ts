import type { RuleCompileContext } from './compile-state';
import type { CompiledRule } from './compiled-rules';
import { buildRuleSet } from './rule-compiler';
import type { RuleIssue } from './rule-errors';
import type { Condition, ConditionGroup, Rule } from './rule-types';
import { valueKey } from './rule-values';

/**
 * Everything wrong with a rule set, without throwing: the errors compileRules would throw (the server
 * answers 422 with them) and warnings the rule editor shows: groups that can never pass, actions on
 * fields the form does not have, and SET_VALUE cycles.
 */
export function checkRules(rules: unknown, context: RuleCompileContext): RuleIssue[] {
  const build = buildRuleSet(rules, context);
  const issues = [...build.issues];
  if (!build.rules || !build.compiled) return issues;
  build.rules.forEach((rule) => {
    issues.push(...contradictions(rule.condition, 'condition', rule.id));
    rule.groups.forEach((group, index) => {
      issues.push(...contradictions(group, `groups[${index}]`, rule.id));
    });
    if (context.formFields) missingTargets(rule, new Set(context.formFields), issues);
  });
  issues.push(...valueCycles(build.compiled.rules, build.compiled.targets));
  return issues;
}

function attributeKeyOf(condition: Condition): string | undefined {
  const left = condition.operandLeft;
  if (left.type !== 'ATTRIBUTE') return undefined;
  const hops = (left.data.relatedObject ?? []).map((hop) => hop.relationName);
  return [left.data.key, ...hops, left.data.attributeName].join('.');
}

function constantKeyOf(condition: Condition): string | undefined {
  const right = condition.operandRight;
  if (right?.type !== 'CONSTANTS' || Array.isArray(right.data.input)) return undefined;
  return condition.operator === 'equals' ? String(Number(right.data.input)) : valueKey(right.data.input);
}

/** In an ALL_AND group, one attribute cannot equal two constants, nor be empty and not empty. */
function contradictions(group: ConditionGroup, path: string, ruleId: number): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (group.evalPattern.trim().toUpperCase() !== 'ALL_AND') return issues;
  const equal = new Map<string, { id: number; value: string }>();
  const emptiness = new Map<string, { id: number; empty: boolean }>();
  const warn = (first: number, second: number, attribute: string): void => {
    issues.push({
      ruleId,
      path: `${path}.conditions`,
      message: `Conditions ${first} and ${second} contradict each other on '${attribute}': the group is never true.`,
      severity: 'warning',
    });
  };
  for (const condition of group.conditions) {
    const attribute = attributeKeyOf(condition);
    if (!attribute) continue;
    const name = attribute.split('.').pop() ?? attribute;
    if (condition.operator === 'is' || condition.operator === 'equals') {
      const value = constantKeyOf(condition);
      if (value === undefined) continue;
      const earlier = equal.get(attribute);
      if (earlier && earlier.value !== value) warn(earlier.id, condition.id, name);
      else equal.set(attribute, { id: condition.id, value });
      const empty = emptiness.get(attribute);
      if (empty?.empty) warn(empty.id, condition.id, name);
    } else if (condition.operator === 'isEmpty' || condition.operator === 'isNotEmpty') {
      const empty = condition.operator === 'isEmpty';
      const earlier = emptiness.get(attribute);
      if (earlier && earlier.empty !== empty) warn(earlier.id, condition.id, name);
      else emptiness.set(attribute, { id: condition.id, empty });
      const value = equal.get(attribute);
      if (empty && value) warn(value.id, condition.id, name);
    }
  }
  return issues;
}

function missingTargets(rule: Rule, fields: ReadonlySet<string>, issues: RuleIssue[]): void {
  const check = (actions: Rule['actions'], path: string): void => {
    actions.forEach((action, index) => {
      const targets =
        action.name === 'HIDE_LAYOUT' && action.data.layoutPath
          ? [action.data.layoutPath]
          : action.data.resource;
      for (const target of targets) {
        if (target.startsWith('@') || fields.has(target)) continue;
        issues.push({
          ruleId: rule.id,
          path: `${path}[${index}].data.resource`,
          message: `The action ${action.name} targets the field '${target}', which is not on the form.`,
          severity: 'warning',
        });
      }
    });
  };
  check(rule.actions, 'actions');
  rule.groups.forEach((group, index) => {
    check(group.actions, `groups[${index}].actions`);
  });
}

function writesOf(rule: CompiledRule, targets: readonly string[]): string[] {
  const sources = [...rule.sources, ...rule.groups.flatMap((group) => group.sources)];
  const writes = sources
    .filter(({ action }) => action.name === 'SET_VALUE' || action.name === 'SET_OPTIONS')
    .flatMap(({ action }) => action.targets.map((target) => targets[target] ?? ''));
  return [...new Set(writes)];
}

interface Step {
  rule: number;
  /** The field this rule set that the next rule reads. */
  field: string;
}

/** The shortest way from a rule back to itself through "sets a field the next one reads", if any. */
function cycleFrom(start: number, next: readonly Step[][]): Step[] | undefined {
  const cameFrom = new Map<number, Step>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const current = queue[head] ?? start;
    for (const step of next[current] ?? []) {
      if (step.rule === start) {
        const path: Step[] = [{ rule: current, field: step.field }];
        let back = current;
        while (back !== start) {
          const previous = cameFrom.get(back);
          if (!previous) break;
          path.unshift(previous);
          back = previous.rule;
        }
        return path;
      }
      if (!cameFrom.has(step.rule) && step.rule !== start) {
        cameFrom.set(step.rule, { rule: current, field: step.field });
        queue.push(step.rule);
      }
    }
  }
  return undefined;
}

/** Rules that set values other rules read, round in a circle: the form would never settle. */
function valueCycles(rules: readonly CompiledRule[], targets: readonly string[]): RuleIssue[] {
  const readersOf = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    for (const field of rule.reads) readersOf.set(field, [...(readersOf.get(field) ?? []), index]);
  });
  const next = rules.map((rule) =>
    writesOf(rule, targets).flatMap((field) =>
      (readersOf.get(field) ?? []).map((reader) => ({ rule: reader, field })),
    ),
  );
  const issues: RuleIssue[] = [];
  const reported = new Set<string>();
  rules.forEach((rule, index) => {
    const cycle = cycleFrom(index, next);
    if (!cycle) return;
    const key = cycle
      .map((step) => step.rule)
      .sort((a, b) => a - b)
      .join(',');
    if (reported.has(key)) return;
    reported.add(key);
    const idOf = (step: Step): number => rules[step.rule]?.id ?? 0;
    const story = cycle
      .map((step, position) => {
        const reader = cycle[(position + 1) % cycle.length] ?? step;
        return `rule ${idOf(step)} sets '${step.field}', which rule ${idOf(reader)} reads`;
      })
      .join('; ');
    issues.push({
      ruleId: rule.id,
      path: 'actions',
      message: `The rules set values in a cycle (${story}): the form may never settle.`,
      severity: 'warning',
    });
  });
  return issues;
}
