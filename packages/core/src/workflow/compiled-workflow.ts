import { type CompiledExpression, compileExpression } from '../expressions/compile-expression';
import type { RuleAttribute } from '../rules/compile-state';
import type { CompiledRuleSet } from '../rules/compiled-rule-set';
import { compileRules } from '../rules/rule-compiler';
import type { GroupTrace } from '../rules/rule-trace';
import type { ConditionGroup, Rule, RuleRecord, RuleUser } from '../rules/rule-types';
import type { WorkflowDefinition, WorkflowNode, WorkflowTransition } from './workflow-definition';

/** The attributes of the object a workflow runs on: what its conditions and expressions may read. */
export interface WorkflowObjectShape {
  attributes: readonly RuleAttribute[];
}

/** A condition tested against the record: whether it held and every value it saw. */
export interface ConditionOutcome {
  held: boolean;
  trace: GroupTrace;
}

/** Key of the start condition among the compiled conditions (transition ids cannot start with `$`). */
export const START_CONDITION = '$start';

/** Key of a trigger's requirement among the compiled conditions. */
const requirementKey = (nodeId: string) => `$requires.${nodeId}`;

/** A condition as a one-rule set without actions: the rule engine compiles and traces it. */
export function conditionRule(condition: ConditionGroup, title: string): Rule {
  return { id: 1, title, condition, groups: [], actions: [] };
}

/**
 * A definition made ready to run: nodes by id, transitions by node, every condition compiled once with
 * the rule engine and every SET_FIELDS expression with the expression language. Throws on what
 * `validateWorkflow` reports as an error; run only validated definitions.
 */
export class CompiledWorkflow {
  readonly nodes: ReadonlyMap<string, WorkflowNode>;
  private readonly leaving = new Map<string, WorkflowTransition[]>();
  private readonly conditions = new Map<string, CompiledRuleSet>();
  private readonly expressions = new Map<string, CompiledExpression>();

  constructor(
    readonly definition: WorkflowDefinition,
    shape: WorkflowObjectShape,
  ) {
    this.nodes = new Map(definition.nodes.map((node) => [node.id, node]));
    for (const transition of definition.transitions) {
      this.leaving.set(transition.from, [...(this.leaving.get(transition.from) ?? []), transition]);
      if (transition.condition) this.addCondition(transition.id, transition.condition, shape);
    }
    if (definition.start.on === 'update')
      this.addCondition(START_CONDITION, definition.start.condition, shape);
    for (const node of definition.nodes) {
      if (node.kind === 'MANUAL_TRIGGER' && node.requires)
        this.addCondition(requirementKey(node.id), node.requires.condition, shape);
      if (node.kind !== 'SET_FIELDS') continue;
      for (const [field, value] of Object.entries(node.values)) {
        if (value.kind === 'expression')
          this.expressions.set(`${node.id}.${field}`, compileExpression(value.expression));
      }
    }
  }

  private addCondition(key: string, condition: ConditionGroup, shape: WorkflowObjectShape): void {
    this.conditions.set(key, compileRules([conditionRule(condition, key)], { attributes: shape.attributes }));
  }

  node(id: string): WorkflowNode | undefined {
    return this.nodes.get(id);
  }

  /** A node's transitions for one outcome, in the order the definition lists them. */
  transitionsFor(nodeId: string, outcome: string): WorkflowTransition[] {
    return (this.leaving.get(nodeId) ?? []).filter((transition) => transition.on === outcome);
  }

  /** Tests a trigger's requirement; a trigger without one always may act. */
  testRequirement(nodeId: string, record: RuleRecord, user: RuleUser): ConditionOutcome | undefined {
    return this.test(requirementKey(nodeId), record, user);
  }

  /** Tests a transition's (or the start's) condition; one without a condition always holds. */
  test(key: string, record: RuleRecord, user: RuleUser): ConditionOutcome | undefined {
    const compiled = this.conditions.get(key);
    if (!compiled) return undefined;
    const [entry] = compiled.trace(record, user).rules;
    if (!entry) return undefined;
    return { held: entry.held, trace: entry.condition };
  }

  expression(nodeId: string, field: string): CompiledExpression | undefined {
    return this.expressions.get(`${nodeId}.${field}`);
  }
}
