import { describe, expect, it } from 'vitest';
import type { Condition } from '../../rules/rule-types';
import { canAddCondition, canDeleteCondition, nextConditionId } from '../condition-ids';

const condition = (id: number): Condition => ({
  id,
  operandLeft: { type: 'PERMISSION', data: {} },
  operator: 'isNotEmpty',
});
const group = (ids: number[], limit?: number) => ({ conditions: ids.map(condition), limit });

describe('condition ids', () => {
  it.each([
    [[], 1],
    [[1], 2],
    [[1, 2, 3], 4],
    [[5, 2], 6],
  ])('after %j the next id is %d', (ids, expected) => {
    expect(nextConditionId(group(ids))).toBe(expected);
  });

  it.each([
    [[], false],
    [[1], false],
    [[1, 2], true],
  ])('with %j deletion is allowed: %s', (ids, expected) => {
    expect(canDeleteCondition(group(ids))).toBe(expected);
  });

  it.each([
    [[1, 2], undefined, true],
    [[1, 2], -1, true],
    [[1, 2], 3, true],
    [[1, 2, 3], 3, false],
    [[], 0, false],
  ])('with %j and limit %s another may be added: %s', (ids, limit, expected) => {
    expect(canAddCondition(group(ids, limit))).toBe(expected);
  });
});
