import { BOARD_GROUPING_TYPES } from '../api/user-zone.contract';
import { z } from '../api/zod';
import { fieldChoices } from './field-types';
import { IDENTIFIER_PATTERN } from './identifiers';

/**
 * The view an object's list opens on for someone who has not chosen one (issue 19 item 4): the grid, or
 * the board grouped by one of its status or single-select attributes. Set by the object's creator or
 * its module package; an object without one opens as `defaultListView` guesses.
 */
export const objectDefaultViewSchema = z.discriminatedUnion(
  'view',
  [
    z.strictObject({ view: z.literal('grid') }),
    z.strictObject({
      view: z.literal('board'),
      group_by: z
        .string({ error: 'A board names the attribute it groups by.' })
        .regex(IDENTIFIER_PATTERN, 'A board groups by the name of a status or single-select attribute.'),
    }),
  ],
  { error: "The default view is { view: 'grid' } or { view: 'board', group_by: <attribute> }." },
);
export type ObjectDefaultView = z.infer<typeof objectDefaultViewSchema>;

interface GroupableCandidate {
  name: string;
  type: string;
  options?: Record<string, unknown> | undefined;
}

/** The attributes a board can group by: a status or single select that lists choices, in order. */
export function boardGroupingAttributes<A extends GroupableCandidate>(attributes: readonly A[]): A[] {
  return attributes.filter(
    (attribute) =>
      BOARD_GROUPING_TYPES.has(attribute.type) &&
      (fieldChoices(attribute.type, attribute.options)?.length ?? 0) > 0,
  );
}

/** Why a default view does not fit the object's attributes, or undefined when it does. */
export function defaultViewProblem(
  attributes: readonly GroupableCandidate[],
  view: ObjectDefaultView,
): string | undefined {
  if (view.view === 'grid') return undefined;
  if (boardGroupingAttributes(attributes).some((attribute) => attribute.name === view.group_by))
    return undefined;
  return `'${view.group_by}' cannot group a board: choose a status or single-select attribute that lists choices.`;
}

/**
 * The view a list opens on when its reader has not chosen one: the object's own default when it still
 * fits its attributes; otherwise the board when there is a status breadcrumb (an opportunity's stage) or
 * a select named status (a ticket's), the grid otherwise. The board's field is always a groupable one.
 */
export function defaultListView<A extends GroupableCandidate>(definition: {
  attributes: readonly A[];
  default_view?: ObjectDefaultView | null | undefined;
}): { view: 'grid' | 'board'; groupBy: string | undefined } {
  const groupable = boardGroupingAttributes(definition.attributes);
  const chosen = definition.default_view;
  if (chosen && defaultViewProblem(definition.attributes, chosen) === undefined)
    return chosen.view === 'board'
      ? { view: 'board', groupBy: chosen.group_by }
      : { view: 'grid', groupBy: groupable[0]?.name };
  const status =
    groupable.find((attribute) => attribute.type === 'statusBreadcrumb') ??
    groupable.find((attribute) => attribute.name === 'status');
  return { view: status ? 'board' : 'grid', groupBy: (status ?? groupable[0])?.name };
}
