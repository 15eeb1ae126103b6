import { type FieldType, mapFieldTypes } from '../metadata/field-types';
import type { LayoutType } from '../metadata/form-schema';

/** The palette groups of spec 001 §2.3, in the order they are shown. */
export const PALETTE_GROUPS = [
  { key: 'FIELD', title: 'Unused Attributes' },
  { key: 'PENCIL', title: 'Standard Pencils' },
  { key: 'LAYOUT', title: 'Layout Elements' },
  { key: 'RELATED', title: 'Related Objects' },
  { key: 'DUPLICATION', title: 'Duplication Pencils' },
  { key: 'CHART', title: 'Charts' },
  { key: 'WORKFLOW', title: 'Workflow' },
  { key: 'VERSIONS', title: 'Versions' },
] as const;
export type PaletteGroupKey = (typeof PALETTE_GROUPS)[number]['key'];

/** Spec 001 §2.3 and §9: the FIELD and LAYOUT groups start open. */
export const OPEN_PALETTE_GROUPS: readonly PaletteGroupKey[] = ['FIELD', 'LAYOUT'];

/** Spec 001 §2.3 and §9: two palette items a row. */
export const PALETTE_ITEMS_PER_ROW = 2;

/** Where each field type appears, with its label: from the type's definition (`palette`, `label`). */
export type PaletteRole =
  | { group: 'RELATED' }
  | { group: Exclude<PaletteGroupKey, 'FIELD' | 'LAYOUT' | 'RELATED'>; label: string; singleUse: boolean };

export const PALETTE_ROLES: Record<FieldType, PaletteRole> = mapFieldTypes(({ palette, label }) =>
  palette.group === 'RELATED' ? palette : { ...palette, label },
);

/** The LAYOUT group; a column or a tab can also be added from its row or tab set toolbar. */
export const PALETTE_LAYOUTS: readonly { type: LayoutType; label: string }[] = [
  { type: 'grid', label: 'Grid' },
  { type: 'row', label: 'Row' },
  { type: 'col', label: 'Column' },
  { type: 'container', label: 'Container' },
  { type: 'containerWithTitle', label: 'Section' },
  { type: 'rowContainer', label: 'Row Container' },
  { type: 'tabs', label: 'Tabs' },
  { type: 'tab', label: 'Tab' },
];
