import { describe, expect, it } from 'vitest';
import { checkRules } from '../rule-check';
import type { Condition, Rule, RuleAction } from '../rule-types';

const CONTEXT = {
  attributes: [
    { name: 'status', type: 'singleSelect' },
    { name: 'amount', type: 'numberField' },
    { name: 'x', type: 'singleLine' },
    { name: 'y', type: 'singleLine' },
  ],
};

const is = (id: number, name: string, input: string): Condition => ({
  id,
  operandLeft: {
    type: 'ATTRIBUTE',
    data: { object: 'lead', key: 'record', attributeName: name, attributeType: 'singleLine' },
  },
  operator: 'is',
  operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input } },
});
const rule = (id: number, conditions: Condition[], actions: RuleAction[], evalPattern = 'ALL_AND'): Rule => ({
  id,
  title: `Rule ${id}`,
  condition: { title: 'When', evalPattern, conditions },
  groups: [],
  actions,
});
const setValue = (id: number, target: string): RuleAction => ({
  id,
  name: 'SET_VALUE',
  data: { resource: [target], setValue: 'v' },
});
const warnings = (rules: Rule[], formFields?: string[]) =>
  checkRules(rules, { ...CONTEXT, ...(formFields ? { formFields } : {}) })
    .filter((issue) => issue.severity === 'warning')
    .map((issue) => issue.message);

describe('checkRules', () => {
  it('finds nothing wrong with a sound rule', () => {
    expect(
      checkRules([rule(1, [is(1, 'status', 'open')], [setValue(1, 'x')])], { ...CONTEXT, formFields: ['x'] }),
    ).toEqual([]);
  });

  it('warns about two `is` constants on one attribute in an ALL_AND group', () => {
    expect(
      warnings([rule(1, [is(1, 'status', 'open'), is(2, 'status', 'won')], [setValue(1, 'x')])]),
    ).toEqual(["Conditions 1 and 2 contradict each other on 'status': the group is never true."]);
    expect(
      warnings([rule(1, [is(1, 'status', 'open'), is(2, 'status', 'won')], [setValue(1, 'x')], 'ALL_OR')]),
    ).toEqual([]);
  });

  it('warns about a pattern that is never true and conditions it leaves out', () => {
    expect(
      warnings([rule(1, [is(1, 'status', 'open'), is(2, 'x', 'a')], [setValue(1, 'y')], '1 AND NOT 1')]),
    ).toEqual([
      'The evaluation pattern does not use condition 2.',
      'The evaluation pattern can never be true.',
    ]);
  });

  it('warns about a constant the operator cannot compare', () => {
    const condition: Condition = {
      id: 1,
      operandLeft: {
        type: 'ATTRIBUTE',
        data: { object: 'lead', key: 'record', attributeName: 'amount', attributeType: 'numberField' },
      },
      operator: 'greaterThan',
      operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'lots' } },
    };
    expect(warnings([rule(1, [condition], [setValue(1, 'x')])])).toEqual([
      'The value "lots" cannot be compared with \'greaterThan\': the condition is never true.',
    ]);
  });

  it('warns about actions on fields the form does not have', () => {
    expect(warnings([rule(1, [], [setValue(1, 'ghost')])], ['x'])).toEqual([
      "The action SET_VALUE targets the field 'ghost', which is not on the form.",
    ]);
  });

  it('warns about SET_VALUE cycles, once per cycle', () => {
    const rules = [
      rule(1, [is(1, 'x', 'a')], [setValue(1, 'y')]),
      rule(2, [is(1, 'y', 'b')], [setValue(2, 'x')]),
    ];
    expect(warnings(rules)).toEqual([
      "The rules set values in a cycle (rule 1 sets 'y', which rule 2 reads; rule 2 sets 'x', which rule 1 reads): the form may never settle.",
    ]);
    expect(warnings([rule(3, [is(1, 'x', 'a')], [setValue(1, 'x')])])).toEqual([
      "The rules set values in a cycle (rule 3 sets 'x', which rule 3 reads): the form may never settle.",
    ]);
  });

  it('lists every error with the rule and the path, without throwing', () => {
    const issues = checkRules([rule(4, [is(1, 'nope', 'a')], [], '1 AND 2')], CONTEXT);
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([
      {
        ruleId: 4,
        path: 'condition.conditions[0].operandLeft',
        message: "The rule reads the attribute 'nope', which the object does not have.",
        severity: 'error',
      },
      {
        ruleId: 4,
        path: 'condition.evalPattern',
        message: 'The evaluation pattern refers to condition 2, which does not exist.',
        severity: 'error',
      },
    ]);
    expect(checkRules('not rules', CONTEXT)[0]?.severity).toBe('error');
  });
});
