import { z } from '../api/zod';
import { RULE_OPERATORS, type RuleOperatorName } from './rule-operators';

/**
 * The rule entities of spec 001 §3.1. A rule set is stored as JSON (the `rules` table) and evaluated
 * by the same compiled engine in the browser and on the server.
 */

/** One hop from the record to a related record: the relationship's lower-case name. */
export const relatedObjectHopSchema = z.object({
  object: z.string().min(1).max(80),
  relationName: z.string().min(1).max(80),
});
export type RelatedObjectHop = z.infer<typeof relatedObjectHopSchema>;

export const attributeOperandSchema = z.object({
  type: z.literal('ATTRIBUTE'),
  data: z.object({
    object: z.string().min(1).max(80),
    /** Where the value comes from: the record (default) or another named context value. */
    key: z.string().min(1).max(80).default('record'),
    attributeId: z.number().int().optional(),
    attributeName: z.string().min(1).max(80),
    attributeType: z.string().min(1).max(60),
    /** Related-object chain followed from the record before reading the attribute. */
    relatedObject: z.array(relatedObjectHopSchema).max(5).optional(),
  }),
});

export const CONSTANT_DATA_TYPES = ['TEXT', 'NUMBER', 'EMAIL', 'ARRAY'] as const;
export type ConstantDataType = (typeof CONSTANT_DATA_TYPES)[number];

export const constantOperandSchema = z.object({
  type: z.literal('CONSTANTS'),
  data: z.object({
    dataType: z.enum(CONSTANT_DATA_TYPES),
    input: z.union([
      z.string().max(2000),
      z.number(),
      z.array(z.union([z.string().max(500), z.number()])).max(500),
    ]),
  }),
});

/**
 * The current user: the operand's value is the user's profile id; with `permission` set it is
 * whether the user holds that permission ('1' or '0').
 */
export const permissionOperandSchema = z.object({
  type: z.literal('PERMISSION'),
  data: z.object({ permission: z.string().min(1).max(120).optional() }).default({}),
});

export const OPERAND_TYPES = ['ATTRIBUTE', 'CONSTANTS', 'CONDITION', 'PERMISSION'] as const;
export type OperandType = (typeof OPERAND_TYPES)[number];

export const EVAL_PATTERN_PRESETS = ['ALL_AND', 'ALL_OR'] as const;
/** ALL_AND, ALL_OR, or a custom pattern of numbered references such as `(1 AND 2) OR 3`. */
export const evalPatternSchema = z.string().min(1).max(500);

export const RULE_ACTION_NAMES = [
  'SHOW_FIELD',
  'HIDE_FIELD',
  'HIDE_LAYOUT',
  'MAKE_REQUIRED',
  'SET_VALUE',
  'SET_OPTIONS',
  'SHOW_WARNING',
  'READONLY_FIELDS',
  'READONLY_FIELD',
] as const;
export type RuleActionName = (typeof RULE_ACTION_NAMES)[number];

/** Set Options: for each option of the source attribute, the options the target keeps. */
export const setOptionsSchema = z.object({
  sourceAttribute: z.string().min(1).max(80),
  mapping: z.record(z.string().max(200), z.array(z.string().max(200)).max(500)),
});
export type SetOptions = z.infer<typeof setOptionsSchema>;

export const ruleActionSchema = z.object({
  id: z.number().int(),
  name: z.enum(RULE_ACTION_NAMES),
  data: z.object({
    /** Target attribute names (one for the single-field actions, several for READONLY_FIELDS). */
    resource: z.array(z.string().min(1).max(80)).max(500).default([]),
    setValue: z.union([z.string().max(32000), z.number(), z.boolean(), z.null()]).optional(),
    /** HIDE_LAYOUT: `@{layoutNodeId}` names a layout node, otherwise a field id. */
    layoutPath: z.string().max(200).optional(),
    setOptions: setOptionsSchema.optional(),
    /** SHOW_WARNING: the message shown (validation kind). */
    message: z.string().max(500).optional(),
  }),
});
export type RuleAction = z.infer<typeof ruleActionSchema>;

export type AttributeOperand = z.infer<typeof attributeOperandSchema>;
export type ConstantOperand = z.infer<typeof constantOperandSchema>;
export type PermissionOperand = z.infer<typeof permissionOperandSchema>;

