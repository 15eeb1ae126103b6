import { createHistory, type DesignRefusal, type History } from '@atrium/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { DesignEdit, DesignState } from './design-state';

interface Held {
  history: History<DesignState>;
  /** The state last loaded or saved: the designer is dirty while the present is another one. */
  baseline: DesignState;
}

export interface DesignHistory {
  state: DesignState;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  /**
   * Applies an edit as one undo step. A refused edit changes nothing: its reason goes to `onRefused`
   * and the answer is false.
   */
  apply: (edit: (state: DesignState) => DesignEdit) => boolean;
  undo: () => void;
  redo: () => void;
  /** A fresh start (after a save): no undo steps, not dirty. */
  reset: (state: DesignState) => void;
}

/**
 * The designer's undo stack (core's createHistory, 200 steps). Edits read the latest present from a
 * ref, so two edits in one event build on each other instead of on the last render.
 */
export function useDesignHistory(
  initial: () => DesignState,
  onRefused: (refusal: DesignRefusal) => void,
): DesignHistory {
  const [held, setHeld] = useState<Held>(() => {
    const state = initial();
    return { history: createHistory(state), baseline: state };
  });
  const latest = useRef(held);
  const commit = useCallback((next: Held) => {
    latest.current = next;
    setHeld(next);
  }, []);
  const apply = useCallback(
    (edit: (state: DesignState) => DesignEdit) => {
      const result = edit(latest.current.history.present);
      if (!result.ok) {
        onRefused(result.refusal);
        return false;
      }
      commit({ ...latest.current, history: latest.current.history.push(result.state) });
      return true;
    },
    [commit, onRefused],
  );
  const undo = useCallback(
    () => commit({ ...latest.current, history: latest.current.history.undo() }),
    [commit],
  );
  const redo = useCallback(
    () => commit({ ...latest.current, history: latest.current.history.redo() }),
    [commit],
  );
  const reset = useCallback(
    (state: DesignState) => commit({ history: createHistory(state), baseline: state }),
    [commit],
  );
  const { history, baseline } = held;
  return useMemo(
    () => ({
      state: history.present,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
      dirty: history.present !== baseline,
      apply,
      undo,
      redo,
      reset,
    }),
    [history, baseline, apply, undo, redo, reset],
  );
}
