import type { OperatorFamily } from './rule-operators';
import type { RuleActionName, RuleUser } from './rule-types';

/** The evaluation's state, one per evaluation (and one reused per `has one` condition for its rows). */
export class RuleFrame {
  record: Readonly<Record<string, unknown>> = {};
  related: Readonly<Record<string, unknown>> | undefined = undefined;
  user: RuleUser = { id: 0, permissions: [] };
  /** The user's zone, resolved once (UTC when unknown). */
  zone = 'UTC';
  /** The top-level record's values, one slot per attribute the rules read, loaded before the rules run. */
  values: unknown[] = [];
}

export type FrameTest = (frame: RuleFrame) => boolean;
export type FrameReader = (frame: RuleFrame) => unknown;

/** A chain through a to-many relation gives several values; a condition holds when one of them does. */
export class ManyValues {
  constructor(readonly values: readonly unknown[]) {}
}

export interface CompiledCondition {
  id: number;
  operator: string;
  family: OperatorFamily;
  test: FrameTest;
  /** Raw operand values, for the trace. */
  readLeft: FrameReader;
  readRight: FrameReader;
  /** CONDITION operands and `has one` sub-conditions, for the trace. */
  nestedLeft?: CompiledGroup;
  nestedRight?: CompiledGroup;
  sub?: CompiledGroup;
}

export interface CompiledGroup {
  title: string;
  pattern: string;
  conditions: CompiledCondition[];
  test: FrameTest;
}

export interface CompiledAction {
  id: number;
  name: RuleActionName;
  /** Indices into the rule set's target table (field names, and `@layout` names). */
  targets: number[];
  /** One de-duplication slot per target: the same action id on the same target applies once. */
  dedupSlots: number[];
  value: unknown;
  message: string;
  /** SET_OPTIONS: the source attribute and, per source option, the options kept. */
  optionSource: string;
  optionMap: ReadonlyMap<string, readonly string[]> | undefined;
}

/** An action as applied by one rule (or one of its groups): made at compile time, not per evaluation. */
export interface EffectSource {
  rule: CompiledRule;
  /** Index of the nested group whose action this is, or -1 for the rule's own actions. */
  group: number;
  action: CompiledAction;
}

export interface CompiledRuleGroup {
  group: CompiledGroup;
  sources: EffectSource[];
}

export interface CompiledRule {
  id: number;
  title: string;
  top: CompiledGroup;
  groups: CompiledRuleGroup[];
  /** The rule's own actions, applied when it holds and has no nested groups. */
  sources: EffectSource[];
  /** Offset of this rule's groups in the rule set's group-state array. */
  groupOffset: number;
  /** Record keys the rule reads (attributes, first relation hops, context keys). */
  reads: string[];
}
