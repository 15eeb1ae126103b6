import { useCallback, useSyncExternalStore } from 'react';
import type { FieldSnapshot } from './form-store';
import { useFormContext } from './renderer-context';

const NO_FIELD: FieldSnapshot = {
  value: undefined,
  errors: [],
  rules: { visibility: undefined, required: false, readOnly: false, allowedOptions: undefined, warnings: [] },
  loading: false,
  locked: false,
};

/** One field's value, errors and rule state; re-renders only when that field's snapshot changes. */
export function useFieldSnapshot(name: string | undefined): FieldSnapshot {
  const { store } = useFormContext();
  const subscribe = useCallback(
    (listener: () => void) => (name ? store.subscribe(name, listener) : () => undefined),
    [store, name],
  );
  const read = useCallback(() => (name ? store.getField(name) : NO_FIELD), [store, name]);
  return useSyncExternalStore(subscribe, read, read);
}
