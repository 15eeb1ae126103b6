import { type Rule, ruleSetSchema } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  blankAction,
  blankCondition,
  blankRule,
  duplicateRule,
  moveItem,
  retypeAction,
} from '../rule-drafts';

const attribute = { name: 'status', type: 'singleSelect', id: 3 };

function ruleWith(id: number): Rule {
  return blankRule([{ id: id - 1 } as Rule], blankCondition({ conditions: [] }, 'lead', attribute));
}

describe('rule drafts', () => {
  it('makes a new rule that the schema reads, titled Untitled Condition, with the next free id', () => {
    const rules = [ruleWith(4), ruleWith(2)];
    const rule = blankRule(rules, blankCondition({ conditions: [] }, 'lead', attribute));
    expect(rule.id).toBe(5);
    expect(rule.title).toBe('Untitled Condition');
    expect(rule.condition.evalPattern).toBe('ALL_AND');
    expect(ruleSetSchema.safeParse([rule]).success).toBe(true);
  });

  it('numbers a new condition one past the highest id of its group', () => {
    const group = { conditions: [{ id: 1 }, { id: 7 }] } as Parameters<typeof blankCondition>[0];
    expect(blankCondition(group, 'lead', attribute).id).toBe(8);
    expect(blankCondition({ conditions: [] }, 'lead', undefined).operandLeft.type).toBe('PERMISSION');
  });

  it('duplicates a rule right after it, a deep copy with a new id', () => {
    const rules = [ruleWith(1), ruleWith(2)];
    const next = duplicateRule(rules, 0);
    expect(next.map((rule) => rule.id)).toEqual([1, 3, 2]);
    expect(next[1]?.condition).toEqual(rules[0]?.condition);
    expect(next[1]?.condition).not.toBe(rules[0]?.condition);
  });

  it('moves a rule one step and leaves the list alone at its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('gives a new action an id unused by the rule and its groups', () => {
    const rule: Rule = {
      ...ruleWith(1),
      actions: [{ id: 2, name: 'HIDE_FIELD', data: { resource: ['a'] } }],
      groups: [
        {
          ...ruleWith(1).condition,
          actions: [{ id: 9, name: 'SHOW_FIELD', data: { resource: ['b'] } }],
        },
      ],
    };
    expect(blankAction(rule).id).toBe(10);
  });

  it('keeps only what the new action kind reads when the action changes', () => {
    const setValue = { id: 1, name: 'SET_VALUE' as const, data: { resource: ['a', 'b'], setValue: 'x' } };
    expect(retypeAction(setValue, 'HIDE_FIELD')).toEqual({
      id: 1,
      name: 'HIDE_FIELD',
      data: { resource: ['a'] },
    });
    expect(retypeAction(setValue, 'READONLY_FIELDS').data.resource).toEqual(['a', 'b']);
    expect(retypeAction(setValue, 'HIDE_LAYOUT')).toEqual({
      id: 1,
      name: 'HIDE_LAYOUT',
      data: { resource: [] },
    });
  });
});
