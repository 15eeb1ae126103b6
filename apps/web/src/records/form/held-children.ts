import {
  type FormNode,
  type ObjectDefinition,
  type Relationship,
  recordLabel,
  walkNodes,
} from '@atrium/core';
import {
  type ChildRow,
  childPayload,
  HELD_FAILURE,
  nodeRelation,
  pendingRows,
} from '../../forms/field-widgets/related-object/related-object-model';
import { definitionClient } from '../../metadata/definition-client';

/** A related-object panel of a form: the form value it holds children in, and what it lists. */
export interface RelatedPanel {
  field: string;
  relation: Relationship;
}

/** The form's related-object panels, in document order. */
export function relatedPanels(definition: ObjectDefinition, body: FormNode): RelatedPanel[] {
  const panels: RelatedPanel[] = [];
  walkNodes(body, (node) => {
    const field = node.attributeName;
    if (node.type !== 'relatedObject' || !field) return;
    const attribute = definition.attributes.find((candidate) => candidate.name === field);
    const relation = nodeRelation(definition, { node, attribute });
    if (relation) panels.push({ field, relation });
  });
  return panels;
}

/** The children each panel holds in the form's values (only panels holding some). */
export function heldChildrenOf(
  panels: readonly RelatedPanel[],
  values: Readonly<Record<string, unknown>>,
): Map<RelatedPanel, ChildRow[]> {
  const held = new Map<RelatedPanel, ChildRow[]>();
  for (const panel of panels) {
    const rows = pendingRows(values[panel.field]);
    if (rows.length) held.set(panel, rows);
  }
  return held;
}

/** One held child the server refused, named as a person knows it. */
export interface ChildFailure {
  childName: string;
  label: string;
  reason: string;
}

/**
 * The `$children` of a save (docs/api/records.md): each panel's held rows under its relationship's
 * name, in the panel's order, so the parent and its new children are saved in one request and one
 * transaction, all or nothing.
 */
export function heldChildrenBody(
  held: ReadonlyMap<RelatedPanel, readonly ChildRow[]>,
): Record<string, Record<string, unknown>[]> {
  return Object.fromEntries([...held].map(([panel, rows]) => [panel.relation.name, rows.map(childPayload)]));
}

/** The held rows with nothing refused any more: what a save that went through leaves in each panel. */
export function clearedHeld(held: ReadonlyMap<RelatedPanel, readonly ChildRow[]>): Record<string, undefined> {
  return Object.fromEntries([...held.keys()].map((panel) => [panel.field, undefined]));
}

export interface RefusedChildren {
  /** Every held row stays held (nothing was saved); a refused one carries its reason. */
  remaining: Record<string, ChildRow[]>;
  failures: ChildFailure[];
}

/**
 * Reads a refused save's field errors addressed to held rows (`{relationship}.{index}.{field}`):
 * undefined when none is, so the refusal is the parent's own.
 */
export async function refusedChildren(
  held: ReadonlyMap<RelatedPanel, readonly ChildRow[]>,
  errors: Readonly<Record<string, readonly string[]>>,
): Promise<RefusedChildren | undefined> {
  const result: RefusedChildren = { remaining: {}, failures: [] };
  for (const [panel, rows] of held) {
    const child = await definitionClient.get(panel.relation.child_object).catch(() => null);
    result.remaining[panel.field] = rows.map((row, index) => {
      const prefix = `${panel.relation.name}.${index}.`;
      const messages = Object.entries(errors).flatMap(([key, list]) => (key.startsWith(prefix) ? list : []));
      const { [HELD_FAILURE]: _previous, ...clean } = row;
      if (messages.length === 0) return clean;
      const reason = messages.join(' ');
      result.failures.push({
        childName: child?.display_name ?? panel.relation.child_object,
        label: (child && recordLabel(child, row)) || String(row.id),
        reason,
      });
      return { ...clean, [HELD_FAILURE]: reason };
    });
  }
  return result.failures.length > 0 ? result : undefined;
}
