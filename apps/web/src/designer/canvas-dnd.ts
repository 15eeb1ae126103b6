import { type DropSlot, type FormNode, type PaletteItem, walkNodes } from '@atrium/core';
import type { Collision, CollisionDetection } from '@dnd-kit/core';

/** What a drag carries: a palette item to add, or a node of the form to move. */
export type DragPayload =
  | { kind: 'palette'; item: PaletteItem }
  | { kind: 'node'; nodeId: string; type: string; label: string };

/**
 * Drop target ids, in `data-drop-id`: `into:{id}` is a container's body (append), `at:{id}` a node
 * (before or after it).
 */
export const intoId = (nodeId: string) => `into:${nodeId}`;
export const atId = (nodeId: string) => `at:${nodeId}`;

interface Placement {
  parent: FormNode;
  index: number;
}

/** Each node's parent and position, built once when a drag starts (the tree does not change meanwhile). */
export function placementIndex(tree: FormNode): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  walkNodes(tree, (node, parent) => {
    if (parent) placements.set(node.id, { parent, index: (parent.children ?? []).indexOf(node) });
  });
  return placements;
}

const HORIZONTAL = new Set(['row', 'rowContainer', 'tabs']);

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The slots under the pointer, innermost first: a node's own id gives the place before or after it
 * (by which half of it the pointer is in), a container body its end. `resolveDrop` then takes the first
 * legal one, so dragging a field over a column's edge still lands in the column.
 */
export function slotsUnderPointer(args: {
  hits: readonly string[];
  tree: FormNode;
  placements: ReadonlyMap<string, Placement>;
  rectOf: (droppableId: string) => Rect | undefined;
  pointer: { x: number; y: number } | undefined;
}): { slots: DropSlot[]; nodeId: string | undefined } {
  const slots: DropSlot[] = [];
  let nodeId: string | undefined;
  for (const hit of args.hits) {
    const [kind, id] = splitId(hit);
    if (id === undefined) continue;
    nodeId ??= id;
    if (kind === 'into') {
      const at = args.placements.get(id);
      const node = id === args.tree.id ? args.tree : at?.parent.children?.[at.index];
      slots.push({ parentId: id, slot: node?.children?.length ?? 0 });
      continue;
    }
    const placement = args.placements.get(id);
    if (!placement) continue;
    const rect = args.rectOf(hit);
    const after =
      rect !== undefined &&
      args.pointer !== undefined &&
      (HORIZONTAL.has(placement.parent.type)
        ? args.pointer.x > rect.left + rect.width / 2
        : args.pointer.y > rect.top + rect.height / 2);
    slots.push({ parentId: placement.parent.id, slot: placement.index + (after ? 1 : 0) });
  }
  return { slots, nodeId };
}

function splitId(id: string): [string, string | undefined] {
  const at = id.indexOf(':');
  return at < 0 ? [id, undefined] : [id.slice(0, at), id.slice(at + 1)];
}

/**
 * The drop targets under the pointer, innermost first, from the browser's own hit test. The canvas
 * registers no dnd-kit droppables: their rect-based detection reads every box on each pointer move,
 * and each change of the element under the pointer re-renders every droppable, thousands on a
 * 500-field form. The hit test reads a handful. Each collision carries the element's box, for the
 * before/after half.
 */
export const elementsUnderPointer: CollisionDetection = ({ pointerCoordinates }) => {
  if (!pointerCoordinates) return [];
  const collisions: Collision[] = [];
  for (const element of document.elementsFromPoint(pointerCoordinates.x, pointerCoordinates.y)) {
    const id = element instanceof HTMLElement ? element.dataset.dropId : undefined;
    if (id !== undefined) collisions.push({ id, data: { rect: element.getBoundingClientRect() } });
  }
  return collisions;
};

/** A collision's box, as elementsUnderPointer recorded it. */
export function collisionBox(collision: Collision | undefined): Rect | undefined {
  const rect: unknown = collision?.data?.rect;
  return typeof rect === 'object' && rect !== null && 'left' in rect ? (rect as Rect) : undefined;
}
