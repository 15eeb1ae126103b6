import {
  type DropSlot,
  type FormNode,
  findNode,
  isLayoutType,
  keyboardMoveTargets,
  locateNode,
  type PaletteItem,
  walkNodes,
} from '@atrium/core';
import { useCallback, useMemo, useRef } from 'react';
import type { CanvasActions } from './canvas-context';
import { type DesignState, designEdits, dropPaletteItem } from './design-state';
import type { DesignerUiStore } from './designer-ui-store';
import type { DesignHistory } from './useDesignHistory';

interface Options {
  history: DesignHistory;
  ui: DesignerUiStore;
  attributes: readonly { name: string; label: string }[];
  labelOf: (node: FormNode) => string;
  announce: (text: string) => void;
  /** Texts for the announcements, already translated. */
  words: {
    pickedUp: (label: string) => string;
    movedTo: (label: string, position: number, parent: string) => string;
    dropped: (label: string) => string;
    cancelled: (label: string) => string;
    added: (label: string) => string;
  };
}

/**
 * Where the palette's Add (Enter or click) puts an item: inside the selected element, else after it,
 * else the first container of the form that takes it.
 */
export function addSlots(tree: FormNode, selectedId: string | undefined): DropSlot[] {
  const slots: DropSlot[] = [];
  const selected = selectedId === undefined ? undefined : locateNode(tree, selectedId);
  if (selected) {
    if (isLayoutType(selected.node.type))
      slots.push({ parentId: selected.node.id, slot: selected.node.children?.length ?? 0 });
    if (selected.parent) slots.push({ parentId: selected.parent.id, slot: selected.index + 1 });
  }
  walkNodes(tree, (node) => {
    if (isLayoutType(node.type)) slots.push({ parentId: node.id, slot: node.children?.length ?? 0 });
  });
  return slots;
}

/** The canvas's actions as one stable object, reading the latest state through refs. */
export function useCanvasActionsValue({ history, ui, attributes, labelOf, announce, words }: Options) {
  const latest = useRef({ history, labelOf, words, attributes });
  latest.current = { history, labelOf, words, attributes };
  const apply = useCallback(
    (edit: (state: DesignState) => ReturnType<typeof designEdits.remove>) =>
      latest.current.history.apply(edit),
    [],
  );

  const keyboardMove = useCallback(
    (nodeId: string, key: string): boolean => {
      const { history: now, labelOf: nameOf, words: say } = latest.current;
      const tree = now.state.body;
      const node = findNode(tree, nodeId);
      if (!node) return false;
      const moving = ui.snapshot.keyboardMoving === nodeId;
      if (key === ' ' || key === 'Enter') {
        ui.setKeyboardMoving(moving ? undefined : nodeId);
        announce(moving ? say.dropped(nameOf(node)) : say.pickedUp(nameOf(node)));
        return true;
      }
      if (!moving) return false;
      if (key === 'Escape') {
        ui.setKeyboardMoving(undefined);
        announce(say.cancelled(nameOf(node)));
        return true;
      }
      const step =
        key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : key === 'ArrowDown' || key === 'ArrowRight' ? 1 : 0;
      if (step === 0) return false;
      const targets = keyboardMoveTargets(tree, nodeId);
      const here = locateNode(tree, nodeId);
      const at = targets.findIndex(
        (target) => target.parentId === here?.parent?.id && target.index === here?.index,
      );
      const next = targets[at + step];
      if (!next) return true;
      if (apply((state) => designEdits.move(state, nodeId, next))) {
        const parent = findNode(tree, next.parentId);
        announce(say.movedTo(nameOf(node), next.index + 1, parent ? nameOf(parent) : next.parentId));
        // A move to another parent remounts the element: its handle takes the focus back.
        requestAnimationFrame(() => {
          const handle = document.querySelector<HTMLElement>(
            `[data-drag-handle="${nodeId.replace(/["\\]/g, '\\$&')}"]`,
          );
          if (handle && document.activeElement !== handle) handle.focus();
        });
      }
      return true;
    },
    [ui, announce, apply],
  );

  const actions = useMemo<CanvasActions>(
    () => ({
      select: (nodeId) => ui.select(nodeId),
      remove: (nodeId) => {
        if (ui.snapshot.selectedId === nodeId) ui.select(undefined);
        apply((state) => designEdits.remove(state, nodeId));
      },
      addColumn: (rowId) => apply((state) => designEdits.addColumn(state, rowId)),
      addTab: (tabsId) => apply((state) => designEdits.addTab(state, tabsId)),
      keyboardMove,
      labelOf: (node) => latest.current.labelOf(node),
    }),
    [ui, apply, keyboardMove],
  );

  const addItem = useCallback(
    (item: PaletteItem) => {
      const { history: now, attributes: known, words: say } = latest.current;
      const slots = addSlots(now.state.body, ui.snapshot.selectedId);
      if (apply((state) => dropPaletteItem(state, { item, slots, attributes: known })))
        announce(say.added(item.label));
    },
    [ui, apply, announce],
  );

  return { actions, addItem };
}
