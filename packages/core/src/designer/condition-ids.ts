import type { ConditionGroup } from '../rules/rule-types';

/** Spec 001 §9: a group without a limit, or with -1, takes any number of conditions. */
export const UNLIMITED_CONDITIONS = -1;

/** Spec 001 §4.3: the highest condition id of the group plus 1 (1 for an empty group). */
export function nextConditionId(group: Pick<ConditionGroup, 'conditions'>): number {
  return group.conditions.reduce((highest, condition) => Math.max(highest, condition.id), 0) + 1;
}

/** Spec 001 §2.1: the delete buttons show only while more than one condition exists. */
export function canDeleteCondition(group: Pick<ConditionGroup, 'conditions'>): boolean {
  return group.conditions.length > 1;
}

/** Spec 001 §5.1: Add more stops at the group's limit. */
export function canAddCondition(group: Pick<ConditionGroup, 'conditions' | 'limit'>): boolean {
  const limit = group.limit ?? UNLIMITED_CONDITIONS;
  return limit === UNLIMITED_CONDITIONS || group.conditions.length < limit;
}
