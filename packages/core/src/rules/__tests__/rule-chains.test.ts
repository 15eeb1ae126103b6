import { describe, expect, it } from 'vitest';
import type { Relationship } from '../../metadata/object-definition';
import {
  chainTree,
  hopParentId,
  hopRecordId,
  hopSourceFields,
  resolveRuleHop,
  ruleChains,
} from '../rule-chains';
import { compileRules } from '../rule-compiler';
import type { Condition, ConditionGroup, Operand, Rule } from '../rule-types';

const attribute = (name: string, type: string, hops: string[] = [], key = 'record'): Operand => ({
  type: 'ATTRIBUTE',
  data: {
    object: 'lead',
    key,
    attributeName: name,
    attributeType: type,
    ...(hops.length > 0 ? { relatedObject: hops.map((hop) => ({ object: hop, relationName: hop })) } : {}),
  },
});
const text = (input: string): Operand => ({ type: 'CONSTANTS', data: { dataType: 'TEXT', input } });
const condition = (id: number, left: Operand, extra: Partial<Condition> = {}): Condition => ({
  id,
  operandLeft: left,
  operator: 'isNotEmpty',
  ...extra,
});
const group = (conditions: Condition[]): ConditionGroup => ({
  title: 'When',
  evalPattern: 'ALL_AND',
  conditions,
});
const rule = (id: number, conditions: Condition[], groups: ConditionGroup[] = []): Rule => ({
  id,
  title: `Rule ${id}`,
  condition: group(conditions),
  groups: groups.map((g) => ({ ...g, actions: [] })),
  actions: [{ id: 1, name: 'SHOW_FIELD', data: { resource: ['result'] } }],
});

describe('ruleChains', () => {
  it('lists nothing for rules that read only the record’s own values', () => {
    expect(ruleChains([rule(1, [condition(1, attribute('status', 'singleSelect'))])])).toEqual([]);
  });

  it('lists each related chain once, from the top condition, nested groups and both operands', () => {
    const rules = [
      rule(1, [condition(1, attribute('status', 'singleSelect', ['account']))]),
      rule(
        2,
        [condition(1, attribute('status', 'singleSelect', ['account']))],
        [
          group([
            condition(1, attribute('name', 'singleLine'), {
              operator: 'is',
              operandRight: attribute('name', 'singleLine', ['campaign']),
            }),
          ]),
        ],
      ),
    ];
    expect(ruleChains(rules)).toEqual([['account'], ['campaign']]);
  });

  it('drops a chain another extends, since loading the longer one loads it', () => {
    const rules = [
      rule(1, [
        condition(1, attribute('country', 'singleSelectCountries', ['account'])),
        condition(2, attribute('name', 'singleLine', ['account', 'owner'])),
      ]),
    ];
    expect(ruleChains(rules)).toEqual([['account', 'owner']]);
  });

  it('reads inside CONDITION operands', () => {
    const nested: Operand = {
      type: 'CONDITION',
      data: group([condition(1, attribute('city', 'singleLine', ['account']))]),
    };
    expect(ruleChains([rule(1, [condition(1, nested)])])).toEqual([['account']]);
  });

  it('counts a list of related records as a chain, and continues a `has one` sub-condition’s chains from it', () => {
    const hasOne = condition(1, attribute('contacts', 'relatedObject'), {
      operator: 'hasOne',
      subConditions: group([
        condition(1, attribute('role', 'singleSelect'), { operator: 'is', operandRight: text('manager') }),
        condition(2, attribute('name', 'singleLine', ['owner'])),
      ]),
    });
    expect(ruleChains([rule(1, [hasOne])])).toEqual([['contacts', 'owner']]);
    const plain = condition(1, attribute('contacts', 'relatedObject'), { operator: 'hasOne' });
    expect(ruleChains([rule(1, [plain])])).toEqual([['contacts']]);
  });

  it('ignores operands that read another context value than the record', () => {
    expect(
      ruleChains([rule(1, [condition(1, attribute('status', 'singleSelect', ['account'], 'parent'))])]),
    ).toEqual([]);
  });

  it('names exactly what the compiled rules read through `related`: loading the chains changes the answer', () => {
    const rules = [
      rule(1, [
        condition(1, attribute('status', 'singleSelect', ['account']), {
          operator: 'is',
          operandRight: text('active'),
        }),
      ]),
    ];
    const compiled = compileRules(rules, { attributes: [] });
    const user = { id: 1, permissions: [] };
    expect(ruleChains(rules)).toEqual([['account']]);
    expect(compiled.evaluate({ account: 4 }, user).visibility).toEqual({});
    expect(
      compiled.evaluate({ account: 4 }, user, { account: { id: 4, status: 'active' } }).visibility,
    ).toEqual({
      result: 'shown',
    });
  });
});

