import { describe, expect, it } from 'vitest';
import {
  cursorOf,
  mergePage,
  newestFirst,
  type Position,
  parseCursor,
  sourceBound,
} from '../activity-cursor';

const at = (micros: number, source: string, id: number): Position => ({
  micros: BigInt(micros),
  source,
  id: BigInt(id),
});

/** Pages through the sources as the service does, applying each source's bound in memory. */
function pageAll(sources: Record<string, Position[]>, limit: number): string[] {
  const seen: string[] = [];
  let cursor: Position | undefined;
  for (let round = 0; round < 100; round += 1) {
    const lists = Object.entries(sources).map(([source, rows]) => {
      const bound = sourceBound(source, cursor);
      return rows
        .filter((row) => {
          if (!bound) return true;
          if (row.micros < bound.micros) return true;
          if (row.micros > bound.micros) return false;
          if (bound.sameTime === 'all') return true;
          if (bound.sameTime === 'none') return false;
          return row.id < bound.sameTime.idBelow;
        })
        .sort(newestFirst)
        .slice(0, limit + 1);
    });
    const { items, more } = mergePage(lists, limit);
    seen.push(...items.map(cursorOf));
    const last = items.at(-1);
    if (!more || !last) return seen;
    cursor = parseCursor(cursorOf(last));
  }
  throw new Error('paging did not end');
}

describe('paging a merged newest-first list', () => {
  it('reads a cursor back as the position it was made from', () => {
    const position = at(1_764_000_000_123_456, 't', 42);
    expect(parseCursor(cursorOf(position))).toEqual(position);
  });

  it('orders by time, then source, then id, newest first', () => {
    const rows = [at(5, 'h', 1), at(9, 'a', 1), at(5, 't', 1), at(5, 'h', 2)];
    expect(rows.sort(newestFirst).map(cursorOf)).toEqual(['9:a:1', '5:t:1', '5:h:2', '5:h:1']);
  });

  it('says there is more only when a source had a row beyond the page', () => {
    expect(mergePage([[at(3, 'h', 1)], [at(2, 't', 1)]], 2)).toMatchObject({ more: false });
    expect(mergePage([[at(3, 'h', 1), at(1, 'h', 2)], [at(2, 't', 1)]], 2)).toMatchObject({ more: true });
  });

  it('visits every row once, in order, across sources that share timestamps', () => {
    const sources = {
      h: [at(10, 'h', 1), at(10, 'h', 2), at(8, 'h', 3), at(7, 'h', 4), at(7, 'h', 5)],
      t: [at(10, 't', 1), at(9, 't', 2), at(7, 't', 3)],
      a: [at(10, 'a', 7), at(7, 'a', 8), at(1, 'a', 9)],
    };
    const everything = Object.values(sources).flat().sort(newestFirst).map(cursorOf);
    for (const limit of [1, 2, 3, 5, 20]) expect(pageAll(sources, limit)).toEqual(everything);
  });

  it('starts at the newest when there is no cursor', () => {
    expect(sourceBound('h', undefined)).toBeUndefined();
  });
});
