import { describe, expect, it } from 'vitest';
import { compileRules } from '../rule-compiler';
import type { Rule } from '../rule-types';

const status = {
  type: 'ATTRIBUTE',
  data: { object: 'lead', key: 'record', attributeName: 'status', attributeType: 'singleSelect' },
} as const;
const RULES: Rule[] = [
  {
    id: 1,
    title: 'Lost leads hide the budget',
    condition: {
      title: 'When',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: status,
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'lost' } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 10, name: 'HIDE_FIELD', data: { resource: ['budget'] } }],
  },
  {
    id: 2,
    title: 'Qualified leads need a budget',
    condition: {
      title: 'When',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: status,
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'qualified' } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 20, name: 'MAKE_REQUIRED', data: { resource: ['budget'] } }],
  },
];

describe('compiled.trace', () => {
  const compiled = compileRules(RULES, { attributes: [{ name: 'status', type: 'singleSelect' }] });

  it('says which rule hid a field, and the values its conditions saw', () => {
    const trace = compiled.trace({ status: 'Lost' }, { id: 1, permissions: [] });
    expect(trace.fields.budget?.hidden).toEqual([
      { ruleId: 1, ruleTitle: 'Lost leads hide the budget', group: null, actionId: 10, action: 'HIDE_FIELD' },
    ]);
    expect(trace.fields.budget?.required).toEqual([]);
    expect(trace.rules[0]).toMatchObject({
      held: true,
      fired: true,
      condition: {
        passed: true,
        conditions: [{ id: 1, operator: 'is', left: 'Lost', right: 'lost', result: true }],
      },
    });
    expect(trace.rules[1]).toMatchObject({ held: false, fired: false });
    expect(trace.effects.visibility).toEqual({ budget: 'hidden' });
  });

  it('is plain data: JSON keeps all of it', () => {
    const trace = compiled.trace({ status: 'qualified', when: new Date(0) }, { id: 1, permissions: [] });
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
    expect(trace.fields.budget?.required).toHaveLength(1);
  });
});
