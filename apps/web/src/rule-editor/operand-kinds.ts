import {
  type ConstantDataType,
  type ConstantOperand,
  fieldChoices,
  isBooleanType,
  OPERATOR_FAMILY_OF,
  OPERATORS_BY_FAMILY,
  type Operand,
  type OperatorFamily,
  type RuleOperatorName,
  UNARY_OPERATORS,
} from '@atrium/core';

/** The engine reads a constant on the left by its data type (condition-compiler's CONSTANT_FAMILY). */
const CONSTANT_FAMILY: Record<ConstantDataType, OperatorFamily> = {
  TEXT: 'text',
  NUMBER: 'number',
  EMAIL: 'email',
  ARRAY: 'multi',
};

function familyOfType(type: string): OperatorFamily {
  return Object.hasOwn(OPERATOR_FAMILY_OF, type)
    ? OPERATOR_FAMILY_OF[type as keyof typeof OPERATOR_FAMILY_OF]
    : 'default';
}

/** The operator family of a left operand, as the engine will read it (spec 001 §5.1). */
export function operandFamily(operand: Operand): OperatorFamily {
  switch (operand.type) {
    case 'ATTRIBUTE':
      return familyOfType(operand.data.attributeType);
    case 'CONSTANTS':
      return CONSTANT_FAMILY[operand.data.dataType];
    case 'PERMISSION':
    case 'CONDITION':
      return 'default';
  }
}

/** The operators the left operand's field type allows, in the spec's order. */
export function operatorsFor(operand: Operand): RuleOperatorName[] {
  return [...OPERATORS_BY_FAMILY[operandFamily(operand)]] as RuleOperatorName[];
}

/** The operator kept when the left operand changes: the same one if still allowed, else the first. */
export function keptOperator(operand: Operand, current: RuleOperatorName): RuleOperatorName {
  const allowed = operatorsFor(operand);
  return allowed.includes(current) ? current : (allowed[0] ?? 'isNotEmpty');
}

export function isUnary(operator: string): boolean {
  return UNARY_OPERATORS.includes(operator);
}

/** How the constant box reads a value: it follows the left attribute's type and the operator. */
export type ConstantKind =
  | 'text'
  | 'email'
  | 'number'
  | 'date'
  | 'datetime'
  | 'choice'
  | 'choices'
  | 'boolean';

const NUMERIC_OPERATORS = /^(year|month|date|week|day|hour)(Is|IsNot|Before|After)$|^(minChars|maxChars)$/;

/** The kind of constant a condition compares with, given its left operand and operator. */
export function constantKind(
  left: Operand,
  operator: string,
  items: readonly SelectItem[] | undefined,
): ConstantKind {
  if (NUMERIC_OPERATORS.test(operator)) return 'number';
  const family = operandFamily(left);
  if (left.type === 'PERMISSION' || left.type === 'CONDITION')
    return left.type === 'PERMISSION' && left.data.permission === undefined ? 'number' : 'boolean';
  if (left.type === 'ATTRIBUTE' && isBooleanType(left.data.attributeType)) return 'boolean';
  switch (family) {
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'email':
      return operator === 'is' || operator === 'isNot' ? 'email' : 'text';
    case 'multi':
      return items ? 'choices' : 'text';
    case 'default':
      return items ? 'choice' : 'text';
    default:
      return 'text';
  }
}

/** The data type stored with a constant of this kind (spec 001 §3.1: TEXT, NUMBER, EMAIL, ARRAY). */
export function dataTypeOf(kind: ConstantKind): ConstantDataType {
  if (kind === 'number') return 'NUMBER';
  if (kind === 'email') return 'EMAIL';
  if (kind === 'choices') return 'ARRAY';
  return 'TEXT';
}

/** An empty constant of the kind: the box starts blank rather than holding a stale value of another type. */
export function blankConstant(kind: ConstantKind): ConstantOperand {
  const dataType = dataTypeOf(kind);
  const input = dataType === 'NUMBER' ? 0 : dataType === 'ARRAY' ? [] : '';
  return { type: 'CONSTANTS', data: { dataType, input } };
}

/** Whether a constant already suits the kind (its data type matches), so it can stay as it is. */
export function constantFits(operand: Operand | undefined, kind: ConstantKind): boolean {
  return operand?.type !== 'CONSTANTS' || operand.data.dataType === dataTypeOf(kind);
}

export interface SelectItem {
  value: string;
  label: string;
}

/**
 * The options of a choice-like attribute, read where its type keeps them (a select's `items`, a
 * status breadcrumb's `statuses`, the country list): core's one accessor, so the editor offers exactly
 * what the validator accepts. Undefined when the attribute has none.
 */
export function selectItems(
  attribute: { type: string; options?: Readonly<Record<string, unknown>> } | undefined,
): SelectItem[] | undefined {
  const choices = attribute ? fieldChoices(attribute.type, attribute.options) : undefined;
  return choices?.map((choice) => ({ value: choice.value, label: choice.label }));
}
