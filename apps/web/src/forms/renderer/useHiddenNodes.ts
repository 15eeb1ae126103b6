import type { FormNode } from '@atrium/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CompiledHideCondition } from '../rules/hide-condition';
import { hiddenByMode, nodeText } from './node-options';
import { useFormContext } from './renderer-context';

interface Watched {
  node: FormNode;
  condition: CompiledHideCondition | undefined;
}

/**
 * Which of `nodes` are hidden by hideOnCreate, hideOnDetail, hideOnCondition or a HIDE_LAYOUT rule.
 * Subscribes only to the fields the conditions read and to the nodes' own layout keys, so a
 * keystroke elsewhere does not re-render the layout.
 */
export function useHiddenNodes(nodes: readonly FormNode[]): (id: string) => boolean {
  const { store, isNew, conditions } = useFormContext();
  const watched = useMemo<Watched[]>(
    () =>
      nodes.map((node) => {
        const source = nodeText(node, 'hideOnCondition');
        return { node, condition: source ? conditions(source) : undefined };
      }),
    [nodes, conditions],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      const keys = new Set<string>();
      const stops: (() => void)[] = [];
      for (const { node, condition } of watched) {
        stops.push(store.subscribeLayout(node.id, listener));
        for (const name of condition?.reads ?? []) keys.add(name);
      }
      for (const key of keys) stops.push(store.subscribe(key, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, watched],
  );
  // A string snapshot: equal while the same nodes are hidden, so nothing re-renders for nothing.
  const read = useCallback(
    () =>
      watched
        .filter(
          ({ node, condition }) =>
            hiddenByMode(node, isNew) || store.isLayoutHidden(node.id) || condition?.test(store.record),
        )
        .map(({ node }) => node.id)
        .join('\n'),
    [watched, store, isNew],
  );
  const hidden = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => {
    const ids = new Set(hidden ? hidden.split('\n') : []);
    return (id: string) => ids.has(id);
  }, [hidden]);
}
