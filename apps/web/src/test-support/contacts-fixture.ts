import type { ObjectDefinition, Relationship } from '@atrium/core';

/** An account's contacts (one-to-many through `account_id`): the related lists' and panels' tests' pair. */
export const contactsRelation: Relationship = {
  id: 1,
  name: 'contacts',
  type: 'OneToMany',
  parent_object: 'account',
  child_object: 'contact',
  reverse_name: 'account',
  foreign_key: 'account_id',
  options: {},
  api_endpoint: 'r/crm/account/{parentId}/contacts',
};

/** The contact object, ordered or not, with a required full name, a job title and its account. */
export const contactDefinition = (hasOrdering = false): ObjectDefinition => ({
  id: 2,
  name: 'contact',
  display_name: 'Contact',
  module: 'crm',
  label_attribute: 'full_name',
  label_expression: null,
  api_endpoint: 'records/contact',
  has_versioning: false,
  has_ordering: hasOrdering,
  version: 1,
  relationships: { account: contactsRelation },
  attributes: [
    { id: 1, name: 'full_name', label: 'Full name', type: 'singleLine', options: { required: true } },
    { id: 2, name: 'job_title', label: 'Job title', type: 'singleLine', options: {} },
    { id: 3, name: 'account_id', label: 'Account', type: 'lookup', options: {} },
  ],
});
