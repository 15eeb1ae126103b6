import { useCallback, useSyncExternalStore } from 'react';
import { useFormContext } from './renderer-context';

/**
 * Re-renders on each load of the record. A widget that reads the record beyond its own field (its id,
 * its version, whether it is the active one) would otherwise keep what it saw at its first render,
 * which may come before the record arrived: its buttons then showed or not depending on timing.
 */
export function useRecordLoads(): number {
  const { store } = useFormContext();
  const subscribe = useCallback((listener: () => void) => store.subscribeLoads(listener), [store]);
  const read = useCallback(() => store.getLoadCount(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
