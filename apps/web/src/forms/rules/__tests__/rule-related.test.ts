import {
  chainTree,
  compileRules,
  type ObjectDefinition,
  type Relationship,
  type Rule,
  ruleChains,
} from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { contactsRelation as contacts } from '../../../test-support/contacts-fixture';
import { FormStore } from '../../renderer/form-store';
import { loadRuleRelated, type RelatedSource, relatedSourceFields } from '../rule-related';
import { attachRules, ruleRunnerFor } from '../rule-runner';

const definition = (name: string, relationships: Record<string, Relationship>): ObjectDefinition => ({
  id: name === 'account' ? 1 : 2,
  name,
  display_name: name,
  module: 'crm',
  label_attribute: null,
  label_expression: null,
  api_endpoint: `records/${name}`,
  has_versioning: false,
  has_ordering: false,
  attributes: [],
  relationships,
  version: 1,
});
const ACCOUNT = definition('account', { contacts });
const CONTACT = definition('contact', { account: contacts });

/** Accounts 1 (Government) and 2 (Retail); account 3 exists but the person may not read it. */
function fixtures(): RelatedSource & { asked: string[] } {
  const accounts: Record<number, Record<string, unknown>> = {
    1: { id: 1, industry: 'Government' },
    2: { id: 2, industry: 'Retail' },
  };
  const asked: string[] = [];
  return {
    asked,
    definition: async (name) => (name === 'account' ? ACCOUNT : name === 'contact' ? CONTACT : null),
    record: async (object, id) => {
      asked.push(`${object}/${id}`);
      return object === 'account' ? accounts[id] : undefined;
    },
    children: async (_hop, parentId) => [{ id: 10 + parentId, account_id: parentId, full_name: 'Someone' }],
  };
}

const RULES: Rule[] = [
  {
    id: 1,
    title: 'Government contacts have a title',
    condition: {
      title: 'Government',
      evalPattern: 'ALL_AND',
      conditions: [
        {
          id: 1,
          operandLeft: {
            type: 'ATTRIBUTE',
            data: {
              object: 'contact',
              key: 'record',
              attributeName: 'industry',
              attributeType: 'singleSelect',
              relatedObject: [{ object: 'account', relationName: 'account' }],
            },
          },
          operator: 'is',
          operandRight: { type: 'CONSTANTS', data: { dataType: 'TEXT', input: 'Government' } },
        },
      ],
    },
    groups: [],
    actions: [{ id: 1, name: 'MAKE_REQUIRED', data: { resource: ['title'] } }],
  },
];

describe('loadRuleRelated', () => {
  const tree = chainTree(ruleChains(RULES));

  it('loads the lookup’s record under the relation’s name, and nothing for an unreadable one', async () => {
    const source = fixtures();
    expect(await loadRuleRelated(CONTACT, tree, { account_id: 1 }, source)).toEqual({
      account: { id: 1, industry: 'Government' },
    });
    expect(await loadRuleRelated(CONTACT, tree, { account_id: 3 }, source)).toEqual({ account: undefined });
    expect(await loadRuleRelated(CONTACT, tree, { account_id: null }, source)).toEqual({
      account: undefined,
    });
    expect(source.asked).toEqual(['account/1', 'account/3']);
  });

  it('follows children and then their parent, two hops deep', async () => {
    const deep = chainTree([['contacts', 'account']]);
    const related = await loadRuleRelated(ACCOUNT, deep, { id: 2 }, fixtures());
    expect(related).toEqual({
      contacts: [{ id: 12, account_id: 2, full_name: 'Someone', account: { id: 2, industry: 'Retail' } }],
    });
  });

  it('names the fields whose change loads them again', () => {
    expect(relatedSourceFields(CONTACT, tree)).toEqual(['account_id']);
    expect(relatedSourceFields(ACCOUNT, chainTree([['contacts']]))).toEqual(['id']);
  });
});

describe('attachRules with related records', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('re-runs the rules when the related records arrive and when the lookup changes', async () => {
    const compiled = compileRules(RULES, { attributes: [] });
    const tree = chainTree(ruleChains(RULES));
    const source = fixtures();
    const runner = ruleRunnerFor(
      compiled,
      { id: 1, permissions: [] },
      {
        sources: relatedSourceFields(CONTACT, tree),
        load: (record) => loadRuleRelated(CONTACT, tree, record, source),
      },
    );
    const store = new FormStore({ account_id: 2 });
    const detach = attachRules(store, runner, 0);
    await settle();
    expect(store.getEffects()?.required).toEqual([]);
    store.setValues({ account_id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await settle();
    expect(store.getEffects()?.required).toEqual(['title']);
    store.setValues({ account_id: 3 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await settle();
    expect(store.getEffects()?.required).toEqual([]);
    detach();
  });
});
