import type { FormNode } from '../metadata/form-schema';

/** Where a node sits: its parent (absent for the root) and its position among the parent's children. */
export interface NodeLocation {
  node: FormNode;
  parent: FormNode | undefined;
  index: number;
}

/** Visits every node depth-first, parents before children, in document order. */
export function walkNodes(
  tree: FormNode,
  visit: (node: FormNode, parent: FormNode | undefined) => void,
): void {
  const stack: { node: FormNode; parent: FormNode | undefined }[] = [{ node: tree, parent: undefined }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    visit(entry.node, entry.parent);
    const children = entry.node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child !== undefined) stack.push({ node: child, parent: entry.node });
    }
  }
}

export function locateNode(tree: FormNode, id: string): NodeLocation | undefined {
  if (tree.id === id) return { node: tree, parent: undefined, index: 0 };
  let found: NodeLocation | undefined;
  walkNodes(tree, (node, parent) => {
    if (found === undefined && node.id === id && parent !== undefined)
      found = { node, parent, index: (parent.children ?? []).indexOf(node) };
  });
  return found;
}

export function findNode(tree: FormNode, id: string): FormNode | undefined {
  return locateNode(tree, id)?.node;
}

/** Every id in the tree, in document order (duplicates kept, so a caller can detect them). */
export function nodeIds(tree: FormNode): string[] {
  const ids: string[] = [];
  walkNodes(tree, (node) => ids.push(node.id));
  return ids;
}

/** Whether `id` is `root` itself or lies anywhere below it. */
export function subtreeContains(root: FormNode, id: string): boolean {
  let found = false;
  walkNodes(root, (node) => {
    if (node.id === id) found = true;
  });
  return found;
}

/**
 * Replaces the node with `id` by `change(node)`, copying only the nodes on the path to it: every
 * other subtree is shared with the input, which keeps edits and undo history cheap on large forms.
 */
export function replaceNode(tree: FormNode, id: string, change: (node: FormNode) => FormNode): FormNode {
  if (tree.id === id) return change(tree);
  const children = tree.children;
  if (children === undefined) return tree;
  let changed = false;
  const next = children.map((child) => {
    const replaced = replaceNode(child, id, change);
    if (replaced !== child) changed = true;
    return replaced;
  });
  return changed ? { ...tree, children: next } : tree;
}

/** `{prefix}_{n}` with n one above the highest number any `{prefix}_…` id of the tree already uses. */
export function nextNodeId(tree: FormNode, prefix: string): string {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}_(\\d+)$`);
  let highest = 0;
  walkNodes(tree, (node) => {
    const match = pattern.exec(node.id);
    if (match?.[1] !== undefined) highest = Math.max(highest, Number(match[1]));
  });
  return `${prefix}_${highest + 1}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
