import type { ReactPromise } from 'react';

/** An import whose outcome React's `use` reads at once, without suspending, once it has arrived. */
export type TrackedImport<T> = Promise<T> & ReactPromise<T>;

/**
 * One import of a page's chunk, shared by a preload and the page that renders it with `use`. Unlike
 * `lazy`, a page whose chunk has arrived renders in the same pass: `lazy` suspends once even then, and
 * React holds a fallback it has just shown for 300 ms before revealing what replaced it. A failed
 * import stays failed, as with `lazy`: `use` throws it to the error boundary rather than fetching again
 * on every render.
 */
export function pageChunk<T>(load: () => Promise<T>): () => TrackedImport<T> {
  let current: TrackedImport<T> | undefined;
  return () => {
    if (current) return current;
    const started: TrackedImport<T> = load();
    // The handlers return nothing: returning `started` would chain its failure on, unhandled.
    started.then(
      (module) => {
        Object.assign(started, { status: 'fulfilled', value: module });
      },
      (reason: unknown) => {
        Object.assign(started, { status: 'rejected', reason });
      },
    );
    current = started;
    return started;
  };
}
