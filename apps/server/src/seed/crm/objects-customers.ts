import type { ObjectInput } from '@atrium/core';
import { ACCOUNT_TAGS, ACCOUNT_TYPES, CHANNELS, INDUSTRIES, items, SALUTATIONS } from './choices';

/**
 * Accounts and contacts keep the attribute names and types of the records tests' fixture
 * (`test/support/crm-fixture.ts`) so either can stand in for the other.
 */
export const ACCOUNT: ObjectInput = {
  name: 'account',
  display_name: 'Account',
  module: 'crm',
  label_attribute: 'name',
  attributes: [
    { name: 'name', label: 'Name', type: 'singleLine', options: { required: true, searchable: true } },
    {
      name: 'account_number',
      label: 'Account number',
      type: 'sequence',
      options: { prefix: 'ACC-', searchable: true },
    },
    { name: 'account_type', label: 'Type', type: 'radioSelect', options: { items: items(ACCOUNT_TYPES) } },
    { name: 'industry', label: 'Industry', type: 'singleSelect', options: { items: items(INDUSTRIES) } },
    { name: 'employees', label: 'Employees', type: 'numberField', options: { disableNegative: true } },
    {
      name: 'revenue',
      label: 'Annual revenue',
      type: 'currency',
      options: { currency: 'AED', disableNegative: true },
    },
    { name: 'active', label: 'Active', type: 'checkbox' },
    { name: 'founded', label: 'Founded', type: 'dateField' },
    { name: 'email', label: 'E-mail', type: 'email', options: { searchable: true } },
    { name: 'phone', label: 'Phone', type: 'phone' },
    { name: 'website', label: 'Website', type: 'urlField' },
    { name: 'country', label: 'Country', type: 'singleSelectCountries' },
    { name: 'tags', label: 'Tags', type: 'multiSelect', options: { items: items(ACCOUNT_TAGS) } },
    {
      name: 'key_account',
      label: 'Key account',
      type: 'singleOn',
      options: { singleOnLabel: 'Yes', singleOffLabel: 'No' },
    },
    {
      name: 'location',
      label: 'Location',
      type: 'mapField',
      options: { defaultLat: 25.2048, defaultLng: 55.2708, isMapPointer: true, isSearchEnabled: true },
    },
    { name: 'description', label: 'Description', type: 'multiLine' },
    {
      name: 'intro',
      label: 'About accounts',
      type: 'displayText',
      options: { text: 'An account is a company we sell to, buy from or work with.' },
    },
  ],
};

export const CONTACT: ObjectInput = {
  name: 'contact',
  display_name: 'Contact',
  module: 'crm',
  label_attribute: 'full_name',
  attributes: [
    {
      name: 'full_name',
      label: 'Full name',
      type: 'singleLine',
      options: { required: true, searchable: true },
    },
    { name: 'salutation', label: 'Salutation', type: 'singleSelect', options: { items: items(SALUTATIONS) } },
    { name: 'job_title', label: 'Job title', type: 'singleLine', options: { searchable: true } },
    { name: 'email', label: 'E-mail', type: 'email', options: { searchable: true } },
    { name: 'phone', label: 'Phone', type: 'phone' },
    { name: 'mobile', label: 'Mobile', type: 'phone' },
    {
      name: 'preferred_channel',
      label: 'Preferred channel',
      type: 'radioSelect',
      options: { items: items(CHANNELS) },
    },
    { name: 'do_not_call', label: 'Do not call', type: 'checkbox' },
    { name: 'birthday', label: 'Birthday', type: 'dateField' },
    { name: 'country', label: 'Country', type: 'singleSelectCountries' },
  ],
};

/** Notes hang off accounts, contacts, leads and opportunities through one polymorphic pair. */
export const NOTE: ObjectInput = {
  name: 'note',
  display_name: 'Note',
  module: 'crm',
  label_attribute: 'subject',
  attributes: [
    { name: 'subject', label: 'Subject', type: 'singleLine', options: { required: true, searchable: true } },
    { name: 'body', label: 'Note', type: 'longText', options: { searchable: true } },
    { name: 'pinned', label: 'Pinned', type: 'checkbox' },
    { name: 'noted_at', label: 'Noted at', type: 'datetimeField' },
  ],
};
