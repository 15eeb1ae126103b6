import type { FormNode } from '../metadata/form-schema';
import { dropRefusalOf } from './drop-rules';
import { findNode, nextNodeId, replaceNode } from './form-tree';
import { cleanOptions } from './node-options';
import { accept, missing, refuse, type TreeEdit } from './tree-edit-result';

/**
 * Merges `patch` into a node's options. A key set to undefined is removed; other empty values stay
 * while the administrator edits and go when the form is saved (`cleanFormOptions`).
 */
export function updateNodeOptions(
  tree: FormNode,
  nodeId: string,
  patch: Readonly<Record<string, unknown>>,
): TreeEdit {
  if (findNode(tree, nodeId) === undefined) return missing(nodeId);
  return accept(
    replaceNode(tree, nodeId, (node) => {
      const options: Record<string, unknown> = { ...node.options, ...patch };
      for (const [key, value] of Object.entries(patch)) if (value === undefined) delete options[key];
      return { ...node, options };
    }),
  );
}

/** Label and title edits of the options form (label on blur or Enter, title debounced by the UI). */
export function updateNodeText(
  tree: FormNode,
  nodeId: string,
  text: Readonly<{ label?: string; title?: string }>,
): TreeEdit {
  if (findNode(tree, nodeId) === undefined) return missing(nodeId);
  return accept(replaceNode(tree, nodeId, (node) => ({ ...node, ...text })));
}

/** The whole tree with every node's options cleaned: what the designer saves. */
export function cleanFormOptions(tree: FormNode): FormNode {
  const options = tree.options === undefined ? undefined : cleanOptions(tree.options);
  const children = tree.children?.map(cleanFormOptions);
  const sameChildren = children === undefined || children.every((child, i) => child === tree.children?.[i]);
  if (options === tree.options && sameChildren) return tree;
  const next: FormNode = { ...tree };
  delete next.options;
  if (options !== undefined && Object.keys(options).length > 0) next.options = options;
  if (children !== undefined) next.children = children;
  return next;
}

/** The row toolbar's add column: appends an empty column, refused at the 4-column limit. */
export function addColumn(tree: FormNode, rowId: string): TreeEdit {
  const row = findNode(tree, rowId);
  if (row === undefined) return missing(rowId);
  const column: FormNode = { id: nextNodeId(tree, 'col'), type: 'col', children: [] };
  const refusal = dropRefusalOf(row, column);
  if (refusal !== undefined) return refuse(refusal);
  return accept(
    replaceNode(tree, rowId, (node) => ({ ...node, children: [...(node.children ?? []), column] })),
  );
}

/** Appends a tab named `Tab N`: N is one more than the tab count, raised past any title already used. */
export function addTab(tree: FormNode, tabsId: string): TreeEdit {
  const tabs = findNode(tree, tabsId);
  if (tabs === undefined) return missing(tabsId);
  const existing = tabs.children ?? [];
  const titles = new Set(existing.map((tab) => tab.title));
  let n = existing.length + 1;
  while (titles.has(`Tab ${n}`)) n += 1;
  const tab: FormNode = { id: nextNodeId(tree, 'tab'), type: 'tab', title: `Tab ${n}`, children: [] };
  const refusal = dropRefusalOf(tabs, tab);
  if (refusal !== undefined) return refuse(refusal);
  return accept(replaceNode(tree, tabsId, (node) => ({ ...node, children: [...existing, tab] })));
}
