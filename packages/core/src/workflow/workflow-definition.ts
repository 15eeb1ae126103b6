import { z } from '../api/zod';
import { type ConditionGroup, conditionGroupSchema } from '../rules/rule-types';
import { translationKeyIssues, workflowTranslationsSchema } from './workflow-translations';

/**
 * A workflow definition (issue 16): metadata over one object, stored as JSON and versioned by the
 * server. Nodes are the steps, transitions join them; a transition's condition is written with the
 * rule engine's conditions, SET_FIELDS values with the expression language. Nothing here is code.
 */

const nodeIdSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,62}$/, 'A node id is a letter then letters, digits, _ or -.');
const nameSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9_]{0,62}$/, 'A name starts with a lower-case letter: letters, digits or _.');
const labelSchema = z.string().trim().min(1).max(200);

export const WORKFLOW_NODE_KINDS = [
  'MANUAL_TRIGGER',
  'DECISION',
  'APPROVAL',
  'SET_FIELDS',
  'NOTIFY',
  'WAIT',
  'SUB_WORKFLOW',
  'END',
] as const;
export type WorkflowNodeKind = (typeof WORKFLOW_NODE_KINDS)[number];

/** Where an approval's approvers come from: named users, a role in the record's organization, a user field. */
export const approverSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('users'), userIds: z.array(z.number().int().positive()).min(1).max(100) }),
  z.strictObject({ kind: z.literal('role'), role: z.string().trim().min(1).max(120) }),
  z.strictObject({ kind: z.literal('field'), field: z.string().min(1).max(80) }),
]);
export type ApproverSource = z.infer<typeof approverSourceSchema>;

export const approvalPolicySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('any') }),
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('quorum'), count: z.number().int().min(1).max(100) }),
]);
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

export const decisionOptionSchema = z.strictObject({
  name: nameSchema,
  label: labelSchema,
  /** When set, deciding this option needs a text, asked with this prompt. */
  input: z.strictObject({ prompt: labelSchema, required: z.boolean().default(true) }).optional(),
});
export type DecisionOption = z.infer<typeof decisionOptionSchema>;

/** A value set by a SET_FIELDS step: a constant, or an expression over the record. */
export const fieldValueSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('value'),
    value: z.union([z.string().max(32000), z.number(), z.boolean(), z.null()]),
  }),
  z.strictObject({ kind: z.literal('expression'), expression: z.string().min(1).max(2000) }),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** Who a NOTIFY step tells: named users, a role, a user field, or the person who started the workflow. */
export const recipientSchema = z.union([
  approverSourceSchema,
  z.strictObject({ kind: z.literal('starter') }),
]);
export type Recipient = z.infer<typeof recipientSchema>;

export const waitSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('field'), field: z.string().min(1).max(80) }),
  z.strictObject({ kind: z.literal('duration'), minutes: z.number().int().min(0).max(525_600) }),
]);
export type WaitUntil = z.infer<typeof waitSchema>;

const base = { id: nodeIdSchema, label: labelSchema };

/**
 * A button's precondition (an appraisal submitted only once it has a self rating): a trigger whose
 * condition does not hold on the record is refused with the message and moves nothing.
 */
export const triggerRequirementSchema = z.strictObject({
  condition: conditionGroupSchema,
  message: z.string().trim().min(1).max(200),
});
export type TriggerRequirement = z.infer<typeof triggerRequirementSchema>;

