/** Spec 001 issue 5: the designer keeps at least 200 undo steps. */
export const DEFAULT_HISTORY_LIMIT = 200;

/**
 * An immutable undo stack. Each step keeps a reference to a state, never a copy: designer states are
 * trees whose edits share every untouched subtree, so 200 steps cost 200 edited paths, not 200 forms.
 */
export interface History<T> {
  readonly present: T;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Steps that can be undone (at most `limit`) and redone. */
  readonly undoDepth: number;
  readonly redoDepth: number;
  /** A new present; the redo steps are dropped and the oldest step once there are `limit`. */
  push(state: T): History<T>;
  undo(): History<T>;
  redo(): History<T>;
}

export function createHistory<T>(initial: T, limit: number = DEFAULT_HISTORY_LIMIT): History<T> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError('The history limit must be a positive integer.');
  return makeHistory([], initial, [], limit);
}

// `past` is oldest first and `future` nearest first; both are fresh arrays of references per step.
function makeHistory<T>(past: readonly T[], present: T, future: readonly T[], limit: number): History<T> {
  const history: History<T> = {
    present,
    canUndo: past.length > 0,
    canRedo: future.length > 0,
    undoDepth: past.length,
    redoDepth: future.length,
    push(state) {
      if (Object.is(state, present)) return history;
      const kept = past.length >= limit ? past.slice(past.length - limit + 1) : past;
      return makeHistory([...kept, present], state, [], limit);
    },
    undo() {
      if (past.length === 0) return history;
      // T may itself admit undefined, so the length, not the element, says whether a step exists.
      return makeHistory(past.slice(0, -1), past[past.length - 1] as T, [present, ...future], limit);
    },
    redo() {
      if (future.length === 0) return history;
      return makeHistory([...past, present], future[0] as T, future.slice(1), limit);
    },
  };
  return Object.freeze(history);
}
