import { type FormNode, isFieldType } from '@atrium/core';
import { createContext, useContext } from 'react';

/** Fields drawn before the first check of whether the form already fills the viewport. */
export const FIRST_FIELDS = 24;

/**
 * Which fields a form draws so far: a field node whose place in document order (`order`) is `limit`
 * or beyond waits for a later pass. A context of its own, not FormContext: each pass re-renders the
 * node lists, never the fields already drawn.
 */
export interface FieldReveal {
  order: ReadonlyMap<string, number>;
  limit: number;
}

/** Every field node's place in document order, the order the form is drawn and read in. */
export function fieldOrder(root: FormNode): ReadonlyMap<string, number> {
  const order = new Map<string, number>();
  const visit = (node: FormNode) => {
    if (isFieldType(node.type)) order.set(node.id, order.size);
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return order;
}

/** Whether a field node is drawn yet; layout nodes always are (they are few and cheap). */
export function isRevealed(reveal: FieldReveal, nodeId: string): boolean {
  const place = reveal.order.get(nodeId);
  return place === undefined || place < reveal.limit;
}

const ALL: FieldReveal = { order: new Map(), limit: Number.POSITIVE_INFINITY };

export const FieldRevealContext = createContext<FieldReveal>(ALL);

export function useFieldReveal(): FieldReveal {
  return useContext(FieldRevealContext);
}
