import type { Condition, Rule, RuleAction } from '@atrium/core';

/** The lead form's rules: the demo of every kind of rule action on a real form (issue 4 item 8). */

const leadAttribute = (attributeName: string, attributeType: string) => ({
  type: 'ATTRIBUTE' as const,
  data: { object: 'lead', key: 'record', attributeName, attributeType },
});

const text = (input: string) => ({ type: 'CONSTANTS' as const, data: { dataType: 'TEXT' as const, input } });

function statusIs(id: number, status: string, operator: 'is' | 'isNot' = 'is'): Condition {
  return {
    id,
    operandLeft: leadAttribute('status', 'statusBreadcrumb'),
    operator,
    operandRight: text(status),
  };
}

function rule(
  id: number,
  title: string,
  conditions: Condition[],
  evalPattern: string,
  actions: RuleAction[],
): Rule {
  return { id, title, condition: { title, conditions, evalPattern }, groups: [], actions };
}

export const LEAD_RULES: Rule[] = [
  // The budget section appears once a lead is qualified (or converted), and its value is then required.
  rule(
    1,
    'Budget only for qualified leads',
    [statusIs(1, 'qualified', 'isNot'), statusIs(2, 'converted', 'isNot')],
    'ALL_AND',
    [{ id: 1, name: 'HIDE_LAYOUT', data: { resource: [], layoutPath: '@section_budget' } }],
  ),
  rule(2, 'Qualified leads need a value', [statusIs(1, 'qualified'), statusIs(2, 'converted')], '1 OR 2', [
    { id: 2, name: 'MAKE_REQUIRED', data: { resource: ['estimated_value'] } },
  ]),
  // A lead's status limits its rating; a converted or lost lead has one rating left, chosen for you.
  rule(
    3,
    'Rating follows status',
    [{ id: 1, operandLeft: leadAttribute('status', 'statusBreadcrumb'), operator: 'isNotEmpty' }],
    'ALL_AND',
    [
      {
        id: 3,
        name: 'SET_OPTIONS',
        data: {
          resource: ['rating'],
          setOptions: {
            sourceAttribute: 'status',
            mapping: {
              new: ['Hot', 'Warm', 'Cold'],
              contacted: ['Hot', 'Warm', 'Cold'],
              qualified: ['Hot', 'Warm'],
              converted: ['Hot'],
              lost: ['Cold'],
            },
          },
        },
      },
    ],
  ),
  rule(4, 'Lost leads are closed', [statusIs(1, 'lost')], 'ALL_AND', [
    { id: 4, name: 'READONLY_FIELDS', data: { resource: ['estimated_value', 'score', 'interests'] } },
    { id: 5, name: 'SET_VALUE', data: { resource: ['score'], setValue: 0 } },
  ]),
  // Interests are hidden on the form (hideField) and shown for hot leads only.
  rule(
    5,
    'Interests of hot leads',
    [
      {
        id: 1,
        operandLeft: leadAttribute('rating', 'radioSelect'),
        operator: 'is',
        operandRight: text('Hot'),
      },
    ],
    'ALL_AND',
    [{ id: 6, name: 'SHOW_FIELD', data: { resource: ['interests'] } }],
  ),
  rule(6, 'No contact date before contact', [statusIs(1, 'new')], 'ALL_AND', [
    { id: 7, name: 'HIDE_FIELD', data: { resource: ['last_contacted'] } },
  ]),
];
