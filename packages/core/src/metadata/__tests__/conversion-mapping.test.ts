import { describe, expect, it } from 'vitest';
import { compatibleDestinations, mappingProblems } from '../conversion-mapping';
import type { ObjectDefinition } from '../object-definition';

let nextId = 0;
const attribute = (name: string, type: string) =>
  ({ id: ++nextId, name, label: name, type, options: {} }) as ObjectDefinition['attributes'][number];

const object = (
  name: string,
  attributes: ObjectDefinition['attributes'],
  lookups: Record<string, string> = {},
): ObjectDefinition => ({
  id: ++nextId,
  name,
  display_name: name[0]?.toUpperCase() + name.slice(1),
  module: 'crm',
  label_attribute: null,
  label_expression: null,
  api_endpoint: `records/${name}`,
  has_versioning: false,
  has_ordering: false,
  version: 1,
  attributes,
  relationships: Object.fromEntries(
    Object.entries(lookups).map(([key, parent]) => [
      key,
      {
        id: ++nextId,
        name: `${name}s`,
        type: 'OneToMany' as const,
        parent_object: parent,
        child_object: name,
        reverse_name: key,
        foreign_key: key,
        options: {},
        api_endpoint: '',
      },
    ]),
  ),
});

const lead = object(
  'lead',
  [
    attribute('company', 'singleLine'),
    attribute('score', 'numberField'),
    attribute('value', 'currency'),
    attribute('seen', 'dateField'),
    attribute('interests', 'tagSelect'),
    attribute('files', 'multipleFileUploads'),
    attribute('campaign_id', 'lookup'),
    attribute('note', 'displayText'),
  ],
  { campaign_id: 'campaign' },
);
const opportunity = object(
  'opportunity',
  [
    attribute('name', 'singleLine'),
    attribute('amount', 'currency'),
    attribute('count', 'numberField'),
    attribute('close_date', 'dateField'),
    attribute('tags', 'multiSelect'),
    attribute('number', 'sequence'),
    attribute('campaign_id', 'lookup'),
    attribute('account_id', 'lookup'),
  ],
  { campaign_id: 'campaign', account_id: 'account' },
);

describe('conversion mappings', () => {
  it('accepts types that hold the value: widening numbers, lists of choices, lookups to the same object', () => {
    expect(
      mappingProblems(lead, opportunity, {
        map: [
          { source: 'company', destination: 'name' },
          { source: 'score', destination: 'amount' },
          { source: 'interests', destination: 'tags' },
          { source: 'campaign_id', destination: 'campaign_id' },
          { source: 'seen', destination: 'close_date' },
        ],
        relations: [{ destination: 'account_id', object: 'account' }],
        defaults: { count: 1 },
      }),
    ).toEqual({});
  });

  it('lists every unknown attribute, incompatible type, double fill and wrong relation by path', () => {
    const problems = mappingProblems(lead, opportunity, {
      map: [
        { source: 'nickname', destination: 'name' },
        { source: 'value', destination: 'count' },
        { source: 'files', destination: 'tags' },
        { source: 'company', destination: 'number' },
        { source: 'campaign_id', destination: 'account_id' },
        { source: 'company', destination: 'name' },
      ],
      relations: [{ destination: 'campaign_id', object: 'account' }],
      defaults: { name: 'x', ghost: 1 },
    });
    expect(Object.keys(problems).sort()).toEqual(
      [
        'map.0.source',
        'map.1.destination',
        'map.2.source',
        'map.3.destination',
        'map.4.destination',
        'relations.0.object',
        'defaults.name',
        'defaults.ghost',
      ].sort(),
    );
    expect(problems['map.1.destination']?.[0]).toContain('cannot be converted');
    expect(problems['defaults.name']?.[0]).toContain('more than once');
  });

  it('judges each constant as a write of it would be, under its path', () => {
    const problems = mappingProblems(lead, opportunity, {
      map: [],
      relations: [],
      defaults: { count: 'many', close_date: 'soon', amount: 12.5, name: 'Converted' },
    });
    expect(Object.keys(problems).sort()).toEqual(['defaults.close_date', 'defaults.count']);
    expect(problems['defaults.count']?.[0]).toMatch(/whole number/);
  });

  it('offers for a source attribute only the destinations that can hold it', () => {
    expect(compatibleDestinations(lead, 'score', opportunity).map((a) => a.name)).toEqual([
      'name',
      'amount',
      'count',
    ]);
    expect(compatibleDestinations(lead, 'campaign_id', opportunity).map((a) => a.name)).toEqual([
      'campaign_id',
    ]);
    expect(compatibleDestinations(lead, 'note', opportunity)).toEqual([]);
  });
});
