import { describe, expect, it } from 'vitest';
import type { Condition, ConditionGroup, Operand } from '../../rules/rule-types';
import { formatConditionString } from '../condition-string';

const attribute = (name: string, relatedObject?: { object: string; relationName: string }[]): Operand => ({
  type: 'ATTRIBUTE',
  data: { object: 'deal', key: 'record', attributeName: name, attributeType: 'singleLine', relatedObject },
});
const text = (input: string): Operand => ({ type: 'CONSTANTS', data: { dataType: 'TEXT', input } });
const number = (input: number): Operand => ({ type: 'CONSTANTS', data: { dataType: 'NUMBER', input } });

const status: Condition = {
  id: 1,
  operandLeft: attribute('status'),
  operator: 'is',
  operandRight: text('Qualified'),
};
const budget: Condition = {
  id: 2,
  operandLeft: attribute('budget'),
  operator: 'greaterThan',
  operandRight: number(1000),
};
const owner: Condition = {
  id: 3,
  operandLeft: attribute('owner'),
  operator: 'is',
  operandRight: { type: 'PERMISSION', data: {} },
};
const group = (evalPattern: string, conditions: Condition[] = [status, budget, owner]): ConditionGroup => ({
  title: 'Untitled Condition',
  evalPattern,
  conditions,
});

describe('formatConditionString', () => {
  it.each([
    ['(1 AND 2) OR 3', '(Status is "Qualified" AND Budget greater than 1000) OR Owner is current user'],
    ['ALL_AND', 'Status is "Qualified" AND Budget greater than 1000 AND Owner is current user'],
    ['all_or', 'Status is "Qualified" OR Budget greater than 1000 OR Owner is current user'],
    ['1 AND (2 OR 3)', 'Status is "Qualified" AND (Budget greater than 1000 OR Owner is current user)'],
    ['NOT 1 OR 3', 'NOT Status is "Qualified" OR Owner is current user'],
    ['NOT (1 AND 2)', 'NOT (Status is "Qualified" AND Budget greater than 1000)'],
    ['((3))', 'Owner is current user'],
    ['1 AND', 'Invalid evaluation pattern: '],
  ])('%s reads %s', (pattern, expected) => {
    expect(formatConditionString(group(pattern))).toContain(expected);
  });

  it('is empty for a group without conditions', () => {
    expect(formatConditionString(group('ALL_AND', []))).toBe('');
  });

  it('renders unary operators, lists, permissions, related chains and nested groups', () => {
    const conditions: Condition[] = [
      { id: 1, operandLeft: attribute('close_date'), operator: 'isEmpty' },
      {
        id: 2,
        operandLeft: attribute('tags'),
        operator: 'oneOf',
        operandRight: { type: 'CONSTANTS', data: { dataType: 'ARRAY', input: ['a "b"', 3] } },
      },
      {
        id: 3,
        operandLeft: { type: 'PERMISSION', data: { permission: 'crm:approve' } },
        operator: 'is',
        operandRight: text('1'),
      },
      {
        id: 4,
        operandLeft: attribute('name', [{ object: 'account', relationName: 'account' }]),
        operator: 'minChars',
        operandRight: number(3),
      },
      {
        id: 5,
        operandLeft: { type: 'CONDITION', data: group('1 OR 2', [status, budget]) },
        operator: 'is',
        operandRight: text('1'),
      },
      {
        id: 6,
        operandLeft: attribute('contacts'),
        operator: 'hasOne',
        subConditions: group('ALL_AND', [{ ...status, operandLeft: attribute('role') }]),
      },
    ];
    expect(formatConditionString(group('ALL_AND', conditions))).toBe(
      [
        'Close date is empty',
        'Tags one of ["a \\"b\\"", 3]',
        'current user has permission "crm:approve" is "1"',
        'Account → Name min characters 3',
        '(Status is "Qualified" OR Budget greater than 1000) is "1"',
        'Contacts has one (Role is "Qualified")',
      ].join(' AND '),
    );
  });

  it('uses the labels the caller supplies', () => {
    const labels: Record<string, string> = { status: 'Lead status' };
    const result = formatConditionString(group('1'), {
      attributeLabel: (data) => labels[data.attributeName],
    });
    expect(result).toBe('Lead status is "Qualified"');
  });

  it.each([
    ['greaterThanOrEqual', 'greater than or equal to'],
    ['tldIsNot', 'TLD is not'],
    ['yearBefore', 'year before'],
    ['notAnyOf', 'not any of'],
  ])('words %s as %s', (operator, words) => {
    const condition = { ...budget, id: 1, operator } as Condition;
    expect(formatConditionString(group('1', [condition]))).toBe(`Budget ${words} 1000`);
  });
});
