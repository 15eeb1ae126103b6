import { type FormDesign, type FormNode, formDesignSchema } from '@atrium/core';

/**
 * The designer bench's form (issue 5): an object of 500 attributes laid out in one form, 125 rows of
 * four columns with one field each, as the designer receives it from `GET administration/forms/{id}/design`.
 * Checked against core's schema, as the server's answer would be.
 */
export const FIELD_COUNT = 500;
export const COLUMNS = 4;
export const ROWS = FIELD_COUNT / COLUMNS;

/** Field types whose options may be empty, so the definition passes core's schema as it is. */
const TYPES = [
  'singleLine',
  'numberField',
  'dateField',
  'multiLine',
  'decimalField',
  'email',
  'checkbox',
  'phone',
] as const;

export const fieldNodeId = (index: number) => `f_${index}`;
export const columnId = (row: number, column: number) => `col_${row * COLUMNS + column + 1}`;

export function designerFixture(): FormDesign {
  const attributes = Array.from({ length: FIELD_COUNT }, (_, index) => ({
    id: index + 1,
    name: `field_${index}`,
    label: `Field ${index + 1}`,
    type: TYPES[index % TYPES.length],
    options: {},
  }));
  const body: FormNode = {
    id: 'grid_1',
    type: 'grid',
    children: Array.from({ length: ROWS }, (_, row) => ({
      id: `row_${row + 1}`,
      type: 'row',
      children: Array.from({ length: COLUMNS }, (_, column) => {
        const index = row * COLUMNS + column;
        return {
          id: columnId(row, column),
          type: 'col',
          children: [
            {
              id: fieldNodeId(index),
              type: attributes[index]?.type ?? 'singleLine',
              attributeName: `field_${index}`,
            },
          ],
        };
      }),
    })),
  };
  return formDesignSchema.parse({
    form: {
      id: 1,
      object: 'bench_design',
      name: 'Bench design',
      type: 'default',
      status: 'ACTIVE',
      body,
      options: {},
      version: 1,
      rules: [],
    },
    draft: null,
    definition: {
      id: 1,
      name: 'bench_design',
      display_name: 'Bench design',
      module: 'crm',
      label_attribute: null,
      label_expression: null,
      api_endpoint: 'records/bench_design',
      has_versioning: false,
      has_ordering: false,
      attributes,
      relationships: {},
      version: 1,
    },
  });
}