export interface ConditionOperand {
  type: 'CONDITION';
  data: ConditionGroup;
}

export type Operand = AttributeOperand | ConstantOperand | PermissionOperand | ConditionOperand;

export interface Condition {
  /** The number a custom evaluation pattern refers to. */
  id: number;
  operandLeft: Operand;
  operator: RuleOperatorName;
  /** Absent for the unary operators (is empty, is not empty). */
  operandRight?: Operand;
  /** `has one` on a related list: the sub-conditions one related record must meet. */
  subConditions?: ConditionGroup;
}

export interface ConditionGroup {
  title: string;
  conditions: Condition[];
  evalPattern: string;
  /** How many conditions may be added (-1 unlimited). */
  limit?: number;
}

/** A nested group of a rule with the actions it applies when it passes. */
export interface RuleGroup extends ConditionGroup {
  actions: RuleAction[];
}

export interface Rule {
  id: number;
  title: string;
  /** The top-level condition, which must hold. */
  condition: ConditionGroup;
  /**
   * Nested groups, checked once the top-level condition holds: each passes by its own evalPattern
   * (ALL_AND: none of its conditions is false; ALL_OR: one is true) and contributes its actions.
   */
  groups: RuleGroup[];
  /** Applied when the rule holds and has no nested groups (with nested groups, only theirs apply). */
  actions: RuleAction[];
}

export const conditionGroupSchema: z.ZodType<ConditionGroup> = z.lazy(() =>
  z.object({
    title: z.string().max(200).default('Untitled Condition'),
    conditions: z.array(conditionSchema).max(200),
    evalPattern: evalPatternSchema.default('ALL_AND'),
    limit: z.number().int().min(-1).optional(),
  }),
);

export const operandSchema: z.ZodType<Operand> = z.lazy(() =>
  z.discriminatedUnion('type', [
    attributeOperandSchema,
    constantOperandSchema,
    permissionOperandSchema,
    z.object({ type: z.literal('CONDITION'), data: conditionGroupSchema }),
  ]),
);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.object({
    id: z.number().int().min(1),
    operandLeft: operandSchema,
    operator: z.enum(RULE_OPERATORS as [RuleOperatorName, ...RuleOperatorName[]]),
    operandRight: operandSchema.optional(),
    subConditions: conditionGroupSchema.optional(),
  }),
);

export const ruleGroupSchema: z.ZodType<RuleGroup> = z.lazy(() =>
  z.object({
    title: z.string().max(200).default('Untitled Condition'),
    conditions: z.array(conditionSchema).max(200),
    evalPattern: evalPatternSchema.default('ALL_AND'),
    limit: z.number().int().min(-1).optional(),
    actions: z.array(ruleActionSchema).max(200),
  }),
);

export const ruleSchema: z.ZodType<Rule> = z.object({
  id: z.number().int(),
  title: z.string().max(200).default('Untitled Condition'),
  condition: conditionGroupSchema,
  groups: z.array(ruleGroupSchema).max(100).default([]),
  actions: z.array(ruleActionSchema).max(200).default([]),
});

export const ruleSetSchema = z.array(ruleSchema).max(2000);

/** Who the rules are evaluated for: PERMISSION operands read it. */
export interface RuleUser {
  id: number;
  permissions: readonly string[];
  /** IANA zone used for the date-part operators (year is, hour before, …); UTC when absent. */
  timeZone?: string;
}

/** Related records reachable through `relatedObject` chains, keyed by relation name. */
export type RuleRecord = Record<string, unknown>;

/** What a rule set does to a form, after evaluation. */
export interface RuleEffects {
  /** Fields a rule hid or showed; a field absent here keeps its schema's own visibility. */
  visibility: Record<string, 'shown' | 'hidden'>;
  /** Layout node ids hidden by HIDE_LAYOUT (without the `@`). */
  hiddenLayouts: string[];
  required: string[];
  readOnly: string[];
  /** Values set by SET_VALUE, by field. */
  values: Record<string, unknown>;
  /** Options a select keeps after SET_OPTIONS, by field. */
  options: Record<string, string[]>;
  warnings: { field: string; message: string }[];
}
