import { arrayMove } from '@dnd-kit/sortable';

/** The list after dragging `moved` onto `target`'s place; unchanged when either is not in it. */
export function reorder(values: readonly string[], moved: string, target: string | undefined): string[] {
  const from = values.indexOf(moved);
  const to = target === undefined ? -1 : values.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...values];
  return arrayMove([...values], from, to);
}
