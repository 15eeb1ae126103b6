import type { SimulationResult, TimelineEntry, TransitionTest } from '@atrium/core';

/** What a simulation went through: the nodes it entered and the transitions it took. */
export function simulationPath(result: SimulationResult): {
  nodes: ReadonlySet<string>;
  transitions: ReadonlySet<string>;
} {
  const transitions = result.timeline
    .filter((entry) => entry.kind === 'transition')
    .map((entry) => entry.detail?.transition)
    .filter((id): id is string => typeof id === 'string');
  return { nodes: new Set(result.path), transitions: new Set(transitions) };
}

/** The transitions a timeline entry tested, with whether each held: the "why" of a branch. */
export function testedTransitions(entry: TimelineEntry): TransitionTest[] {
  const tested = entry.detail?.tested;
  return Array.isArray(tested) ? (tested as TransitionTest[]) : [];
}
