import type { ConditionGroup, Operand, Rule } from './rule-types';

function collectGroup(group: ConditionGroup, into: Set<string>): void {
  for (const condition of group.conditions) {
    collectOperand(condition.operandLeft, into);
    collectOperand(condition.operandRight, into);
    if (condition.subConditions) collectGroup(condition.subConditions, into);
  }
}

function collectOperand(operand: Operand | undefined, into: Set<string>): void {
  if (operand?.type === 'PERMISSION' && operand.data.permission) into.add(operand.data.permission);
  if (operand?.type === 'CONDITION') collectGroup(operand.data, into);
}

/** The permissions PERMISSION operands ask about: the user's answers for these are all the rules need. */
export function rulePermissions(rules: readonly Rule[]): string[] {
  const found = new Set<string>();
  for (const rule of rules) {
    for (const group of [rule.condition, ...rule.groups]) collectGroup(group, found);
  }
  return [...found].sort();
}
