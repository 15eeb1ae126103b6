import { defaultFormBody, type Rule } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { referencedAttributes, renameBodyAttributes, renameRuleAttributes } from '../attribute-references';

const operand = (attributeName: string, extra: object = {}) => ({
  type: 'ATTRIBUTE' as const,
  data: { object: 'deal', key: 'record', attributeName, attributeType: 'singleLine', ...extra },
});

/** Reads new_1 on the record and new_1 through a relation; sets, hides and maps by new_1. */
const RULE: Rule = {
  id: 7,
  title: 'Uses new_1',
  condition: {
    title: 'When',
    evalPattern: 'ALL_AND',
    conditions: [
      { id: 1, operandLeft: operand('new_1'), operator: 'isNotEmpty' },
      {
        id: 2,
        operandLeft: operand('new_1', { relatedObject: [{ object: 'account', relationName: 'account' }] }),
        operator: 'is',
        operandRight: operand('amount'),
      },
      {
        id: 3,
        operandLeft: {
          type: 'CONDITION',
          data: {
            title: 'Inner',
            evalPattern: 'ALL_AND',
            conditions: [{ id: 1, operandLeft: operand('new_1'), operator: 'isEmpty' }],
          },
        },
        operator: 'is',
      },
    ],
  },
  groups: [
    {
      title: 'Group',
      evalPattern: 'ALL_OR',
      conditions: [{ id: 1, operandLeft: operand('stage'), operator: 'is', operandRight: operand('new_1') }],
      actions: [{ id: 1, name: 'HIDE_LAYOUT', data: { resource: [], layoutPath: 'new_1' } }],
    },
  ],
  actions: [
    { id: 1, name: 'SET_VALUE', data: { resource: ['new_1'], setValue: 'x' } },
    { id: 2, name: 'HIDE_LAYOUT', data: { resource: [], layoutPath: '@new_1' } },
    {
      id: 3,
      name: 'SET_OPTIONS',
      data: { resource: ['stage'], setOptions: { sourceAttribute: 'new_1', mapping: { a: ['b'] } } },
    },
  ],
};

const rename = (name: string) => (name === 'new_1' ? { name: 'region', id: 42 } : undefined);

describe('renaming attribute references', () => {
  it('points field nodes at the real attribute and id, leaving layout nodes and node ids alone', () => {
    const body = defaultFormBody([
      { name: 'amount', type: 'currency' },
      { name: 'new_1', type: 'singleLine' },
    ]);
    const renamed = renameBodyAttributes(body, rename);
    const fields = renamed.children?.[0]?.children?.[0]?.children ?? [];
    expect(fields[0]).toEqual({ id: 'field_amount', type: 'currency', attributeName: 'amount' });
    expect(fields[1]).toEqual({
      id: 'field_new_1',
      type: 'singleLine',
      attributeName: 'region',
      attributeId: 42,
    });
    expect(body.children?.[0]?.children?.[0]?.children?.[1]?.attributeName).toBe('new_1');
  });

  it("renames the record's own references in conditions and actions, not related ones or @layout ids", () => {
    const [renamed] = renameRuleAttributes([RULE], rename);
    const conditions = renamed?.condition.conditions ?? [];
    expect(conditions[0]?.operandLeft).toEqual(operand('region', { attributeId: 42 }));
    expect(conditions[1]?.operandLeft).toEqual(RULE.condition.conditions[1]?.operandLeft);
    const inner = conditions[2]?.operandLeft;
    expect(inner?.type === 'CONDITION' && inner.data.conditions[0]?.operandLeft).toEqual(
      operand('region', { attributeId: 42 }),
    );
    expect(renamed?.groups[0]?.conditions[0]?.operandRight).toEqual(operand('region', { attributeId: 42 }));
    expect(renamed?.groups[0]?.actions[0]?.data.layoutPath).toBe('region');
    expect(renamed?.actions.map((action) => action.data)).toEqual([
      { resource: ['region'], setValue: 'x' },
      { resource: [], layoutPath: '@new_1' },
      { resource: ['stage'], setOptions: { sourceAttribute: 'region', mapping: { a: ['b'] } } },
    ]);
  });

  it('lists every attribute of the object a body and its rules name', () => {
    const body = defaultFormBody([{ name: 'amount', type: 'currency' }]);
    expect([...referencedAttributes(body, [RULE])].sort()).toEqual(['amount', 'new_1', 'stage']);
  });
});
