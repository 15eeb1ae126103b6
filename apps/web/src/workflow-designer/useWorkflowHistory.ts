import { createHistory, type History, type WorkflowDefinition } from '@atrium/core';
import { useCallback, useMemo, useRef, useState } from 'react';

interface Held {
  history: History<WorkflowDefinition>;
  /** The definition last loaded or saved: the designer is dirty while the present is another one. */
  baseline: WorkflowDefinition;
}

export interface WorkflowHistory {
  definition: WorkflowDefinition;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  /** Applies an edit as one undo step; an edit answering the same definition adds no step. */
  apply: (edit: (definition: WorkflowDefinition) => WorkflowDefinition) => void;
  undo: () => void;
  redo: () => void;
  /** A fresh start (opened or saved): no undo steps, not dirty. */
  reset: (definition: WorkflowDefinition) => void;
}

/**
 * The workflow designer's undo stack (core's createHistory). Edits read the latest present from a ref,
 * so two edits in one event (a connection, then a selection) build on each other.
 */
export function useWorkflowHistory(initial: WorkflowDefinition): WorkflowHistory {
  const [held, setHeld] = useState<Held>(() => ({ history: createHistory(initial), baseline: initial }));
  const latest = useRef(held);
  const commit = useCallback((next: Held) => {
    latest.current = next;
    setHeld(next);
  }, []);
  const apply = useCallback(
    (edit: (definition: WorkflowDefinition) => WorkflowDefinition) => {
      const { history } = latest.current;
      const next = edit(history.present);
      if (next !== history.present) commit({ ...latest.current, history: history.push(next) });
    },
    [commit],
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
    (definition: WorkflowDefinition) => commit({ history: createHistory(definition), baseline: definition }),
    [commit],
  );
  const { history, baseline } = held;
  return useMemo(
    () => ({
      definition: history.present,
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
