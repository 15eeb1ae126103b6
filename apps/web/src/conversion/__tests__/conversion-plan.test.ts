import type { ConverterConfiguration, ObjectDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  conversionBody,
  initialChoices,
  mappedValues,
  missingRequired,
  readyToConvert,
} from '../conversion-plan';

const attribute = (id: number, name: string, type: string, options: Record<string, unknown> = {}) =>
  ({ id, name, label: name, type, options }) as ObjectDefinition['attributes'][number];

const opportunity: ObjectDefinition = {
  id: 3,
  name: 'opportunity',
  display_name: 'Opportunity',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/opportunity',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  attributes: [
    attribute(1, 'name', 'singleLine', { required: true }),
    attribute(2, 'close_date', 'dateField', { required: true }),
    attribute(3, 'stage', 'singleSelect', {
      required: true,
      items: [{ value: 'prospecting', name: 'Prospecting' }],
    }),
    attribute(4, 'account_id', 'lookup', { required: true }),
    attribute(5, 'number', 'sequence', { required: true }),
    attribute(6, 'notes', 'multiLine'),
  ],
  relationships: {
    account: {
      id: 1,
      name: 'opportunities',
      type: 'OneToMany',
      parent_object: 'account',
      child_object: 'opportunity',
      reverse_name: 'account',
      foreign_key: 'account_id',
      options: {},
      api_endpoint: '',
    },
  },
};

const configuration = (id: number, over: Partial<ConverterConfiguration> = {}): ConverterConfiguration => ({
  configuration_id: id,
  configuration_title: 'Opportunity',
  configuration_group_title: 'Convert lead',
  source_object: 'lead',
  destination_object: 'opportunity',
  map: [{ source: 'company', destination: 'name' }],
  relations: [{ destination: 'account_id', object: 'account' }],
  defaults: { stage: 'prospecting' },
  position: 0,
  problems: [],
  ...over,
});

describe('the conversion dialog plan', () => {
  it('carries mapped values and constants, leaving out empty source values', () => {
    expect(mappedValues(configuration(1), { company: 'Haddad', email: 'x' })).toEqual({
      stage: 'prospecting',
      name: 'Haddad',
    });
    expect(mappedValues(configuration(1), { company: '' })).toEqual({ stage: 'prospecting' });
  });

  it('asks only for required values nothing fills: not mapped, not constant, not drawn numbers', () => {
    const names = (source: Record<string, unknown>, included: string[]) =>
      missingRequired({
        configuration: configuration(1),
        destination: opportunity,
        source,
        includedObjects: new Set(included),
      }).map((a) => a.name);
    expect(names({ company: 'Haddad' }, ['account', 'opportunity'])).toEqual(['close_date']);
    // With no company the name must be typed too; lookups are never asked for here.
    expect(names({}, ['opportunity'])).toEqual(['name', 'close_date']);
  });

  it('is ready once each included destination has its record or its values', () => {
    const choices = initialChoices([configuration(1), configuration(2, { destination_object: 'account' })]);
    const missing = new Map([[1, [opportunity.attributes[1] as ObjectDefinition['attributes'][number]]]]);
    expect(readyToConvert(choices, missing)).toBe(false);
    choices.set(1, {
      include: true,
      action: 'create',
      recordId: undefined,
      values: { close_date: '2027-03-31' },
    });
    expect(readyToConvert(choices, missing)).toBe(true);
    choices.set(2, { include: true, action: 'link', recordId: undefined, values: {} });
    expect(readyToConvert(choices, missing)).toBe(false);
    choices.set(2, { include: true, action: 'link', recordId: 42, values: {} });
    expect(readyToConvert(choices, missing)).toBe(true);
    expect(conversionBody(choices)).toEqual({
      destinations: [
        { configuration_id: 1, action: 'create', values: { close_date: '2027-03-31' } },
        { configuration_id: 2, action: 'link', record_id: 42 },
      ],
    });
    choices.set(1, { include: false, action: 'create', recordId: undefined, values: {} });
    choices.set(2, { include: false, action: 'create', recordId: undefined, values: {} });
    expect(readyToConvert(choices, missing)).toBe(false);
    expect(conversionBody(choices).destinations).toEqual([]);
  });
});