describe('chainTree', () => {
  it('shares the first hops of chains', () => {
    const tree = chainTree([['account', 'owner'], ['account', 'parent'], ['campaign']]);
    expect([...tree.keys()]).toEqual(['account', 'campaign']);
    expect([...(tree.get('account')?.keys() ?? [])]).toEqual(['owner', 'parent']);
    expect(tree.get('campaign')?.size).toBe(0);
  });
});

const relation = (
  r: Partial<Relationship> &
    Pick<Relationship, 'name' | 'type' | 'parent_object' | 'child_object' | 'reverse_name' | 'foreign_key'>,
): Relationship => ({
  id: 1,
  options: {},
  api_endpoint: `r/crm/${r.parent_object}`,
  ...r,
});
const contacts = relation({
  name: 'contacts',
  type: 'OneToMany',
  parent_object: 'account',
  child_object: 'contact',
  reverse_name: 'account',
  foreign_key: 'account_id',
});
const notes = relation({
  name: 'notes',
  type: 'Polymorphic',
  parent_object: 'account',
  child_object: 'note',
  reverse_name: 'notable_account',
  foreign_key: 'notable',
});
const account = { name: 'account', relationships: { contacts, notes } };
const contact = { name: 'contact', relationships: { account: contacts } };
const note = { name: 'note', relationships: { notable_account: notes } };

describe('resolveRuleHop', () => {
  it('reads a parent through the child’s relationship key or the lookup column’s name', () => {
    for (const name of ['account', 'account_id']) {
      const hop = resolveRuleHop(contact, name);
      expect(hop).toMatchObject({
        name,
        target: 'account',
        kind: 'parent',
        column: 'account_id',
        typeValue: undefined,
      });
      if (!hop) throw new Error('no hop');
      expect(hopParentId({ account_id: 7 }, hop)).toBe(7);
      expect(hopParentId({ account_id: '7' }, hop)).toBe(7);
      expect(hopParentId({ account_id: null }, hop)).toBeUndefined();
      expect(hopSourceFields(hop)).toEqual(['account_id']);
    }
  });

  it('reads children through the parent’s relationship name', () => {
    const hop = resolveRuleHop(account, 'contacts');
    expect(hop).toMatchObject({
      target: 'contact',
      kind: 'children',
      column: 'account_id',
      typeValue: undefined,
    });
    if (!hop) throw new Error('no hop');
    expect(hopSourceFields(hop)).toEqual(['id']);
    expect(hopRecordId({ id: 3 })).toBe(3);
    expect(hopRecordId({ id: 'n1' })).toBeUndefined();
  });

  it('reads polymorphic parents only of the relationship’s object, and polymorphic children by type', () => {
    const parent = resolveRuleHop(note, 'notable_account');
    expect(parent).toMatchObject({
      target: 'account',
      kind: 'parent',
      column: 'notable',
      typeValue: 'account',
    });
    if (!parent) throw new Error('no hop');
    expect(hopParentId({ notable_type: 'account', notable_id: 5 }, parent)).toBe(5);
    expect(hopParentId({ notable_type: 'contact', notable_id: 5 }, parent)).toBeUndefined();
    expect(hopSourceFields(parent)).toEqual(['notable_type', 'notable_id']);
    expect(resolveRuleHop(account, 'notes')).toMatchObject({ kind: 'children', typeValue: 'account' });
  });

  it('is undefined for a name that is no relation', () => {
    expect(resolveRuleHop(contact, 'owner')).toBeUndefined();
    expect(resolveRuleHop(contact, 'constructor')).toBeUndefined();
    expect(resolveRuleHop(account, 'account_id')).toBeUndefined();
  });
});
