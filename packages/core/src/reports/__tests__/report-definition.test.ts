import { describe, expect, it } from 'vitest';
import type { ObjectDefinition } from '../../metadata/object-definition';
import {
  checkReportDefinition,
  type ReportDefinitionInput,
  reportDefinitionSchema,
} from '../report-definition';

const opportunity: ObjectDefinition = {
  id: 1,
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
    { id: 2, name: 'stage', label: 'Stage', type: 'singleSelect', options: {} },
    { id: 3, name: 'amount', label: 'Amount', type: 'currency', options: {} },
    { id: 4, name: 'close_date', label: 'Close', type: 'dateField', options: {} },
    { id: 5, name: 'tags', label: 'Tags', type: 'tagSelect', options: {} },
    { id: 6, name: 'chart', label: 'Chart', type: 'chartBar', options: {} },
  ],
};

const check = (input: ReportDefinitionInput) =>
  checkReportDefinition(reportDefinitionSchema.parse(input), opportunity);
const base = { object: 'opportunity', measures: [{ kind: 'count' as const }] };

describe('checking a report against its object', () => {
  it.each<[string, ReportDefinitionInput]>([
    ['a count by a choice', { ...base, dimensions: [{ attribute: 'stage' }] }],
    [
      'sum and average of an amount by month of a date',
      {
        ...base,
        dimensions: [{ attribute: 'close_date', bucket: 'month' }],
        measures: [
          { kind: 'sum', attribute: 'amount' },
          { kind: 'avg', attribute: 'amount' },
        ],
      },
    ],
    [
      'records per quarter of creation',
      { ...base, dimensions: [{ attribute: 'created_at', bucket: 'quarter' }] },
    ],
    [
      'per owner, the latest close date',
      {
        ...base,
        dimensions: [{ attribute: 'owner_id' }],
        measures: [{ kind: 'max', attribute: 'close_date' }],
      },
    ],
    [
      'distinct names by stage, sorted by the count',
      {
        ...base,
        dimensions: [{ attribute: 'stage' }],
        measures: [{ kind: 'countDistinct', attribute: 'name' }],
        sort: [{ column: 'm0', direction: 'desc' }],
      },
    ],
  ])('%s runs', (_name, input) => {
    expect(check(input)).toEqual({});
  });

  it.each<[string, ReportDefinitionInput, Record<string, string[]>]>([
    [
      'an unknown dimension',
      { ...base, dimensions: [{ attribute: 'colour' }] },
      { 'dimensions.0.attribute': ["Opportunity has no attribute 'colour'."] },
    ],
    [
      'a widget as a dimension',
      { ...base, dimensions: [{ attribute: 'chart' }] },
      { 'dimensions.0.attribute': ["Opportunity has no attribute 'chart'."] },
    ],
    [
      'grouping by a list of tags',
      { ...base, dimensions: [{ attribute: 'tags' }] },
      { 'dimensions.0.attribute': ["Records cannot be grouped by 'tags'."] },
    ],
    [
      'a month of a text',
      { ...base, dimensions: [{ attribute: 'stage', bucket: 'month' }] },
      { 'dimensions.0.bucket': ["'stage' is not a date: it cannot be grouped by month."] },
    ],
    [
      'the same dimension twice',
      { ...base, dimensions: [{ attribute: 'stage' }, { attribute: 'stage' }] },
      { dimensions: ['A dimension is listed twice.'] },
    ],
    [
      'the sum of a text',
      { ...base, measures: [{ kind: 'sum', attribute: 'name' }] },
      { 'measures.0': ["sum of 'name' does not fit: it needs a number."] },
    ],
    [
      'the minimum of a choice',
      { ...base, measures: [{ kind: 'min', attribute: 'stage' }] },
      { 'measures.0': ["min of 'stage' does not fit: it needs a number or a date."] },
    ],
    [
      'an average of nothing',
      { ...base, measures: [{ kind: 'avg' }] },
      { 'measures.0.attribute': ['avg needs an attribute.'] },
    ],
    [
      'a count of an attribute',
      { ...base, measures: [{ kind: 'count', attribute: 'amount' }] },
      { 'measures.0.attribute': ['count counts records: it takes no attribute.'] },
    ],
    [
      'a sort by a dimension it does not have',
      { ...base, sort: [{ column: 'd0' }] },
      { 'sort.0.column': ['The report has no column d0.'] },
    ],
  ])('%s is refused with the reason', (_name, input, errors) => {
    expect(check(input)).toEqual(errors);
  });

  it('refuses shapes no report has before it reaches the object', () => {
    for (const bad of [
      { object: 'opportunity', measures: [] },
      { ...base, dimensions: [{ attribute: 'a' }, { attribute: 'b' }, { attribute: 'c' }] },
      { ...base, measures: [{ kind: 'median' }] },
      { ...base, dimensions: [{ attribute: 'close_date', bucket: 'fortnight' }] },
      { ...base, limit: 5000 },
      { ...base, object: 'Robert"; drop table' },
    ]) {
      expect(reportDefinitionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
