import {
  createRuleSession,
  type FormDefinition,
  type Rule,
  rulePermissions,
  ruleSetSchema,
} from '@atrium/core';
import { describe, expect, it, vi } from 'vitest';
import { definitionWith } from '../../renderer/__tests__/test-widgets';
import { FormStore } from '../../renderer/form-store';
import { coreConditions } from '../core-conditions';
import { compileFormRules, rulesOfForm, ruleUser, type ServedForm } from '../form-rules';
import { attachRules } from '../rule-runner';

const attribute = (name: string) => ({
  type: 'ATTRIBUTE' as const,
  data: { object: 'lead', key: 'record', attributeName: name, attributeType: 'singleLine' },
});
const text = (input: string) => ({ type: 'CONSTANTS' as const, data: { dataType: 'TEXT' as const, input } });

/** status = lost hides budget; status = won fills priority with 'high'; a manager sees secret. */
const rules: Rule[] = [
  {
    id: 1,
    title: 'Lost leads have no budget',
    condition: {
      title: 'Lost',
      evalPattern: 'ALL_AND',
      conditions: [{ id: 1, operandLeft: attribute('status'), operator: 'is', operandRight: text('lost') }],
    },
    groups: [],
    actions: [{ id: 1, name: 'HIDE_FIELD', data: { resource: ['budget'] } }],
  },
  {
    id: 2,
    title: 'Won leads are urgent',
    condition: {
      title: 'Won',
      evalPattern: 'ALL_AND',
      conditions: [{ id: 1, operandLeft: attribute('status'), operator: 'is', operandRight: text('won') }],
    },
    groups: [],
    actions: [{ id: 2, name: 'SET_VALUE', data: { resource: ['priority'], setValue: 'high' } }],
  },
  {
    id: 3,
    title: 'Managers',
    condition: {
      title: 'Manager',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: { type: 'PERMISSION', data: { permission: 'lead:manage' } },
          operator: 'is',
          operandRight: text('1'),
        },
      ],
    },
    groups: [],
    actions: [{ id: 3, name: 'SHOW_FIELD', data: { resource: ['secret'] } }],
  },
];

const definition = definitionWith(['status', 'budget', 'priority', 'secret']);
const form = (extra: Partial<FormDefinition> & { rules?: Rule[] }) =>
  ({
    id: 1,
    object: 'lead',
    name: 'Lead',
    type: 'default',
    status: 'ACTIVE',
    body: { id: 'grid', type: 'grid' },
    options: {},
    version: 1,
    ...extra,
  }) as ServedForm;

describe('form rules glue', () => {
  it('reads rules from options.rules or a sibling rules array, and none from malformed JSON', () => {
    expect(rulesOfForm(form({ options: { rules } }))).toHaveLength(3);
    expect(rulesOfForm(form({ rules }))).toHaveLength(3);
    expect(rulesOfForm(undefined)).toEqual([]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(rulesOfForm(form({ options: { rules: [{ id: 'x' }] } }))).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
  });

  it('takes served rules as the server parsed them, and checks options.rules once per value', () => {
    const served = form({ rules });
    expect(rulesOfForm(served)).toEqual(rules);
    const parse = vi.spyOn(ruleSetSchema, 'safeParse');
    rulesOfForm(served);
    expect(parse).not.toHaveBeenCalled();
    const older = form({ options: { rules: structuredClone(rules) } });
    const first = rulesOfForm(older);
    expect(rulesOfForm(older)).toBe(first);
    expect(parse).toHaveBeenCalledOnce();
    parse.mockRestore();
  });

  it('lists the permissions the rules ask about', () => {
    expect(rulePermissions(rules)).toEqual(['lead:manage']);
  });

  it('leaves the form without rules when they do not compile', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = [
      {
        ...rules[0],
        condition: {
          ...rules[0]?.condition,
          conditions: [{ id: 1, operandLeft: attribute('nope'), operator: 'is', operandRight: text('x') }],
        },
      },
    ] as Rule[];
    expect(compileFormRules(broken, definition)).toBeUndefined();
  });

  it('drives a store through core’s session: hides, fills and follows the user’s permissions', () => {
    vi.useFakeTimers();
    const compiled = compileFormRules(rules, definition);
    if (!compiled) throw new Error('the rules should compile');
    const store = new FormStore({ status: 'lost' });
    const detach = attachRules(store, createRuleSession(compiled, ruleUser(3, ['lead:manage'])));
    expect(store.getField('budget').rules.visibility).toBe('hidden');
    expect(store.getField('secret').rules.visibility).toBe('shown');
    store.setValues({ status: 'won' });
    vi.advanceTimersByTime(300);
    expect(store.getField('budget').rules.visibility).toBeUndefined();
    expect(store.getValue('priority')).toBe('high');
    detach();
    vi.useRealTimers();
  });

  it('compiles hideOnCondition with core’s expressions', () => {
    const condition = coreConditions('status == "lost"');
    expect(condition.reads).toEqual(['status']);
    expect(condition.test({ status: 'lost' })).toBe(true);
    expect(condition.test({ status: 'won' })).toBe(false);
  });
});
