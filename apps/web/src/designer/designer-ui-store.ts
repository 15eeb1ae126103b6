import { type DesignRefusal, refusalText } from '@atrium/core';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** What the canvas shows under the pointer while dragging: the node it points at and whether it may drop. */
export interface DropCue {
  nodeId: string;
  ok: boolean;
  /** Why the drop is refused, shown beside the node. */
  refusal?: DesignRefusal;
}

interface UiState {
  selectedId: string | undefined;
  cue: DropCue | undefined;
  /** The node being moved from the keyboard, if any. */
  keyboardMoving: string | undefined;
}

const sameRefusal = (a: DesignRefusal | undefined, b: DesignRefusal | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && refusalText(a) === refusalText(b));

/**
 * Selection and drop cues live outside React state: a node subscribes to its own slice, so selecting a
 * node or moving the pointer over another re-renders those two nodes, not a 500-field canvas.
 */
export class DesignerUiStore {
  private state: UiState = { selectedId: undefined, cue: undefined, keyboardMoving: undefined };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get snapshot(): UiState {
    return this.state;
  }

  select(selectedId: string | undefined): void {
    this.set({ selectedId });
  }

  setCue(cue: DropCue | undefined): void {
    const now = this.state.cue;
    if (now?.nodeId === cue?.nodeId && now?.ok === cue?.ok && sameRefusal(now?.refusal, cue?.refusal)) return;
    this.set({ cue });
  }

  setKeyboardMoving(keyboardMoving: string | undefined): void {
    this.set({ keyboardMoving });
  }

  private set(patch: Partial<UiState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

export const DesignerUiContext = createContext<DesignerUiStore | null>(null);

export function useDesignerUi(): DesignerUiStore {
  const store = useContext(DesignerUiContext);
  if (!store) throw new Error('useDesignerUi needs a DesignerUiContext provider.');
  return store;
}

function useUiSlice<T>(read: (state: UiState) => T): T {
  const store = useDesignerUi();
  const get = useCallback(() => read(store.snapshot), [store, read]);
  return useSyncExternalStore(store.subscribe, get, get);
}

export function useSelectedId(): string | undefined {
  return useUiSlice(selectedOf);
}

export function useIsSelected(id: string): boolean {
  return useUiSlice(useCallback((state: UiState) => state.selectedId === id, [id]));
}

/** The cue for this node only (undefined when the pointer is elsewhere). */
export function useDropCue(id: string): DropCue | undefined {
  return useUiSlice(
    useCallback((state: UiState) => (state.cue?.nodeId === id ? state.cue : undefined), [id]),
  );
}

export function useIsKeyboardMoving(id: string): boolean {
  return useUiSlice(useCallback((state: UiState) => state.keyboardMoving === id, [id]));
}

const selectedOf = (state: UiState) => state.selectedId;
