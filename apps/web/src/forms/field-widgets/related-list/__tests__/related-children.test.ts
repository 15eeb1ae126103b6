import type { ObjectDefinition, Relationship } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { listRouteOf } from '../../../../metadata/record-route';
import { contactsRelation as contacts } from '../../../../test-support/contacts-fixture';
import { belongsToParent, childRelationships, newChildQuery, relatedEndpoint } from '../related-children';

const notes: Relationship = {
  ...contacts,
  id: 2,
  name: 'notes',
  type: 'Polymorphic',
  child_object: 'note',
  reverse_name: 'notable_account',
  foreign_key: 'notable',
  api_endpoint: 'r/crm/account/{parentId}/notes',
};
const owner: Relationship = {
  ...contacts,
  id: 3,
  name: 'accounts',
  parent_object: 'company',
  child_object: 'account',
  foreign_key: 'company_id',
};

const account: ObjectDefinition = {
  id: 1,
  name: 'account',
  display_name: 'Account',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/account',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  attributes: [],
  relationships: { contacts, notes, accounts: owner },
};

describe('related children', () => {
  it('lists only the relationships the object is the parent of', () => {
    expect(childRelationships(account).map((relation) => relation.name)).toEqual(['contacts', 'notes']);
  });

  it('fills the parent id into the endpoint', () => {
    expect(relatedEndpoint(contacts, 42)).toBe('r/crm/account/42/contacts');
  });

  it('matches children of this parent by foreign key', () => {
    expect(belongsToParent(contacts, { id: 1, account_id: 42 }, 42)).toBe(true);
    expect(belongsToParent(contacts, { id: 1, account_id: '42' }, 42)).toBe(true);
    expect(belongsToParent(contacts, { id: 1, account_id: 7 }, 42)).toBe(false);
    expect(belongsToParent(contacts, { id: 1, account_id: null }, 42)).toBe(false);
  });

  it('matches polymorphic children by type and id', () => {
    expect(belongsToParent(notes, { notable_type: 'account', notable_id: 42 }, 42)).toBe(true);
    expect(belongsToParent(notes, { notable_type: 'lead', notable_id: 42 }, 42)).toBe(false);
    expect(belongsToParent(notes, { notable_type: 'account', notable_id: 41 }, 42)).toBe(false);
  });

  it('prefills the new child with its parent', () => {
    expect(newChildQuery(contacts, 42)).toBe('?account_id=42');
    expect(newChildQuery(notes, 42)).toBe('?notable_type=account&notable_id=42');
  });

  it('finds the list route of an object with a navigation entry', () => {
    expect(listRouteOf('contact')).toBe('/crm/contacts');
    expect(listRouteOf('no_such_object')).toBeUndefined();
  });
});
