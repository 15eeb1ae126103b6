/** What the process depends on at run time; each is watched by the part that uses it. */
export type Dependency = 'database' | 'change_feed' | 'redis';

export interface DependencyState {
  up: boolean;
  /** Times it came back after being down. */
  reconnects: number;
  /** Operations that failed because it was away (a publish, a rate-limit count). */
  failures: number;
}

/** The dependencies' state as the process last saw it, for /readyz and /metrics. */
export interface DependencyStatus {
  up(dependency: Dependency): void;
  down(dependency: Dependency): void;
  failed(dependency: Dependency): void;
  state(dependency: Dependency): DependencyState | undefined;
  all(): [Dependency, DependencyState][];
}

export function createDependencyStatus(): DependencyStatus {
  const states = new Map<Dependency, DependencyState>();
  const of = (dependency: Dependency): DependencyState => {
    let state = states.get(dependency);
    if (!state) {
      state = { up: true, reconnects: 0, failures: 0 };
      states.set(dependency, state);
    }
    return state;
  };
  return {
    up(dependency) {
      const state = of(dependency);
      if (!state.up) state.reconnects += 1;
      state.up = true;
    },
    down(dependency) {
      of(dependency).up = false;
    },
    failed(dependency) {
      of(dependency).failures += 1;
    },
    state: (dependency) => states.get(dependency),
    all: () => [...states],
  };
}
