import type { FormNode } from '../metadata/form-schema';

/** A position in the tree: the index the node will have among `parentId`'s children once placed. */
export interface DropTarget {
  parentId: string;
  index: number;
}

/** An edit either gives the new tree (the input is never changed) or says why it was refused. */
export type TreeEdit = { ok: true; tree: FormNode } | { ok: false; reason: string };

export const refuse = (reason: string): TreeEdit => ({ ok: false, reason });
export const accept = (tree: FormNode): TreeEdit => ({ ok: true, tree });
export const missing = (id: string): TreeEdit => refuse(`There is no element ${id} on the form.`);
