import { defaultFormBody, type FormNode } from '../metadata/form-schema';
import { dropRefusalOf } from './drop-rules';
import { findNode, locateNode, nodeIds, replaceNode, subtreeContains } from './form-tree';
import { accept, type DropTarget, missing, refuse, type TreeEdit } from './tree-edit-result';

/** Spec 001 §4.3 and §9: removing the root leaves one grid with one row and one empty column. */
export function emptyFormBody(): FormNode {
  return defaultFormBody([]);
}

export function insertNode(tree: FormNode, target: DropTarget, node: FormNode): TreeEdit {
  const parent = findNode(tree, target.parentId);
  if (parent === undefined) return missing(target.parentId);
  const refusal = dropRefusalOf(parent, node);
  if (refusal !== undefined) return refuse(refusal);
  const existing = new Set(nodeIds(tree));
  const incoming = nodeIds(node);
  const clash = incoming.find((id, i) => existing.has(id) || incoming.indexOf(id) !== i);
  if (clash !== undefined) return refuse({ code: 'idTaken', id: clash });
  return accept(replaceNode(tree, parent.id, (p) => withChildAt(p, target.index, node)));
}

/** Moves a node (with its subtree); `target.index` counts the new parent's children without the node. */
export function moveNode(tree: FormNode, nodeId: string, target: DropTarget): TreeEdit {
  const from = locateNode(tree, nodeId);
  if (from === undefined) return missing(nodeId);
  if (from.parent === undefined) return refuse({ code: 'rootFixed' });
  if (subtreeContains(from.node, target.parentId)) return refuse({ code: 'intoItself' });
  const parent = findNode(tree, target.parentId);
  if (parent === undefined) return missing(target.parentId);
  const refusal = dropRefusalOf(parent, from.node);
  if (refusal !== undefined) return refuse(refusal);
  const oldParentId = from.parent.id;
  const detached = replaceNode(tree, oldParentId, (p) => withoutChild(p, nodeId));
  const moved = replaceNode(detached, target.parentId, (p) => withChildAt(p, target.index, from.node));
  return accept(oldParentId === target.parentId ? moved : pruneEmptyFrom(moved, oldParentId));
}

/**
 * Removes a node with the cascades of spec 001 §4.3: a row left without columns goes, a grid left
 * without rows goes (the root grid resets the form), and likewise a tab set left without tabs.
 */
export function removeNode(tree: FormNode, nodeId: string): TreeEdit {
  const location = locateNode(tree, nodeId);
  if (location === undefined) return missing(nodeId);
  if (location.parent === undefined) return accept(emptyFormBody());
  const parentId = location.parent.id;
  return accept(
    pruneEmptyFrom(
      replaceNode(tree, parentId, (p) => withoutChild(p, nodeId)),
      parentId,
    ),
  );
}

const PRUNED_WHEN_EMPTY: readonly string[] = ['row', 'grid', 'tabs'];

function pruneEmptyFrom(tree: FormNode, nodeId: string): FormNode {
  let current = tree;
  let id: string | undefined = nodeId;
  while (id !== undefined) {
    const location = locateNode(current, id);
    if (location === undefined) return current;
    const { node, parent } = location;
    if (!PRUNED_WHEN_EMPTY.includes(node.type) || (node.children ?? []).length > 0) return current;
    if (parent === undefined) return emptyFormBody();
    const emptyId = node.id;
    current = replaceNode(current, parent.id, (p) => withoutChild(p, emptyId));
    id = parent.id;
  }
  return current;
}

function withChildAt(parent: FormNode, index: number, child: FormNode): FormNode {
  const children = [...(parent.children ?? [])];
  const at = Math.max(0, Math.min(Math.trunc(index), children.length));
  children.splice(at, 0, child);
  return { ...parent, children };
}

function withoutChild(parent: FormNode, childId: string): FormNode {
  return { ...parent, children: (parent.children ?? []).filter((child) => child.id !== childId) };
}
