import { useCallback, useEffect, useState } from 'react';
import type { FormStore } from '../../forms/renderer/form-store';

/**
 * Spec 001 §4.4: a new record starts dirty; any change the person makes sets dirty. Values the rules
 * fill in or a reload brings are not the person's changes.
 */
export function useDirtyState(store: FormStore, isNew: boolean): { dirty: boolean; markClean: () => void } {
  const [dirty, setDirty] = useState(isNew);
  useEffect(
    () =>
      store.onChange((_, source) => {
        if (source === 'user') setDirty(true);
      }),
    [store],
  );
  const markClean = useCallback(() => setDirty(false), []);
  return { dirty, markClean };
}
