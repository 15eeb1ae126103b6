import { type PatternNode, parseEvalPattern } from '../rules/eval-pattern';
import { RulePatternError } from '../rules/rule-errors';
import type { AttributeOperand, Condition, ConditionGroup, Operand } from '../rules/rule-types';

export interface ConditionStringOptions {
  /** The label to show for an attribute operand; a humanised name when absent or undefined. */
  attributeLabel?: (operand: AttributeOperand['data']) => string | undefined;
}

// Operators whose camel-case name does not read well once split into words.
const OPERATOR_WORDS: Readonly<Record<string, string>> = {
  minChars: 'min characters',
  maxChars: 'max characters',
  tldIs: 'TLD is',
  tldIsNot: 'TLD is not',
  lessThanOrEqual: 'less than or equal to',
  greaterThanOrEqual: 'greater than or equal to',
};

/**
 * The Condition Preview ('Condition String') of spec 001 §2.1: the group as text, joined by its
 * evaluation pattern, e.g. `(Status is "Qualified" AND Budget greater than 1000) OR Owner is current
 * user`. Compound parts inside another compound are parenthesised; an invalid custom pattern gives
 * `Invalid evaluation pattern: …` with the parser's reason.
 */
export function formatConditionString(group: ConditionGroup, options: ConditionStringOptions = {}): string {
  if (group.conditions.length === 0) return '';
  const byId = new Map(group.conditions.map((condition) => [condition.id, condition]));
  let root: PatternNode;
  try {
    root = parseEvalPattern(group.evalPattern, [...byId.keys()]).root;
  } catch (error) {
    if (error instanceof RulePatternError) return `Invalid evaluation pattern: ${error.message}`;
    throw error;
  }
  const text = (id: number): string => {
    const condition = byId.get(id);
    return condition === undefined ? `#${id}` : formatCondition(condition, options);
  };
  return formatPattern(root, text, true);
}

function formatPattern(node: PatternNode, text: (id: number) => string, top: boolean): string {
  switch (node.kind) {
    case 'ref':
      return text(node.id);
    case 'not':
      return `NOT ${formatPattern(node.operand, text, false)}`;
    case 'and':
    case 'or': {
      if (node.operands.length === 1 && node.operands[0] !== undefined)
        return formatPattern(node.operands[0], text, top);
      const joined = node.operands
        .map((operand) => formatPattern(operand, text, false))
        .join(node.kind === 'and' ? ' AND ' : ' OR ');
      return top ? joined : `(${joined})`;
    }
  }
}

function formatCondition(condition: Condition, options: ConditionStringOptions): string {
  const parts = [formatOperand(condition.operandLeft, options), operatorWords(condition.operator)];
  if (condition.operandRight !== undefined) parts.push(formatOperand(condition.operandRight, options));
  if (condition.subConditions !== undefined && condition.subConditions.conditions.length > 0)
    parts.push(`(${formatConditionString(condition.subConditions, options)})`);
  return parts.join(' ');
}

function formatOperand(operand: Operand, options: ConditionStringOptions): string {
  switch (operand.type) {
    case 'ATTRIBUTE': {
      const label = options.attributeLabel?.(operand.data) ?? humanise(operand.data.attributeName);
      const hops = (operand.data.relatedObject ?? []).map((hop) => humanise(hop.relationName));
      return [...hops, label].join(' → ');
    }
    case 'CONSTANTS':
      return formatConstant(operand.data.input);
    case 'PERMISSION':
      return operand.data.permission === undefined
        ? 'current user'
        : `current user has permission ${JSON.stringify(operand.data.permission)}`;
    case 'CONDITION':
      return `(${formatConditionString(operand.data, options)})`;
  }
}

function formatConstant(input: string | number | readonly (string | number)[]): string {
  if (typeof input === 'number') return String(input);
  if (typeof input === 'string') return JSON.stringify(input);
  return `[${input.map((item) => formatConstant(item)).join(', ')}]`;
}

function operatorWords(operator: string): string {
  return OPERATOR_WORDS[operator] ?? operator.replace(/([A-Z])/g, ' $1').toLowerCase();
}

function humanise(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
