import type { FormNode } from '../metadata/form-schema';
import { type DesignRefusal, refusalText } from './design-refusals';

/** A position in the tree: the index the node will have among `parentId`'s children once placed. */
export interface DropTarget {
  parentId: string;
  index: number;
}

/**
 * An edit either gives the new tree (the input is never changed) or says why it was refused: as data
 * (`refusal`, which the web translates) and as the English sentence (`reason`).
 */
export type TreeEdit = { ok: true; tree: FormNode } | { ok: false; refusal: DesignRefusal; reason: string };

export const refuse = (refusal: DesignRefusal): TreeEdit => ({
  ok: false,
  refusal,
  reason: refusalText(refusal),
});
export const accept = (tree: FormNode): TreeEdit => ({ ok: true, tree });
export const missing = (id: string): TreeEdit => refuse({ code: 'missing', id });
