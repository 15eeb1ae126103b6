import {
  type Condition,
  type ConditionGroup,
  nextConditionId,
  type Rule,
  type RuleAction,
  type RuleActionName,
  type RuleGroup,
} from '@atrium/core';

/** Spec 001 §9: a new group's title and pattern. */
const DEFAULT_CONDITION_TITLE = 'Untitled Condition';
const DEFAULT_EVAL_PATTERN = 'ALL_AND';

function highestId(items: readonly { id: number }[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.id), 0);
}

/** A condition row nobody has filled in yet: the first attribute `is empty` reads well and compiles. */
export function blankCondition(
  group: Pick<ConditionGroup, 'conditions'>,
  object: string,
  attribute: { name: string; type: string; id?: number } | undefined,
): Condition {
  const id = nextConditionId(group);
  if (!attribute) {
    return {
      id,
      operandLeft: { type: 'PERMISSION', data: {} },
      operator: 'isNotEmpty',
    };
  }
  return {
    id,
    operandLeft: {
      type: 'ATTRIBUTE',
      data: {
        object,
        key: 'record',
        attributeName: attribute.name,
        attributeType: attribute.type,
        ...(attribute.id === undefined ? {} : { attributeId: attribute.id }),
      },
    },
    operator: 'isNotEmpty',
  };
}

export function blankGroup(first: Condition): ConditionGroup {
  return { title: DEFAULT_CONDITION_TITLE, evalPattern: DEFAULT_EVAL_PATTERN, conditions: [first] };
}

export function blankRuleGroup(first: Condition): RuleGroup {
  return { ...blankGroup(first), actions: [] };
}

/** A new rule at the end: the next free id, one condition, no actions yet. */
export function blankRule(rules: readonly Rule[], first: Condition): Rule {
  return {
    id: highestId(rules) + 1,
    title: DEFAULT_CONDITION_TITLE,
    condition: blankGroup(first),
    groups: [],
    actions: [],
  };
}

/** A copy of the rule placed after it, with the next free id: actions keep theirs (ids are per rule). */
export function duplicateRule(rules: readonly Rule[], index: number): Rule[] {
  const rule = rules[index];
  if (!rule) return [...rules];
  const copy: Rule = { ...structuredClone(rule), id: highestId(rules) + 1 };
  return [...rules.slice(0, index + 1), copy, ...rules.slice(index + 1)];
}

/** Moves an item one step; order matters for rules because the last SET_VALUE wins (spec 001 §4.2). */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const item = items[index];
  const other = items[target];
  if (item === undefined || other === undefined) return [...items];
  const next = [...items];
  next[index] = other;
  next[target] = item;
  return next;
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, position) => (position === index ? item : current));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

/** The actions that hide or show a layout rather than fields take a layout path. */
export function usesLayoutPath(name: RuleActionName): boolean {
  return name === 'HIDE_LAYOUT';
}

/** A new action of a rule or group: the next free id among every action of the rule. */
export function blankAction(rule: Rule, name: RuleActionName = 'HIDE_FIELD'): RuleAction {
  const all = [...rule.actions, ...rule.groups.flatMap((group) => group.actions)];
  return { id: highestId(all) + 1, name, data: { resource: [] } };
}

/**
 * The action's data once its name changes: what the new kind reads is kept, the rest dropped, so the
 * saved JSON holds no leftovers (a layout path on a Set Value, a mapping on a Hide Field).
 */
export function retypeAction(action: RuleAction, name: RuleActionName): RuleAction {
  const { resource, setValue, layoutPath, setOptions, message } = action.data;
  const single = resource.slice(0, name === 'READONLY_FIELDS' ? undefined : 1);
  const data: RuleAction['data'] = { resource: usesLayoutPath(name) ? [] : single };
  if (usesLayoutPath(name) && layoutPath !== undefined) data.layoutPath = layoutPath;
  if (name === 'SET_VALUE' && setValue !== undefined) data.setValue = setValue;
  if (name === 'SET_OPTIONS' && setOptions !== undefined) data.setOptions = setOptions;
  if (name === 'SHOW_WARNING' && message !== undefined) data.message = message;
  return { id: action.id, name, data };
}
