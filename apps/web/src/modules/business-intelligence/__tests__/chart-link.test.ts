import type { ObjectDefinition, ReportDefinition } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { filterRowFromSearch } from '../../../records/list/filter-from-url';
import { categoryLink, contextLookup } from '../chart-link';

const relationship = (name: string, parent: string, key: string) => ({
  id: 1,
  name,
  type: 'OneToMany' as const,
  parent_object: parent,
  child_object: 'opportunity',
  reverse_name: `${name}s`,
  foreign_key: key,
  options: {},
  api_endpoint: `r/crm/${parent}`,
});

const opportunity: ObjectDefinition = {
  id: 2,
  name: 'opportunity',
  display_name: 'Opportunity',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/opportunity',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {
    account: relationship('account', 'account', 'account_id'),
    partner: relationship('partner', 'account', 'partner_id'),
    contact: relationship('contact', 'contact', 'contact_id'),
  },
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
    {
      id: 2,
      name: 'stage',
      label: 'Stage',
      type: 'singleSelect',
      options: { items: [{ value: 'Won', name: 'Won' }] },
    },
    { id: 3, name: 'contact_id', label: 'Contact', type: 'lookup', options: {} },
    { id: 4, name: 'account_id', label: 'Account', type: 'lookup', options: {} },
    { id: 5, name: 'partner_id', label: 'Partner', type: 'lookup', options: {} },
  ],
};

const report: ReportDefinition = {
  object: 'opportunity',
  filters: [],
  dimensions: [{ attribute: 'stage' }],
  measures: [{ kind: 'count' }],
  sort: [],
  limit: 200,
};

const rowOf = (link: string | undefined) => filterRowFromSearch(link?.split('?')[1] ?? '');

describe('where a click on a chart leads', () => {
  it('on a dashboard: the list filtered to the category', () => {
    const link = categoryLink('/crm/opportunities', opportunity, report, 'Won');
    expect(link?.startsWith('/crm/opportunities?')).toBe(true);
    expect(rowOf(link)).toEqual({ stage: { kind: 'choice', values: ['Won'] } });
  });

  it('on a record’s form: the category and the lookup to the open record', () => {
    const link = categoryLink('/crm/opportunities', opportunity, report, 'Won', {
      object: 'account',
      id: 42,
      label: 'Acme',
    });
    expect(rowOf(link)).toEqual({
      stage: { kind: 'choice', values: ['Won'] },
      account_id: { kind: 'lookup', id: 42, label: 'Acme' },
    });
  });

  it('follows the lookup the widget names, as the chart’s data does', () => {
    const link = categoryLink('/crm/opportunities', opportunity, report, 'Won', {
      object: 'account',
      id: 7,
      lookup: 'partner_id',
    });
    expect(rowOf(link)).toEqual({
      stage: { kind: 'choice', values: ['Won'] },
      partner_id: { kind: 'lookup', id: 7 },
    });
  });

  it('leads nowhere when no lookup joins the chart to the record, rather than to every record', () => {
    const context = { object: 'lead', id: 42 };
    expect(categoryLink('/crm/opportunities', opportunity, report, 'Won', context)).toBeUndefined();
    const wrong = { object: 'account', id: 42, lookup: 'contact_id' };
    expect(categoryLink('/crm/opportunities', opportunity, report, 'Won', wrong)).toBeUndefined();
    const badId = { object: 'account', id: 0 };
    expect(categoryLink('/crm/opportunities', opportunity, report, 'Won', badId)).toBeUndefined();
  });

  it('picks the first lookup to the parent in attribute order, or the one named', () => {
    expect(contextLookup(opportunity, 'account', undefined)).toBe('account_id');
    expect(contextLookup(opportunity, 'account', 'partner_id')).toBe('partner_id');
    expect(contextLookup(opportunity, 'contact', undefined)).toBe('contact_id');
    expect(contextLookup(opportunity, 'account', 'name')).toBeUndefined();
  });
});
