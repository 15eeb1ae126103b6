import { FIELD_TYPES, type FieldType } from '../metadata/field-types';
import type { FormNode } from '../metadata/form-schema';
import { isLayoutType } from './drop-rules';
import { walkNodes } from './form-tree';
import {
  OPEN_PALETTE_GROUPS,
  PALETTE_GROUPS,
  PALETTE_LAYOUTS,
  PALETTE_ROLES,
  type PaletteGroupKey,
} from './palette-catalogue';

export interface PaletteItem {
  /** Stable within the palette: `attribute:…`, `pencil:…`, `layout:…`, `related:…`. */
  key: string;
  group: PaletteGroupKey;
  /** The node type a drop creates. */
  type: string;
  label: string;
  /** Set for existing attributes and relationships: the node's attributeName. */
  attributeName?: string;
}

export interface PaletteGroup {
  key: PaletteGroupKey;
  title: string;
  open: boolean;
  items: PaletteItem[];
}

export interface PaletteSource {
  tree: FormNode;
  attributes: readonly { name: string; label: string; type: string }[];
  /** Relationships that can be shown on the form, by name; `type` defaults to relatedObject. */
  relatedObjects?: readonly { name: string; label: string; type?: FieldType }[];
}

/** The attribute names the form already shows (field nodes only). */
export function usedAttributes(tree: FormNode): Set<string> {
  const used = new Set<string>();
  walkNodes(tree, (node) => {
    if (!isLayoutType(node.type) && node.attributeName !== undefined) used.add(node.attributeName);
  });
  return used;
}

function usedTypes(tree: FormNode): Set<string> {
  const types = new Set<string>();
  walkNodes(tree, (node) => types.add(node.type));
  return types;
}

/** The palette of spec 001 §2.3: every group in order, items already on the form left out. */
export function paletteItems(source: PaletteSource): PaletteGroup[] {
  const attributesInUse = usedAttributes(source.tree);
  const typesInUse = usedTypes(source.tree);
  const items: PaletteItem[] = [];
  for (const attribute of source.attributes)
    if (!attributesInUse.has(attribute.name))
      items.push({
        key: `attribute:${attribute.name}`,
        group: 'FIELD',
        type: attribute.type,
        label: attribute.label,
        attributeName: attribute.name,
      });
  for (const type of FIELD_TYPES) {
    const role = PALETTE_ROLES[type];
    if (role.group !== 'RELATED' && !(role.singleUse && typesInUse.has(type)))
      items.push({ key: `pencil:${type}`, group: role.group, type, label: role.label });
  }
  for (const layout of PALETTE_LAYOUTS)
    items.push({ key: `layout:${layout.type}`, group: 'LAYOUT', type: layout.type, label: layout.label });
  for (const related of source.relatedObjects ?? [])
    if (!attributesInUse.has(related.name))
      items.push({
        key: `related:${related.name}`,
        group: 'RELATED',
        type: related.type ?? 'relatedObject',
        label: related.label,
        attributeName: related.name,
      });
  return PALETTE_GROUPS.map((group) => ({
    key: group.key,
    title: group.title,
    open: OPEN_PALETTE_GROUPS.includes(group.key),
    items: items.filter((item) => item.group === group.key),
  }));
}
