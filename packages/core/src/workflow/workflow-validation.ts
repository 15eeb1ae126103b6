import { tryCompileExpression } from '../expressions/compile-expression';
import { checkRules } from '../rules/rule-check';
import type { ConditionGroup } from '../rules/rule-types';
import { conditionRule, type WorkflowObjectShape } from './compiled-workflow';
import {
  outcomesOf,
  type WorkflowDefinition,
  type WorkflowNode,
  workflowDefinitionSchema,
} from './workflow-definition';

/** One reason a definition cannot be published (error) or may misbehave (warning), by node. */
export interface WorkflowIssue {
  /** The node (or transition) it concerns; null for the definition as a whole. */
  nodeId: string | null;
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface WorkflowValidation {
  /** The definition as read (defaults filled in) when it has the right shape. */
  definition: WorkflowDefinition | undefined;
  issues: WorkflowIssue[];
}

/** Nodes where an instance stops for a person, a timer or another workflow: a loop through one is a real loop. */
const WAITING_KINDS = new Set(['MANUAL_TRIGGER', 'DECISION', 'APPROVAL', 'WAIT', 'SUB_WORKFLOW']);

function pathOf(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`))
    .join('')
    .replace(/^\./, '');
}

function nodeIdAt(input: unknown, path: readonly PropertyKey[]): string | null {
  if (path[0] !== 'nodes' || typeof path[1] !== 'number') return null;
  const nodes =
    typeof input === 'object' && input !== null ? (input as { nodes?: unknown }).nodes : undefined;
  const node: unknown = Array.isArray(nodes) ? nodes[path[1]] : undefined;
  return typeof node === 'object' && node !== null && 'id' in node && typeof node.id === 'string'
    ? node.id
    : null;
}

class Checker {
  readonly issues: WorkflowIssue[] = [];
  private readonly fields: ReadonlySet<string>;

  constructor(
    readonly definition: WorkflowDefinition,
    readonly shape: WorkflowObjectShape,
  ) {
    this.fields = new Set(shape.attributes.map((attribute) => attribute.name));
  }

  error(nodeId: string | null, path: string, message: string): void {
    this.issues.push({ nodeId, path, message, severity: 'error' });
  }

  warning(nodeId: string | null, path: string, message: string): void {
    this.issues.push({ nodeId, path, message, severity: 'warning' });
  }

  field(nodeId: string, path: string, name: string): void {
    if (!this.fields.has(name))
      this.error(nodeId, path, `'${name}' is not a field of ${this.definition.object}.`);
  }

  condition(nodeId: string | null, path: string, condition: ConditionGroup): void {
    for (const issue of checkRules([conditionRule(condition, path)], { attributes: this.shape.attributes })) {
      const at = issue.path ? `${path}.${issue.path}` : path;
      if (issue.severity === 'error') this.error(nodeId, at, issue.message);
      else this.warning(nodeId, at, issue.message);
    }
  }

  node(node: WorkflowNode, index: number): void {
    const path = `nodes[${index}]`;
    switch (node.kind) {
      case 'MANUAL_TRIGGER':
        if (node.requires) this.condition(node.id, `${path}.requires.condition`, node.requires.condition);
        return;
      case 'DECISION': {
        if (node.options.length === 0)
          this.error(node.id, `${path}.options`, `The decision '${node.label}' has no options.`);
        const names = node.options.map((option) => option.name);
        if (new Set(names).size !== names.length)
          this.error(
            node.id,
            `${path}.options`,
            `The decision '${node.label}' has two options with the same name.`,
          );
        return;
      }
      case 'APPROVAL':
        if (node.approvers.length === 0)
          this.error(node.id, `${path}.approvers`, `The approval '${node.label}' has no approvers.`);
        node.approvers.forEach((source, at) => {
          if (source.kind === 'field') this.field(node.id, `${path}.approvers[${at}].field`, source.field);
        });
        if (node.policy.kind === 'quorum' && node.approvers.every((source) => source.kind === 'users')) {
          const named = new Set(
            node.approvers.flatMap((source) => (source.kind === 'users' ? source.userIds : [])),
          );
          if (node.policy.count > named.size)
            this.error(
              node.id,
              `${path}.policy`,
              `The approval '${node.label}' needs ${node.policy.count} approvals from ${named.size} people.`,
            );
        }
        return;
      case 'SET_FIELDS':
        if (Object.keys(node.values).length === 0)
          this.error(node.id, `${path}.values`, `'${node.label}' sets no fields.`);
        for (const [field, value] of Object.entries(node.values)) {
          this.field(node.id, `${path}.values.${field}`, field);
          if (value.kind !== 'expression') continue;
          const compiled = tryCompileExpression(value.expression);
          if (!compiled.ok) {
            this.error(
              node.id,
              `${path}.values.${field}`,
              `The expression for '${field}' is not valid: ${compiled.error.message}.`,
            );
            continue;
          }
          for (const read of compiled.expression.reads) this.field(node.id, `${path}.values.${field}`, read);
        }
        return;
      case 'NOTIFY':
        node.recipients.forEach((source, at) => {
          if (source.kind === 'field') this.field(node.id, `${path}.recipients[${at}].field`, source.field);
        });
        return;
      case 'WAIT':
        if (node.until.kind === 'field') this.field(node.id, `${path}.until.field`, node.until.field);
        return;
      case 'SUB_WORKFLOW':
        if (node.recordField) this.field(node.id, `${path}.recordField`, node.recordField);
        if (node.workflow === this.definition.name && !node.recordField)
          this.error(
            node.id,
            `${path}.workflow`,
            `'${node.label}' starts its own workflow on the same record.`,
          );
        return;
      default:
        return;
    }
  }
}

/** Nodes reachable from `from` following `next`. */
function reach(from: Iterable<string>, next: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop() ?? '';
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(next.get(id) ?? []));
  }
  return seen;
}

function checkGraph(checker: Checker): void {
  const { definition } = checker;
  const nodes = new Map<string, WorkflowNode>();
  definition.nodes.forEach((node, index) => {
    if (nodes.has(node.id))
      checker.error(node.id, `nodes[${index}].id`, `Two nodes have the id '${node.id}'.`);
    nodes.set(node.id, node);
  });
  if (!nodes.has(definition.startNode))
    checker.error(
      null,
      'startNode',
      `The start node '${definition.startNode}' is not a node of the workflow.`,
    );
  if (![...nodes.values()].some((node) => node.kind === 'END'))
    checker.error(null, 'nodes', 'The workflow has no END node.');
  const forward = new Map<string, string[]>();
  const backward = new Map<string, string[]>();
  const transitionIds = new Set<string>();
  definition.transitions.forEach((transition, index) => {
    const path = `transitions[${index}]`;
    if (transitionIds.has(transition.id))
      checker.error(transition.id, `${path}.id`, `Two transitions have the id '${transition.id}'.`);
    transitionIds.add(transition.id);
    const from = nodes.get(transition.from);
    if (!from)
      checker.error(
        transition.id,
        `${path}.from`,
        `The transition '${transition.id}' leaves '${transition.from}', which is not a node.`,
      );
    if (!nodes.has(transition.to))
      checker.error(
        transition.id,
        `${path}.to`,
        `The transition '${transition.id}' goes to '${transition.to}', which is not a node.`,
      );
    if (from && !outcomesOf(from).includes(transition.on)) {
      const allowed = outcomesOf(from);
      checker.error(
        transition.id,
        `${path}.on`,
        allowed.length === 0
          ? `'${from.label}' is an END node: nothing leaves it.`
          : `'${from.label}' has no outcome '${transition.on}' (it has ${allowed.map((name) => `'${name}'`).join(', ')}).`,
      );
    }
    if (transition.condition) checker.condition(transition.id, `${path}.condition`, transition.condition);
    forward.set(transition.from, [...(forward.get(transition.from) ?? []), transition.to]);
    backward.set(transition.to, [...(backward.get(transition.to) ?? []), transition.from]);
  });
  for (const node of nodes.values()) {
    for (const outcome of outcomesOf(node)) {
      const leaving = definition.transitions.filter(
        (transition) => transition.from === node.id && transition.on === outcome,
      );
      const path = `nodes[${definition.nodes.indexOf(node)}]`;
      if (leaving.length === 0) {
        const what =
          outcome === 'done'
            ? ''
            : node.kind === 'APPROVAL' && outcome === 'rejected'
              ? ' (a reject path)'
              : ` for '${outcome}'`;
        checker.error(node.id, path, `'${node.label}' is a dead end: no transition leaves it${what}.`);
      } else if (leaving.every((transition) => transition.condition)) {
        checker.warning(
          node.id,
          path,
          `Every transition of '${node.label}' for '${outcome}' has a condition: when none holds, the workflow waits for the record to change.`,
        );
      }
    }
  }
  const reachable = reach([definition.startNode], forward);
  const ends = [...nodes.values()].filter((node) => node.kind === 'END').map((node) => node.id);
  const finishing = reach(ends, backward);
  definition.nodes.forEach((node, index) => {
    const path = `nodes[${index}]`;
    if (!reachable.has(node.id)) {
      checker.error(node.id, path, `'${node.label}' is unreachable from the start.`);
      return;
    }
    const inLoop = reach(forward.get(node.id) ?? [], forward).has(node.id);
    if (!finishing.has(node.id) && inLoop)
      checker.error(node.id, path, `'${node.label}' is in a loop with no way out to an END node.`);
    else if (!finishing.has(node.id) && outcomesOf(node).length > 0)
      checker.error(node.id, path, `No END node can be reached from '${node.label}'.`);
  });
  checkAutomaticLoops(checker, nodes);
}

/** A loop of steps that never wait, joined by transitions without conditions, would spin for ever. */
function checkAutomaticLoops(checker: Checker, nodes: ReadonlyMap<string, WorkflowNode>): void {
  const next = new Map<string, string[]>();
  for (const transition of checker.definition.transitions) {
    const from = nodes.get(transition.from);
    if (!from || WAITING_KINDS.has(from.kind) || transition.condition) continue;
    next.set(from.id, [...(next.get(from.id) ?? []), transition.to]);
  }
  for (const node of nodes.values()) {
    if (WAITING_KINDS.has(node.kind)) continue;
    if (reach(next.get(node.id) ?? [], next).has(node.id))
      checker.error(
        node.id,
        `nodes[${checker.definition.nodes.indexOf(node)}]`,
        `'${node.label}' is in a loop that never waits: it would run for ever.`,
      );
  }
}

/**
 * Everything wrong with a definition, by node: its shape, unknown fields, conditions the rule engine
 * refuses, expressions that do not compile, unreachable steps, dead ends, decisions without options,
 * approvals without approvers and loops with no way out. Errors stop a publish; warnings do not.
 */
export function validateWorkflow(input: unknown, shape: WorkflowObjectShape): WorkflowValidation {
  const parsed = workflowDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue): WorkflowIssue => ({
        nodeId: nodeIdAt(input, issue.path),
        path: pathOf(issue.path),
        message: `The definition is malformed at ${pathOf(issue.path) || 'its root'}: ${issue.message}`,
        severity: 'error',
      }),
    );
    return { definition: undefined, issues };
  }
  const checker = new Checker(parsed.data, shape);
  if (parsed.data.start.on === 'update')
    checker.condition(null, 'start.condition', parsed.data.start.condition);
  parsed.data.nodes.forEach((node, index) => {
    checker.node(node, index);
  });
  checkGraph(checker);
  return { definition: parsed.data, issues: checker.issues };
}

/** Whether the issues allow publishing: no errors. */
export function isPublishable(issues: readonly WorkflowIssue[]): boolean {
  return issues.every((issue) => issue.severity !== 'error');
}
