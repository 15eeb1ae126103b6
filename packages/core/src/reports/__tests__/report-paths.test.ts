import { describe, expect, it } from 'vitest';
import type { ObjectDefinition } from '../../metadata/object-definition';
import { reportAttributeLabel } from '../report-column-names';
import { checkReportDefinition, reportDefinitionSchema } from '../report-definition';
import { reportLookups, resolveReportColumn } from '../report-paths';

const object = (
  name: string,
  display: string,
  attributes: ObjectDefinition['attributes'],
): ObjectDefinition => ({
  id: 1,
  name,
  display_name: display,
  module: 'crm',
  label_attribute: 'name',
  label_expression: null,
  api_endpoint: `records/${name}`,
  has_versioning: false,
  has_ordering: false,
  version: 1,
  relationships: {},
  attributes,
});

const account = object('account', 'Account', [
  { id: 1, name: 'name', label: 'Name', type: 'singleLine', options: {} },
  { id: 2, name: 'industry', label: 'Industry', type: 'singleSelect', options: {} },
]);
const contact: ObjectDefinition = {
  ...object('contact', 'Contact', [
    { id: 3, name: 'full_name', label: 'Full name', type: 'singleLine', options: {} },
    { id: 4, name: 'account_id', label: 'Account', type: 'lookup', options: {} },
  ]),
  relationships: {
    contacts: {
      id: 1,
      name: 'contacts',
      type: 'OneToMany',
      parent_object: 'account',
      child_object: 'contact',
      reverse_name: 'account',
      foreign_key: 'account_id',
      api_endpoint: 'r/crm/account/{parentId}/contacts',
      options: {},
    },
  },
};
const related = (name: string) => (name === 'account' ? account : undefined);

describe('related attributes in reports', () => {
  it('resolve one level through a lookup, with the related object’s storage', () => {
    expect(resolveReportColumn(contact, 'account_id.industry', related)).toEqual({
      column: { lookup: 'account_id', object: 'account', attribute: 'industry', storage: 'text' },
    });
    expect(resolveReportColumn(contact, 'full_name', related)).toEqual({
      column: { object: 'contact', attribute: 'full_name', storage: 'text' },
    });
    expect(reportAttributeLabel(contact, 'account_id.industry', related)).toBe('Account › Industry');
    expect(
      reportLookups({
        dimensions: [{ attribute: 'account_id.industry' }],
        filters: [{ columnName: 'account_id.name' }],
      }),
    ).toEqual(['account_id']);
  });

  it('name what is wrong under its path', () => {
    const definition = reportDefinitionSchema.parse({
      object: 'contact',
      filters: [{ columnName: 'account_id.nope', value: 'x' }],
      dimensions: [{ attribute: 'full_name.industry' }, { attribute: 'account_id.a.b' }],
      measures: [{ kind: 'sum', attribute: 'account_id.industry' }],
    });
    expect(checkReportDefinition(definition, contact, related)).toEqual({
      'dimensions.0.attribute': [
        "'full_name' is not a lookup of Contact: 'full_name.industry' reads nothing.",
      ],
      'dimensions.1.attribute': ["Contact has no attribute 'account_id.a.b'."],
      'measures.0.attribute': [
        "A measure reads the report's own attributes: 'account_id.industry' is on a related object.",
      ],
      'filters.0.columnName': ["Account (through 'account_id') has no attribute 'nope'."],
    });
    // Without the related definitions (a caller that has not loaded them), the path is refused, not guessed.
    expect(
      checkReportDefinition(
        reportDefinitionSchema.parse({
          object: 'contact',
          dimensions: [{ attribute: 'account_id.industry' }],
          measures: [{ kind: 'count' }],
        }),
        contact,
      ),
    ).toEqual({
      'dimensions.0.attribute': ["The object 'account' that 'account_id' points at is not known."],
    });
  });
});
