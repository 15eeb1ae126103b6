import { useEffect, useRef } from 'react';

/**
 * Spec 001 §4.5: after a create, update or delete, the list linked by its list id is told to refresh
 * through the window event '{listId}::refresh'. A list's id is the name of the object it lists, so a
 * change saved anywhere in the window (a record page, a panel's modal) reaches every list of that object.
 */
export const listRefreshEvent = (listId: string) => `${listId}::refresh`;

/** Tells the lists of `listId` to load again. */
export function announceListRefresh(listId: string): void {
  window.dispatchEvent(new Event(listRefreshEvent(listId)));
}

/** Calls `onRefresh` each time the lists of `listId` are told to refresh, while the caller is mounted. */
export function useListRefresh(listId: string | undefined, onRefresh: () => void): void {
  // The latest callback runs without re-subscribing on every render.
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  useEffect(() => {
    if (!listId) return;
    const name = listRefreshEvent(listId);
    const listener = () => latest.current();
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [listId]);
}
