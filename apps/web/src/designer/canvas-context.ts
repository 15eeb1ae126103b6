import type { FormNode } from '@atrium/core';
import { createContext, useContext } from 'react';

/** What canvas nodes may do; a stable object, so handing it down re-renders nothing. */
export interface CanvasActions {
  select: (nodeId: string) => void;
  remove: (nodeId: string) => void;
  addColumn: (rowId: string) => void;
  addTab: (tabsId: string) => void;
  /** Arrow keys on a drag handle: pick up, step through core's keyboardMoveTargets, put down. */
  keyboardMove: (nodeId: string, key: string) => boolean;
  /** The name an element is shown and announced by. */
  labelOf: (node: FormNode) => string;
}

export const CanvasContext = createContext<CanvasActions | null>(null);

export function useCanvasActions(): CanvasActions {
  const actions = useContext(CanvasContext);
  if (!actions) throw new Error('Canvas nodes need a CanvasContext provider.');
  return actions;
}
