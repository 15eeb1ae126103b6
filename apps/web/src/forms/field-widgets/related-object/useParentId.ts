import { useCallback, useContext, useSyncExternalStore } from 'react';
import { FormContext } from '../../renderer/renderer-context';
import { savedId } from './related-object-model';

const NO_SUBSCRIPTION = () => undefined;

/**
 * The parent's stored id, followed as it changes. A form re-renders a field only when its own value
 * changes, so a panel drawn before the record's values arrive (or before its parent is created) listens
 * to the form's `id` itself; outside a form the record given is all there is.
 */
export function useParentId(record: Readonly<Record<string, unknown>>): number | undefined {
  const store = useContext(FormContext)?.store;
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe('id', listener) : NO_SUBSCRIPTION),
    [store],
  );
  const read = () => (store ? store.getValue('id') : record.id);
  return savedId({ id: useSyncExternalStore(subscribe, read, read) });
}
