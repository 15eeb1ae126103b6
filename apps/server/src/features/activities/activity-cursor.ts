/**
 * Paging a list merged from several sources (record history, workflow timeline, approvals), newest
 * first. A position is (time in microseconds, source letter, id): ties on the time are broken by the
 * source, then the id, so every row has one place and a page never repeats or skips one.
 */
export interface Position {
  micros: bigint;
  source: string;
  id: bigint;
}

export function cursorOf(position: Position): string {
  return `${position.micros}:${position.source}:${position.id}`;
}

/** Reads a cursor the contract's pattern admitted (`digits:letter:digits`). */
export function parseCursor(cursor: string): Position {
  const [micros = '0', source = 'a', id = '0'] = cursor.split(':');
  return { micros: BigInt(micros), source, id: BigInt(id) };
}

/** Negative when `a` comes first (is newer). */
export function newestFirst(a: Position, b: Position): number {
  if (a.micros !== b.micros) return a.micros > b.micros ? -1 : 1;
  if (a.source !== b.source) return a.source > b.source ? -1 : 1;
  if (a.id !== b.id) return a.id > b.id ? -1 : 1;
  return 0;
}

/**
 * What a source must answer after `cursor`: rows strictly older than the time; at the same time, all
 * of a source that sorts after the cursor's, only smaller ids of the cursor's own, none of one before.
 */
export function sourceBound(
  source: string,
  cursor: Position | undefined,
): { micros: bigint; sameTime: 'all' | 'none' | { idBelow: bigint } } | undefined {
  if (!cursor) return undefined;
  if (source < cursor.source) return { micros: cursor.micros, sameTime: 'all' };
  if (source > cursor.source) return { micros: cursor.micros, sameTime: 'none' };
  return { micros: cursor.micros, sameTime: { idBelow: cursor.id } };
}

/**
 * Merges each source's newest-first rows (each asked for `limit + 1` after the cursor) into the page:
 * the first `limit`, and whether anything older remains in any source.
 */
export function mergePage<T extends Position>(
  lists: readonly (readonly T[])[],
  limit: number,
): { items: T[]; more: boolean } {
  const all = lists.flat().sort(newestFirst);
  return { items: all.slice(0, limit), more: all.length > limit };
}
