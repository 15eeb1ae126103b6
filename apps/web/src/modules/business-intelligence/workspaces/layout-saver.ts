import type { WorkspaceCard } from '@atrium/core';
import { sameLayout } from './workspace-layout';

export interface LayoutSaver {
  /** The grid moved or resized a card: the layout is saved once the person stops for `delay` ms. */
  change(layout: WorkspaceCard[]): void;
  /** Saves a pending change now (leaving the page, switching workspace). */
  flush(): Promise<void>;
  /** The stored layout changed by other means (a card added or removed): nothing pending to save. */
  reset(stored: WorkspaceCard[]): void;
}

/**
 * Saves a workspace's layout as it is arranged: a drag or resize ends in a burst of changes, so only
 * the last is sent, after a pause, and a change back to what is stored sends nothing.
 */
export function createLayoutSaver(
  stored: WorkspaceCard[],
  save: (layout: WorkspaceCard[]) => Promise<void>,
  delay = 600,
): LayoutSaver {
  let last = stored;
  let pending: WorkspaceCard[] | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = async () => {
    stop();
    const layout = pending;
    pending = undefined;
    if (!layout || sameLayout(layout, last)) return;
    last = layout;
    await save(layout);
  };
  return {
    change(layout) {
      stop();
      if (sameLayout(layout, last)) {
        pending = undefined;
        return;
      }
      pending = layout;
      timer = setTimeout(() => void flush(), delay);
    },
    flush,
    reset(next) {
      stop();
      pending = undefined;
      last = next;
    },
  };
}
