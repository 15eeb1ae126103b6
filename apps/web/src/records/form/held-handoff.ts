import type { ChildRow } from '../../forms/field-widgets/related-object/related-object-model';
import type { SaveFailure } from './save-failure';

/**
 * What a new record's page hands to the saved record's page when some held children were refused:
 * the page moves to the parent's URL (and is mounted afresh there), so the refused children and the
 * alert naming them travel in the navigation's state instead of being lost with the old page.
 */
export interface HeldHandoff {
  held: Record<string, ChildRow[] | undefined>;
  failure: SaveFailure;
}

const KEY = 'atriumHeldChildren';

export const handoffState = (handoff: HeldHandoff) => ({ [KEY]: handoff });

/** The handoff in a location's state, if it carries one. */
export function handoffOf(state: unknown): HeldHandoff | undefined {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return undefined;
  const handoff = (state as Record<string, unknown>)[KEY];
  if (typeof handoff !== 'object' || handoff === null) return undefined;
  return handoff as HeldHandoff;
}
