/**
 * A small seeded generator (mulberry32): the same seed gives the same demo records on every machine,
 * so screenshots, tests and bug reports agree on what is there.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in their original order. */
  some<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('Cannot pick from an empty list.');
    return item;
  };
  return {
    next,
    int,
    pick,
    some: (items, count) => items.filter(() => next() < count / Math.max(items.length, 1)).slice(0, count),
    chance: (probability) => next() < probability,
  };
}
