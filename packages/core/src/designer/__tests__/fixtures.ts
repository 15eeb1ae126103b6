import type { FormNode } from '../../metadata/form-schema';

export const field = (name: string, type = 'singleLine'): FormNode => ({
  id: `field_${name}`,
  type,
  attributeName: name,
});

export const col = (id: string, children: FormNode[] = []): FormNode => ({ id, type: 'col', children });
export const row = (id: string, children: FormNode[]): FormNode => ({ id, type: 'row', children });
export const grid = (id: string, children: FormNode[]): FormNode => ({ id, type: 'grid', children });

/** grid_1 > row_1 > (col_1: name, amount | col_2: status), row_2 > col_3 > tabs_1 > (tab_1: notes, tab_2) */
export function sampleForm(): FormNode {
  return grid('grid_1', [
    row('row_1', [
      col('col_1', [field('name'), field('amount', 'currency')]),
      col('col_2', [field('status')]),
    ]),
    row('row_2', [
      col('col_3', [
        {
          id: 'tabs_1',
          type: 'tabs',
          children: [
            { id: 'tab_1', type: 'tab', title: 'Tab 1', children: [field('notes', 'longText')] },
            { id: 'tab_2', type: 'tab', title: 'Tab 2', children: [] },
          ],
        },
      ]),
    ]),
  ]);
}
