/** The json-logic operator of each comparison the benches' generated rules use (both peers' pages). */
export const JSON_LOGIC_COMPARISONS = {
  equals: '==',
  notEquals: '!=',
  lessThan: '<',
  lessThanOrEqual: '<=',
  greaterThan: '>',
  greaterThanOrEqual: '>=',
} as const;

export type Comparison = keyof typeof JSON_LOGIC_COMPARISONS;

export const isComparison = (operator: string): operator is Comparison =>
  Object.hasOwn(JSON_LOGIC_COMPARISONS, operator);
