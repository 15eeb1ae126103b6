import type { FormNode, LayoutType } from '../metadata/form-schema';
import { IDENTIFIER_PATTERN, isSystemColumn } from '../metadata/identifiers';
import { type DesignRefusal, refusalText } from './design-refusals';
import { dropRefusalOf, isLayoutType } from './drop-rules';
import type { NewAttribute } from './form-design-save';
import { findNode, locateNode, nextNodeId, subtreeContains, walkNodes } from './form-tree';
import { newAttributeId, uniqueLabel } from './new-attributes';
import type { PaletteItem } from './palette';
import { PALETTE_ROLES } from './palette-catalogue';
import type { DropTarget } from './tree-edit-result';

/** What the designer knows besides the tree when it turns a palette item into a node. */
export interface PaletteDropContext {
  /** The object's attributes: their names and labels are taken. */
  attributes: readonly { name: string; label: string }[];
  /** Attributes created earlier in this session (kept even when taken off the form again). */
  newAttributes: readonly NewAttribute[];
}

export interface PaletteDrop {
  node: FormNode;
  /** Set when the item is a pencil: dropping it creates an attribute (spec 001 §3.3). */
  newAttribute?: NewAttribute;
}

/**
 * The node a palette item becomes when dropped (spec 001 §2.3, §3.3). An existing attribute or
 * relationship is placed as it is; a repeatable pencil creates an attribute `new_N` whose label is made
 * unique; a single-use widget is placed without an attribute; a layout item brings the children it
 * needs to be usable (a row its column, a grid its row and column, a tab set its first tab).
 */
export function nodeForPaletteItem(
  tree: FormNode,
  item: PaletteItem,
  context: PaletteDropContext,
): PaletteDrop {
  if (isLayoutType(item.type)) return { node: layoutNode(tree, item.type) };
  if (item.attributeName !== undefined)
    return {
      node: {
        id: freeId(tree, `field_${item.attributeName}`, 'field'),
        type: item.type,
        attributeName: item.attributeName,
      },
    };
  const role = PALETTE_ROLES[item.type as keyof typeof PALETTE_ROLES];
  if (role !== undefined && role.group !== 'RELATED' && role.singleUse)
    return { node: { id: nextNodeId(tree, 'widget'), type: item.type, label: item.label } };
  const labels = [
    ...context.attributes.map((attribute) => attribute.label),
    ...context.newAttributes.map((attribute) => attribute.label),
  ];
  const label = uniqueLabel(item.label, labels);
  const tempIds = context.newAttributes.map((attribute) => attribute.tempId);
  walkNodes(tree, (node) => {
    if (node.attributeName !== undefined) tempIds.push(node.attributeName);
  });
  const tempId = newAttributeId(tempIds);
  const names = [
    ...context.attributes.map((attribute) => attribute.name),
    ...context.newAttributes.map((attribute) => attribute.name),
  ];
  const newAttribute = {
    tempId,
    name: attributeNameFor(label, names),
    label,
    type: item.type as NewAttribute['type'],
    options: {},
  };
  return {
    node: { id: freeId(tree, `field_${tempId}`, 'field'), type: item.type, attributeName: tempId, label },
    newAttribute,
  };
}

/**
 * A column name for a new attribute from its label: lowercase words joined by `_`, prefixed when it
 * would not start with a letter, cut to the identifier limit and suffixed `_2`, `_3`… when taken.
 */
export function attributeNameFor(label: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const words = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const base = (/^[a-z]/.test(words) ? words : `field_${words}`).replace(/_+$/, '').slice(0, 34);
  const free = (name: string) => !used.has(name) && !isSystemColumn(name) && IDENTIFIER_PATTERN.test(name);
  if (free(base)) return base;
  let n = 2;
  while (!free(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

function freeId(tree: FormNode, wanted: string, prefix: string): string {
  return findNode(tree, wanted) === undefined ? wanted : nextNodeId(tree, prefix);
}

function layoutNode(tree: FormNode, type: LayoutType): FormNode {
  const column = (): FormNode => ({ id: nextNodeId(tree, 'col'), type: 'col', children: [] });
  const tab = (): FormNode => ({
    id: nextNodeId(tree, 'tab'),
    type: 'tab',
    title: nextTabTitle(tree),
    children: [],
  });
  const id = nextNodeId(tree, type === 'containerWithTitle' ? 'section' : type);
  switch (type) {
    case 'grid':
      return { id, type, children: [{ id: nextNodeId(tree, 'row'), type: 'row', children: [column()] }] };
    case 'row':
      return { id, type, children: [column()] };
    case 'tabs':
      return { id, type, children: [tab()] };
    case 'tab':
      return tab();
    case 'containerWithTitle':
      return { id, type, title: 'Section', children: [] };
    default:
      return { id, type, children: [] };
  }
}

/** `Tab N` with N one more than the tabs of the whole form, raised past any title in use. */
function nextTabTitle(tree: FormNode): string {
  const titles = new Set<string>();
  let count = 0;
  walkNodes(tree, (node) => {
    if (node.type === 'tab') count += 1;
    if (node.title !== undefined) titles.add(node.title);
  });
  let n = count + 1;
  while (titles.has(`Tab ${n}`)) n += 1;
  return `Tab ${n}`;
}

/** A place under the pointer: `slot` counts the parent's children as they are now (moving node included). */
export interface DropSlot {
  parentId: string;
  slot: number;
}

export type DropResolution =
  | { ok: true; target: DropTarget }
  | { ok: false; refusal: DesignRefusal; reason: string };

/**
 * The first of `slots` (innermost first, as the canvas finds them under the pointer) where `moving`
 * may go, as a `DropTarget` for `insertNode`/`moveNode`; when none is legal, the first one's refusal,
 * for the visible cue. `moving.id` is set when an element of the form is moved rather than added.
 */
export function resolveDrop(
  tree: FormNode,
  moving: { id?: string; type: string },
  slots: readonly DropSlot[],
): DropResolution {
  let firstRefusal: DesignRefusal | undefined;
  const movingNode = moving.id === undefined ? undefined : findNode(tree, moving.id);
  for (const slot of slots) {
    const parent = findNode(tree, slot.parentId);
    if (parent === undefined) continue;
    const refusal =
      movingNode !== undefined && subtreeContains(movingNode, parent.id)
        ? ({ code: 'intoItself' } as const)
        : dropRefusalOf(parent, { ...(moving.id === undefined ? {} : { id: moving.id }), type: moving.type });
    if (refusal === undefined) return { ok: true, target: targetOf(tree, moving.id, slot) };
    firstRefusal ??= refusal;
  }
  const refusal = firstRefusal ?? { code: 'noTarget' };
  return { ok: false, refusal, reason: refusalText(refusal) };
}

function targetOf(tree: FormNode, movingId: string | undefined, slot: DropSlot): DropTarget {
  const from = movingId === undefined ? undefined : locateNode(tree, movingId);
  const sameParent = from?.parent?.id === slot.parentId;
  const index = sameParent && from !== undefined && from.index < slot.slot ? slot.slot - 1 : slot.slot;
  return { parentId: slot.parentId, index };
}
