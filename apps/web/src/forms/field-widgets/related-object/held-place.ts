import type { ObjectDefinition } from '@atrium/core';
import { api } from '../../../app/api-client';
import type { ChildRow } from './related-object-model';

/** Where a child created late belongs among its siblings: beside a child created with it. */
export interface HeldPlace {
  targetId: number;
  position: 'before' | 'after';
}

/** Kept on a refused held row (beside its failure) until it is created; never sent to the server. */
export const HELD_PLACE = '_place';

export function heldPlace(row: ChildRow): HeldPlace | undefined {
  const place = row[HELD_PLACE];
  if (typeof place !== 'object' || place === null) return undefined;
  const { targetId, position } = place as Partial<HeldPlace>;
  if (typeof targetId !== 'number' || (position !== 'before' && position !== 'after')) return undefined;
  return { targetId, position };
}

/**
 * For a batch of held children created in the panel's order (`created[i]` the new id of row i, or
 * undefined when the server refused it): where each refused row goes once it is created later, after
 * the nearest row created before it, else before the nearest created after it. Undefined for created
 * rows, and for every row when none was created.
 */
export function placesOfRefused(created: readonly (number | undefined)[]): (HeldPlace | undefined)[] {
  return created.map((id, index) => {
    if (id !== undefined) return undefined;
    const before = created.slice(0, index).findLast((other) => other !== undefined);
    if (before !== undefined) return { targetId: before, position: 'after' };
    const after = created.slice(index + 1).find((other) => other !== undefined);
    return after === undefined ? undefined : { targetId: after, position: 'before' };
  });
}

/** Moves a child of an ordered object, created after the others of its batch, to its place. */
export async function placeChild(child: ObjectDefinition, id: number, place: HeldPlace): Promise<void> {
  await api.post(`reorder/${child.module}/${child.name}/${id}`, place);
}
