import {
  type Attribute,
  type ConditionGroup,
  isBooleanType,
  OPERATOR_FAMILY_OF,
  type Operand,
  type Rule,
  type RuleRecord,
} from '@atrium/core';
import { type ConstantKind, selectItems } from './operand-kinds';

function collectOperand(operand: Operand | undefined, into: Set<string>): void {
  if (operand?.type === 'ATTRIBUTE' && operand.data.key === 'record' && !operand.data.relatedObject?.length)
    into.add(operand.data.attributeName);
  if (operand?.type === 'CONDITION') collectGroup(operand.data, into);
}

function collectGroup(group: ConditionGroup, into: Set<string>): void {
  for (const condition of group.conditions) {
    collectOperand(condition.operandLeft, into);
    collectOperand(condition.operandRight, into);
  }
}

/** The record's own attributes the rules read (conditions and Set Options sources): Try it asks for these. */
export function attributesRead(rules: readonly Rule[]): Set<string> {
  const names = new Set<string>();
  for (const rule of rules) {
    for (const group of [rule.condition, ...rule.groups]) collectGroup(group, names);
    for (const action of [...rule.actions, ...rule.groups.flatMap((group) => group.actions)]) {
      if (action.data.setOptions) names.add(action.data.setOptions.sourceAttribute);
    }
  }
  return names;
}

/** The box a sample value of the attribute is typed in. */
export function sampleKind(attribute: Pick<Attribute, 'type' | 'options'>): ConstantKind {
  if (isBooleanType(attribute.type)) return 'boolean';
  const family = Object.hasOwn(OPERATOR_FAMILY_OF, attribute.type)
    ? OPERATOR_FAMILY_OF[attribute.type as keyof typeof OPERATOR_FAMILY_OF]
    : 'default';
  const items = selectItems(attribute);
  if (family === 'number') return 'number';
  if (family === 'date') return 'date';
  if (family === 'datetime') return 'datetime';
  if (family === 'multi') return items ? 'choices' : 'text';
  if (family === 'default' && items) return 'choice';
  return 'text';
}

/** The sample record with one value set; an empty box removes the value, as an unfilled field has none. */
export function withSample(record: RuleRecord, name: string, value: unknown): RuleRecord {
  const next = { ...record };
  const empty =
    value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  if (empty) delete next[name];
  else next[name] = value;
  return next;
}

/** Reads the related-records box: a JSON object keyed by relation name, or the reason it is not one. */
export function parseRelated(text: string): { related: Record<string, unknown> } | { error: string } {
  if (text.trim() === '') return { related: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return { related: value as Record<string, unknown> };
    return { error: 'not-object' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
