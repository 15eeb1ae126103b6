import {
  type Condition,
  type ConditionGroup,
  type FormNode,
  isLayoutType,
  type Operand,
  type Rule,
  type RuleAction,
} from '@atrium/core';

/** What an attribute reference becomes: its (new) name, and its id once it has one. */
export interface AttributeTarget {
  name: string;
  id?: number;
}

/** A function from an attribute name of the form's own object to what it should become. */
type Rename = (name: string) => AttributeTarget | undefined;

/** The body with every field node naming a renamed attribute pointing at its target (and id). */
export function renameBodyAttributes(body: FormNode, rename: Rename): FormNode {
  const target = !isLayoutType(body.type) && body.attributeName ? rename(body.attributeName) : undefined;
  const children = body.children?.map((child) => renameBodyAttributes(child, rename));
  return {
    ...body,
    ...(target
      ? { attributeName: target.name, ...(target.id === undefined ? {} : { attributeId: target.id }) }
      : {}),
    ...(children ? { children } : {}),
  };
}

function renameOperand(operand: Operand, rename: Rename): Operand {
  if (operand.type === 'CONDITION') return { ...operand, data: renameGroup(operand.data, rename) };
  if (operand.type !== 'ATTRIBUTE') return operand;
  // Only the record's own attributes: a related chain reads another object's.
  const own = operand.data.key === 'record' && (operand.data.relatedObject ?? []).length === 0;
  const target = own ? rename(operand.data.attributeName) : undefined;
  if (!target) return operand;
  return {
    ...operand,
    data: {
      ...operand.data,
      attributeName: target.name,
      ...(target.id === undefined ? {} : { attributeId: target.id }),
    },
  };
}

function renameCondition(condition: Condition, rename: Rename): Condition {
  // Sub-conditions of `has one` read the related records' attributes, not this object's: untouched.
  return {
    ...condition,
    operandLeft: renameOperand(condition.operandLeft, rename),
    ...(condition.operandRight ? { operandRight: renameOperand(condition.operandRight, rename) } : {}),
  };
}

function renameGroup<G extends ConditionGroup>(group: G, rename: Rename): G {
  return { ...group, conditions: group.conditions.map((condition) => renameCondition(condition, rename)) };
}

function renameAction(action: RuleAction, rename: Rename): RuleAction {
  const name = (value: string) => rename(value)?.name ?? value;
  const { layoutPath, setOptions } = action.data;
  return {
    ...action,
    data: {
      ...action.data,
      resource: action.data.resource.map(name),
      // A layout path is a field name unless it starts with @ (a layout node id).
      ...(layoutPath === undefined || layoutPath.startsWith('@') ? {} : { layoutPath: name(layoutPath) }),
      ...(setOptions
        ? { setOptions: { ...setOptions, sourceAttribute: name(setOptions.sourceAttribute) } }
        : {}),
    },
  };
}

/** The rules with every reference to an attribute of the form's object renamed as `rename` says. */
export function renameRuleAttributes(rules: readonly Rule[], rename: Rename): Rule[] {
  return rules.map((rule) => ({
    ...rule,
    condition: renameGroup(rule.condition, rename),
    groups: rule.groups.map((group) => ({
      ...renameGroup(group, rename),
      actions: group.actions.map((action) => renameAction(action, rename)),
    })),
    actions: rule.actions.map((action) => renameAction(action, rename)),
  }));
}

/** Every attribute of the form's object that a form body or its rules name. */
export function referencedAttributes(body: FormNode, rules: readonly Rule[]): Set<string> {
  const names = new Set<string>();
  const collect: Rename = (name) => {
    names.add(name);
    return undefined;
  };
  renameBodyAttributes(body, collect);
  renameRuleAttributes(rules, collect);
  return names;
}
