import {
  chartOption,
  checkReportDefinition,
  MODULES,
  type ObjectDefinition,
  type SeriesChartData,
} from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { filterRowFromSearch } from '../../../records/list/filter-from-url';
import { categoryLink, periodEnd } from '../chart-link';
import {
  addDimension,
  type BuilderState,
  definitionOf,
  dimensionOptions,
  filterOptions,
  INITIAL_BUILDER,
  measureAttributeOptions,
  measureKinds,
  relatedObjectNames,
  relatedObjectsOf,
  reportableObjects,
  suggestedChartType,
} from '../report-builder';

const opportunity: ObjectDefinition = {
  id: 7,
  name: 'opportunity',
  display_name: 'Opportunity',
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: 'records/opportunity',
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes: [
    { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
    {
      id: 2,
      name: 'stage',
      label: 'Stage',
      type: 'singleSelect',
      options: {
        items: [
          { value: 'Won', name: 'Won' },
          { value: 'Lost', name: 'Lost' },
        ],
      },
    },
    { id: 3, name: 'amount', label: 'Amount', type: 'currency', options: {} },
    { id: 4, name: 'close_date', label: 'Close date', type: 'dateField', options: {} },
    { id: 5, name: 'hot', label: 'Hot', type: 'checkbox', options: {} },
  ],
};

const state = (patch: Partial<BuilderState>): BuilderState => ({
  ...INITIAL_BUILDER,
  object: 'opportunity',
  ...patch,
});

describe('the report builder', () => {
  it('offers the groupings and measures core accepts for the object', () => {
    const dimensions = dimensionOptions(opportunity);
    expect(dimensions.map((option) => option.value)).toEqual([
      'name',
      'stage',
      'close_date',
      'hot',
      'created_at',
      'updated_at',
      'owner_id',
    ]);
    expect(dimensions.find((option) => option.value === 'close_date')).toMatchObject({
      label: 'Close date',
      dated: true,
    });
    expect(dimensions.find((option) => option.value === 'stage')?.dated).toBe(false);
    expect(measureAttributeOptions(opportunity, 'sum').map((option) => option.value)).toEqual(['amount']);
    expect(measureKinds(opportunity)).toEqual(['count', 'countDistinct', 'sum', 'avg', 'min', 'max']);
  });

  it('makes a definition only once the picks can run', () => {
    expect(definitionOf({ ...INITIAL_BUILDER }, opportunity)).toBeUndefined();
    expect(definitionOf(state({ measures: [{ kind: 'sum' }] }), opportunity)).toBeUndefined();
    expect(
      definitionOf(state({ measures: [{ kind: 'sum', attribute: 'name' }] }), opportunity),
    ).toBeUndefined();
    const byStage = addDimension(state({}), { value: 'stage', label: 'Stage', dated: false });
    const byMonth = addDimension(byStage, { value: 'close_date', label: 'Close date', dated: true });
    expect(
      definitionOf({ ...byMonth, measures: [{ kind: 'sum', attribute: 'amount' }] }, opportunity),
    ).toEqual({
      object: 'opportunity',
      filters: [],
      dimensions: [{ attribute: 'stage' }, { attribute: 'close_date', bucket: 'month' }],
      measures: [{ kind: 'sum', attribute: 'amount' }],
      sort: [],
      limit: 200,
    });
    // A third grouping is not offered.
    expect(addDimension(byMonth, { value: 'name', label: 'Name', dated: false })).toBe(byMonth);
  });

  it('filters on choices and yes/no attributes, once a value is picked', () => {
    const options = filterOptions(opportunity, { yes: 'Yes', no: 'No' });
    expect(options).toEqual([
      {
        value: 'stage',
        label: 'Stage',
        choices: [
          { value: 'Won', label: 'Won' },
          { value: 'Lost', label: 'Lost' },
        ],
      },
      {
        value: 'hot',
        label: 'Hot',
        choices: [
          { value: '1', label: 'Yes' },
          { value: '0', label: 'No' },
        ],
      },
    ]);
    const picked = state({ filters: [{ attribute: 'stage', value: 'Won' }, { attribute: 'hot' }] });
    expect(definitionOf(picked, opportunity)?.filters).toEqual([
      { columnName: 'stage', operation: 'equals', value: 'Won' },
    ]);
  });

  it('suggests the chart type that fits the groupings', () => {
    const one = [{ attribute: 'stage' }];
    const two = [{ attribute: 'stage' }, { attribute: 'name' }];
    expect(suggestedChartType(state({ chartType: 'BRAND_CARD', dimensions: one }))).toBe('BAR');
    expect(suggestedChartType(state({ chartType: 'BAR', dimensions: two }))).toBe('STACKED_BAR');
    expect(suggestedChartType(state({ chartType: 'STACKED_BAR', dimensions: one }))).toBe('BAR');
    expect(suggestedChartType(state({ chartType: 'PIE', dimensions: [] }))).toBe('BRAND_CARD');
    expect(suggestedChartType(state({ chartType: 'TABLE', dimensions: [] }))).toBe('TABLE');
    expect(suggestedChartType(state({ chartType: 'LINE', dimensions: one }))).toBe('LINE');
  });

  it('lists the objects of the modules and entries the person may open', () => {
    const crmOnly = reportableObjects(MODULES, (requirement) =>
      (requirement?.all ?? []).every(
        (permission) => permission === 'module:crm' || permission === 'opportunity:view',
      ),
    );
    expect(crmOnly.map((entry) => entry.object)).toEqual(['opportunity']);
  });
});

describe("a report on a lookup's fields (issue 18)", () => {
  const account: ObjectDefinition = {
    ...opportunity,
    id: 8,
    name: 'account',
    display_name: 'Account',
    attributes: [
      { id: 11, name: 'name', label: 'Name', type: 'singleLine', options: {} },
      {
        id: 12,
        name: 'industry',
        label: 'Industry',
        type: 'singleSelect',
        options: { items: [{ value: 'Retail', name: 'Retail' }] },
      },
    ],
  };
  const deal: ObjectDefinition = {
    ...opportunity,
    attributes: [
      ...opportunity.attributes,
      { id: 6, name: 'account_id', label: 'Account', type: 'lookup', options: {} },
    ],
    relationships: {
      opportunities: {
        id: 1,
        name: 'opportunities',
        type: 'OneToMany',
        parent_object: 'account',
        child_object: 'opportunity',
        reverse_name: 'account',
        foreign_key: 'account_id',
        api_endpoint: 'r/crm/account/{parentId}/opportunities',
        options: {},
      },
    },
  };
  const byIndustry = state({
    dimensions: [{ attribute: 'account_id.industry' }],
    filters: [{ attribute: 'account_id.industry', value: 'Retail' }],
  });

  it('names the objects the lookups lead to, each once', () => {
    expect(relatedObjectNames(deal)).toEqual(['account']);
    expect(relatedObjectNames(opportunity)).toEqual([]);
    expect(relatedObjectNames(undefined)).toEqual([]);
  });

  it("offers the related object's attributes to group and filter by, once it is loaded", () => {
    const related = relatedObjectsOf([account]);
    const through = dimensionOptions(deal, related).filter((option) => option.value.includes('.'));
    expect(through).toEqual([
      { value: 'account_id.name', label: 'Account › Name', dated: false },
      { value: 'account_id.industry', label: 'Account › Industry', dated: false },
    ]);
    expect(dimensionOptions(deal).some((option) => option.value.includes('.'))).toBe(false);
    const filters = filterOptions(deal, { yes: 'Yes', no: 'No' }, related);
    expect(filters.find((option) => option.value === 'account_id.industry')).toEqual({
      value: 'account_id.industry',
      label: 'Account › Industry',
      choices: [{ value: 'Retail', label: 'Retail' }],
    });
    // A text attribute has no fixed values to pick from.
    expect(filters.some((option) => option.value === 'account_id.name')).toBe(false);
  });

  it('runs and saves with the related definitions, as the server checks it', () => {
    const related = relatedObjectsOf([account, null, undefined]);
    const report = definitionOf(byIndustry, deal, related);
    expect(report).toMatchObject({
      dimensions: [{ attribute: 'account_id.industry' }],
      filters: [{ columnName: 'account_id.industry', operation: 'equals', value: 'Retail' }],
    });
    if (!report) throw new Error('the report should run');
    expect(checkReportDefinition(report, deal, related)).toEqual({});
  });

  it('waits while the related object is not loaded, and refuses an attribute it lacks', () => {
    expect(definitionOf(byIndustry, deal)).toBeUndefined();
    expect(definitionOf(byIndustry, deal, relatedObjectsOf([null]))).toBeUndefined();
    const noIndustry = { ...account, attributes: account.attributes.slice(0, 1) };
    expect(definitionOf(byIndustry, deal, relatedObjectsOf([noIndustry]))).toBeUndefined();
  });
});

describe('a click on a chart', () => {
  it('opens the record list filtered to the category', () => {
    const report = definitionOf(
      addDimension(state({}), { value: 'stage', label: 'Stage', dated: false }),
      opportunity,
    );
    if (!report) throw new Error('the report should run');
    const link = categoryLink('/crm/opportunities', opportunity, report, 'Won');
    expect(link).toMatch(/^\/crm\/opportunities\?filter=/);
    expect(filterRowFromSearch(link?.split('?')[1] ?? '')).toEqual({
      stage: { kind: 'choice', values: ['Won'] },
    });
    expect(categoryLink('/crm/opportunities', opportunity, report, null)).toBeUndefined();
    expect(categoryLink(undefined, opportunity, report, 'Won')).toBeUndefined();
  });

  it('filters a period from its first to its last day', () => {
    expect(periodEnd('2026-02-01', 'month')).toBe('2026-02-28');
    expect(periodEnd('2026-01-01', 'quarter')).toBe('2026-03-31');
    expect(periodEnd('2026-11-23', 'week')).toBe('2026-11-29');
    expect(periodEnd('2026-01-01', 'year')).toBe('2026-12-31');
    const report = definitionOf(
      addDimension(state({}), { value: 'close_date', label: 'Close date', dated: true }),
      opportunity,
    );
    if (!report) throw new Error('the report should run');
    const link = categoryLink('/crm/opportunities', opportunity, report, '2026-02-01');
    expect(filterRowFromSearch(link?.split('?')[1] ?? '')).toEqual({
      close_date: { kind: 'date', from: '2026-02-01', to: '2026-02-28' },
    });
    // Owners and lookups have no filter cell in the list: no link.
    const byOwner = { ...report, dimensions: [{ attribute: 'owner_id' }] };
    expect(categoryLink('/crm/opportunities', opportunity, byOwner, 3)).toBeUndefined();
  });

  it('reads no filter from a malformed address', () => {
    expect(filterRowFromSearch('?filter=%7Bnope')).toEqual({});
    expect(filterRowFromSearch('?filter=%7B%22stage%22%3A%7B%22kind%22%3A%22evil%22%7D%7D')).toEqual({});
    expect(filterRowFromSearch('')).toEqual({});
  });
});

describe('chart options', () => {
  const data: SeriesChartData = {
    kind: 'series',
    barsNames: ['Won', ''],
    titles: [
      { name: 'Ada', color: '#20a8d8', totalCount: 3 },
      { name: 'Sam', color: '#4dbd74', totalCount: 4 },
    ],
    data: [
      { title: 'Won', key: 'Won', values: [1, 4] },
      { title: '', key: null, values: [2, 0] },
    ],
    seriesKeys: [1, 2],
    truncated: false,
  };

  it('stacks the series of a stacked bar and names an empty category', () => {
    const option = chartOption('STACKED_BAR', data, { style: { color: '#000000' }, empty: '(empty)' });
    expect(option.xAxis).toEqual({ type: 'category', data: ['Won', '(empty)'] });
    expect(option.series).toEqual([
      { type: 'bar', name: 'Ada', stack: 'total', color: '#000000', data: [1, 2] },
      { type: 'bar', name: 'Sam', stack: 'total', color: '#4dbd74', data: [4, 0] },
    ]);
  });

  it('draws a doughnut as slices of the first series, and lays bars down when asked', () => {
    const doughnut = chartOption('DOUGHNUT_CHART', data, { style: {}, empty: '—' });
    expect(doughnut.series[0]).toMatchObject({
      type: 'pie',
      radius: ['45%', '70%'],
      data: [
        { name: 'Won', value: 1 },
        { name: '—', value: 2 },
      ],
    });
    const lying = chartOption('BAR', data, { style: { horizontal: true }, empty: '—' });
    expect(lying.yAxis).toMatchObject({ type: 'category' });
    expect(lying.xAxis).toEqual({ type: 'value' });
  });
});
