import type { RuleState } from './compiled-rule-set';
import {
  type CompiledCondition,
  type CompiledGroup,
  type CompiledRule,
  type EffectSource,
  ManyValues,
  RuleFrame,
} from './compiled-rules';
import { recordsOf } from './condition-compiler';
import type { EffectKind, EffectListener } from './effects-builder';
import type { RuleActionName, RuleEffects } from './rule-types';
import { toPlain } from './rule-values';

/** The rule trace behind "Why is this hidden?": plain data, safe to send as JSON. */
export interface ConditionTrace {
  id: number;
  operator: string;
  /** The values the operator saw (related values as a list). */
  left: unknown;
  right: unknown;
  result: boolean;
  leftGroup?: GroupTrace;
  rightGroup?: GroupTrace;
  /** `has one`: each related record and how its sub-conditions went. */
  related?: { record: unknown; group: GroupTrace }[];
}

export interface GroupTrace {
  title: string;
  pattern: string;
  passed: boolean;
  conditions: ConditionTrace[];
}

export interface RuleTraceEntry {
  ruleId: number;
  title: string;
  /** Whether the top-level condition held. */
  held: boolean;
  /** Whether it applied actions: it held and had its own actions, or one of its groups passed. */
  fired: boolean;
  condition: GroupTrace;
  groups: (GroupTrace & { index: number })[];
}

export interface FieldCause {
  ruleId: number;
  ruleTitle: string;
  /** The nested group whose action it was, or null for the rule's own actions. */
  group: number | null;
  actionId: number;
  action: RuleActionName;
}

export type FieldTrace = Record<EffectKind, FieldCause[]>;

export interface RuleTrace {
  rules: RuleTraceEntry[];
  /** Per field (or `@layout`): which rules and actions hid, showed, required, … it. */
  fields: Record<string, FieldTrace>;
  effects: RuleEffects;
}

function traceCondition(condition: CompiledCondition, frame: RuleFrame): ConditionTrace {
  const left = condition.readLeft(frame);
  const trace: ConditionTrace = {
    id: condition.id,
    operator: condition.operator,
    left: toPlain(left instanceof ManyValues ? left.values : left),
    right: toPlain(condition.readRight(frame)),
    result: condition.test(frame),
  };
  if (condition.nestedLeft) trace.leftGroup = traceGroup(condition.nestedLeft, frame);
  if (condition.nestedRight) trace.rightGroup = traceGroup(condition.nestedRight, frame);
  const { sub } = condition;
  if (sub) {
    trace.related = recordsOf(left).map((record) => {
      const row = new RuleFrame();
      row.record = record;
      row.user = frame.user;
      row.zone = frame.zone;
      return { record: toPlain(record), group: traceGroup(sub, row) };
    });
  }
  return trace;
}

function traceGroup(group: CompiledGroup, frame: RuleFrame): GroupTrace {
  return {
    title: group.title,
    pattern: group.pattern,
    passed: group.test(frame),
    conditions: group.conditions.map((condition) => traceCondition(condition, frame)),
  };
}

function emptyFieldTrace(): FieldTrace {
  return { hidden: [], shown: [], required: [], readOnly: [], filled: [], restricted: [], warned: [] };
}

export function traceRules(
  rules: readonly CompiledRule[],
  frame: RuleFrame,
  state: RuleState,
  assemble: (listener: EffectListener) => RuleEffects,
): RuleTrace {
  const fields: Record<string, FieldTrace> = {};
  const effects = assemble((field, kind, source: EffectSource) => {
    const entry = fields[field] ?? emptyFieldTrace();
    fields[field] = entry;
    entry[kind].push({
      ruleId: source.rule.id,
      ruleTitle: source.rule.title,
      group: source.group < 0 ? null : source.group,
      actionId: source.action.id,
      action: source.action.name,
    });
  });
  const entries = rules.map((rule, index): RuleTraceEntry => {
    const held = state.held[index] === 1;
    // A group passes only under a top-level condition that held (spec 001 §4.2).
    const groups = rule.groups.map((group, groupIndex) => ({
      index: groupIndex,
      ...traceGroup(group.group, frame),
      passed: state.passed[rule.groupOffset + groupIndex] === 1,
    }));
    const fired =
      held && (groups.length === 0 ? rule.sources.length > 0 : groups.some((group) => group.passed));
    return {
      ruleId: rule.id,
      title: rule.title,
      held,
      fired,
      condition: traceGroup(rule.top, frame),
      groups,
    };
  });
  return { rules: entries, fields, effects };
}