export const workflowNodeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...base,
    kind: z.literal('MANUAL_TRIGGER'),
    name: nameSchema,
    /** What the record must satisfy for the button to act; else it is refused (422) with `message`. */
    requires: triggerRequirementSchema.optional(),
  }),
  z.strictObject({ ...base, kind: z.literal('DECISION'), options: z.array(decisionOptionSchema).max(20) }),
  z.strictObject({
    ...base,
    kind: z.literal('APPROVAL'),
    approvers: z.array(approverSourceSchema).max(20),
    policy: approvalPolicySchema.default({ kind: 'any' }),
    allowSelfApproval: z.boolean().default(false),
    /** A rejection must say why: refused (422) without a comment, whichever screen sends it. */
    reasonOnReject: z.boolean().optional(),
    /** Nobody who approved an earlier step of the same instance approves this one (dual control). */
    distinctApprovers: z.boolean().optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('SET_FIELDS'),
    values: z.record(z.string().min(1).max(80), fieldValueSchema),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('NOTIFY'),
    recipients: z.array(recipientSchema).min(1).max(20),
    subject: z.string().trim().min(1).max(200),
    message: z.string().max(4000).default(''),
    email: z.boolean().default(true),
  }),
  z.strictObject({ ...base, kind: z.literal('WAIT'), until: waitSchema }),
  z.strictObject({
    ...base,
    kind: z.literal('SUB_WORKFLOW'),
    workflow: nameSchema,
    /** A lookup field naming the related record to run it on; the same record when absent. */
    recordField: z.string().min(1).max(80).optional(),
  }),
  z.strictObject({ ...base, kind: z.literal('END') }),
]);
export type WorkflowNode = z.infer<typeof workflowNodeSchema>;
export type NodeOfKind<K extends WorkflowNodeKind> = Extract<WorkflowNode, { kind: K }>;

/**
 * A transition leaves `from` on one of its outcomes: `approved` or `rejected` for an approval, the
 * option's name for a decision, `done` for every other kind. Among a node's transitions for the
 * outcome, the first whose condition holds is taken; one without a condition always holds.
 */
export const workflowTransitionSchema = z.strictObject({
  id: nodeIdSchema,
  from: nodeIdSchema,
  to: nodeIdSchema,
  on: z.string().min(1).max(63).default('done'),
  label: z.string().max(200).optional(),
  condition: conditionGroupSchema.optional(),
});
export type WorkflowTransition = z.infer<typeof workflowTransitionSchema>;

export const workflowStartSchema = z.discriminatedUnion('on', [
  z.strictObject({ on: z.literal('create') }),
  z.strictObject({ on: z.literal('update'), condition: conditionGroupSchema }),
  z.strictObject({ on: z.literal('manual') }),
]);
export type WorkflowStart = z.infer<typeof workflowStartSchema>;

/** Where the designer drew a node (the start is `$start`): drawing only, the engine never reads it. */
export const workflowLayoutSchema = z
  .record(
    z.string().min(1).max(63),
    z.strictObject({ x: z.number().finite().min(-1e6).max(1e6), y: z.number().finite().min(-1e6).max(1e6) }),
  )
  .refine((layout) => Object.keys(layout).length <= 201, 'A layout places at most 201 nodes.');
export type WorkflowLayout = z.infer<typeof workflowLayoutSchema>;

export const workflowDefinitionSchema = z
  .strictObject({
    name: nameSchema,
    label: labelSchema,
    object: z.string().regex(/^[a-z][A-Za-z0-9_]{0,62}$/),
    start: workflowStartSchema,
    startNode: nodeIdSchema,
    nodes: z.array(workflowNodeSchema).min(1).max(200),
    transitions: z.array(workflowTransitionSchema).max(500),
    layout: workflowLayoutSchema.optional(),
    /** Its labels in ar, hi and ur (workflow-translations.ts); English is the definition's own text. */
    translations: workflowTranslationsSchema.optional(),
  })
  // Checked with the shape, so a save, an import and a package all refuse a key naming nothing.
  .superRefine((definition, ctx) => {
    for (const issue of translationKeyIssues(definition, definition.translations))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;

/** What a node's outgoing transitions may be `on`. */
export function outcomesOf(node: WorkflowNode): string[] {
  switch (node.kind) {
    case 'APPROVAL':
      return ['approved', 'rejected'];
    case 'DECISION':
      return node.options.map((option) => option.name);
    case 'END':
      return [];
    default:
      return ['done'];
  }
}

export type { ConditionGroup };
