import type { ObjectInput, RelationshipInput } from '@atrium/core';
import { APPOINTMENT, CAMPAIGN, ENQUIRY, LEAD, PROSPECT } from './objects-activities';
import { ACCOUNT, CONTACT, NOTE } from './objects-customers';
import { OPPORTUNITY, PROJECT, QUOTE, SALES_ORDER } from './objects-sales';

/** One object per CRM navigation list (names match their permission scopes), plus notes. */
export const CRM_OBJECTS: readonly ObjectInput[] = [
  ACCOUNT,
  CONTACT,
  APPOINTMENT,
  CAMPAIGN,
  LEAD,
  PROSPECT,
  ENQUIRY,
  OPPORTUNITY,
  PROJECT,
  QUOTE,
  SALES_ORDER,
  NOTE,
];

const oneToMany = (parent: string, name: string, child: string, reverse: string): RelationshipInput => ({
  name,
  type: 'OneToMany',
  parent_object: parent,
  child_object: child,
  reverse_name: reverse,
  foreign_key: `${reverse}_id`,
});

/**
 * Each parent reaches its notes as `notes`; the reverse names differ so the note's definition (keyed by
 * reverse name) keeps all four.
 */
const notesOf = (parent: string): RelationshipInput => ({
  name: 'notes',
  type: 'Polymorphic',
  parent_object: parent,
  child_object: 'note',
  reverse_name: `notable_${parent}`,
  foreign_key: 'notable',
});

export const CRM_RELATIONSHIPS: readonly RelationshipInput[] = [
  oneToMany('account', 'contacts', 'contact', 'account'),
  oneToMany('account', 'opportunities', 'opportunity', 'account'),
  oneToMany('account', 'quotes', 'quote', 'account'),
  oneToMany('account', 'sales_orders', 'sales_order', 'account'),
  oneToMany('opportunity', 'quotes', 'quote', 'opportunity'),
  oneToMany('quote', 'sales_orders', 'sales_order', 'quote'),
  oneToMany('contact', 'appointments', 'appointment', 'contact'),
  notesOf('account'),
  notesOf('contact'),
  notesOf('lead'),
  notesOf('opportunity'),
];
