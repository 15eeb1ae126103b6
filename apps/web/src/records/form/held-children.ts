import {
  type FormNode,
  type ObjectDefinition,
  type RecordData,
  type Relationship,
  recordLabel,
  walkNodes,
} from '@atrium/core';
import { api } from '../../app/api-client';
import { errorMessage, isApiError } from '../../app/api-error';
import {
  HELD_PLACE,
  heldPlace,
  placeChild,
  placesOfRefused,
} from '../../forms/field-widgets/related-object/held-place';
import {
  type ChildRow,
  childPayload,
  HELD_FAILURE,
  nodeRelation,
  parentLink,
  pendingRows,
} from '../../forms/field-widgets/related-object/related-object-model';
import { definitionClient } from '../definitions/definition-client';
import { announceListRefresh } from '../list/list-refresh';

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

export interface HeldOutcome {
  /** Each panel's children still held (the refused ones, each with its reason); absent when none. */
  remaining: Record<string, ChildRow[] | undefined>;
  failures: ChildFailure[];
  /** Set when the children were created but their order could not be stored. */
  orderFailure: string | undefined;
}

/** A refusal in one sentence: the fields' messages when the server names them, else its message. */
function reasonOf(failure: unknown): string {
  if (isApiError(failure) && failure.errors) {
    const messages = Object.values(failure.errors).flat();
    if (messages.length) return messages.join(' ');
  }
  return errorMessage(failure);
}

async function createPanelChildren(
  panel: RelatedPanel,
  rows: readonly ChildRow[],
  parentId: number,
): Promise<{ remaining: ChildRow[]; failures: ChildFailure[]; orderFailure: string | undefined }> {
  const child = await definitionClient.get(panel.relation.child_object).catch(() => null);
  if (!child) {
    const reason = `'${panel.relation.child_object}' is not an object.`;
    return {
      remaining: rows.map((row) => ({ ...row, [HELD_FAILURE]: reason })),
      failures: rows.map((row) => ({
        childName: panel.relation.child_object,
        label: String(row.id),
        reason,
      })),
      orderFailure: undefined,
    };
  }
  const failures: ChildFailure[] = [];
  const reasons = new Map<ChildRow, string>();
  // Each row's new id, undefined when refused. One at a time, in the panel's order: ids follow it.
  const created: (number | undefined)[] = [];
  let orderFailure: string | undefined;
  const noteOrderFailure = (failure: unknown) => {
    orderFailure ??= errorMessage(failure);
  };
  for (const row of rows) {
    try {
      const body = { ...childPayload(row), ...parentLink(panel.relation, parentId) };
      const saved = await api.post<RecordData>(child.api_endpoint, body);
      const id = Number(saved.id);
      created.push(id);
      // A row refused before and created now goes back to its place among the children made with it.
      const place = heldPlace(row);
      if (place && child.has_ordering) await placeChild(child, id, place).catch(noteOrderFailure);
    } catch (failure) {
      created.push(undefined);
      const reason = reasonOf(failure);
      reasons.set(row, reason);
      failures.push({
        childName: child.display_name,
        label: recordLabel(child, row) || String(row.id),
        reason,
      });
    }
  }
  const firstTime = rows.flatMap((row, index) => {
    const id = created[index];
    return id !== undefined && !heldPlace(row) ? [id] : [];
  });
  // An ordered object stores the panel's order explicitly rather than leaving it to the ids.
  if (child.has_ordering && firstTime.length > 1) {
    await api.post(`reorderById/${child.module}/${child.name}`, { ids: firstTime }).catch(noteOrderFailure);
  }
  const places = child.has_ordering ? placesOfRefused(created) : [];
  const remaining = rows.flatMap((row, index) => {
    const reason = reasons.get(row);
    if (reason === undefined) return [];
    const place = places[index] ?? heldPlace(row);
    return [{ ...row, [HELD_FAILURE]: reason, ...(place ? { [HELD_PLACE]: place } : {}) }];
  });
  if (created.some((id) => id !== undefined)) announceListRefresh(child.name);
  return { remaining, failures, orderFailure };
}

/**
 * Creates the children held for a parent that is now saved (spec 001 §4.4), each through its object's
 * create call with the relationship's link set to the parent; the refused ones stay held with a reason.
 */
export async function createHeldChildren(
  held: ReadonlyMap<RelatedPanel, readonly ChildRow[]>,
  parentId: number,
): Promise<HeldOutcome> {
  const outcome: HeldOutcome = { remaining: {}, failures: [], orderFailure: undefined };
  for (const [panel, rows] of held) {
    const result = await createPanelChildren(panel, rows, parentId);
    outcome.remaining[panel.field] = result.remaining.length ? result.remaining : undefined;
    outcome.failures.push(...result.failures);
    outcome.orderFailure ??= result.orderFailure;
  }
  return outcome;
}
