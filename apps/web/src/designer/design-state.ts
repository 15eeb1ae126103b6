import {
  addColumn,
  addTab,
  type DesignRefusal,
  type DropSlot,
  type FormDesign,
  type FormNode,
  insertNode,
  moveNode,
  type NewAttribute,
  nodeForPaletteItem,
  type PaletteItem,
  type Rule,
  removeNode,
  resolveDrop,
  type TreeEdit,
  updateNodeOptions,
  updateNodeText,
} from '@atrium/core';

/** Everything one undo step restores: the layout, the rules and the attributes made in this session. */
export interface DesignState {
  body: FormNode;
  rules: readonly Rule[];
  newAttributes: readonly NewAttribute[];
}

export type DesignEdit = { ok: true; state: DesignState } | { ok: false; refusal: DesignRefusal };

/** The design the designer opens: the draft when there is one, otherwise the published form. */
export function initialState(design: FormDesign): DesignState {
  return {
    body: design.draft?.body ?? design.form.body,
    rules: design.draft?.rules ?? design.form.rules,
    newAttributes: [],
  };
}

const withTree = (state: DesignState, edit: TreeEdit): DesignEdit =>
  edit.ok ? { ok: true, state: { ...state, body: edit.tree } } : { ok: false, refusal: edit.refusal };

/** A palette item dropped on the first legal slot under the pointer; a pencil brings its new attribute. */
export function dropPaletteItem(
  state: DesignState,
  drop: {
    item: PaletteItem;
    slots: readonly DropSlot[];
    attributes: readonly { name: string; label: string }[];
  },
): DesignEdit {
  const resolved = resolveDrop(state.body, { type: drop.item.type }, drop.slots);
  if (!resolved.ok) return { ok: false, refusal: resolved.refusal };
  const made = nodeForPaletteItem(state.body, drop.item, {
    attributes: drop.attributes,
    newAttributes: state.newAttributes,
  });
  const edit = withTree(state, insertNode(state.body, resolved.target, made.node));
  if (!edit.ok || made.newAttribute === undefined) return edit;
  return { ok: true, state: { ...edit.state, newAttributes: [...state.newAttributes, made.newAttribute] } };
}

export function dropExisting(
  state: DesignState,
  drop: { nodeId: string; type: string; slots: readonly DropSlot[] },
): DesignEdit {
  const resolved = resolveDrop(state.body, { id: drop.nodeId, type: drop.type }, drop.slots);
  if (!resolved.ok) return { ok: false, refusal: resolved.refusal };
  return withTree(state, moveNode(state.body, drop.nodeId, resolved.target));
}

export const designEdits = {
  remove: (state: DesignState, nodeId: string) => withTree(state, removeNode(state.body, nodeId)),
  options: (state: DesignState, nodeId: string, patch: Readonly<Record<string, unknown>>) =>
    withTree(state, updateNodeOptions(state.body, nodeId, patch)),
  text: (state: DesignState, nodeId: string, text: Readonly<{ label?: string; title?: string }>) =>
    withTree(state, updateNodeText(state.body, nodeId, text)),
  addColumn: (state: DesignState, rowId: string) => withTree(state, addColumn(state.body, rowId)),
  addTab: (state: DesignState, tabsId: string) => withTree(state, addTab(state.body, tabsId)),
  move: (state: DesignState, nodeId: string, target: { parentId: string; index: number }) =>
    withTree(state, moveNode(state.body, nodeId, target)),
  body: (state: DesignState, body: FormNode): DesignEdit => ({ ok: true, state: { ...state, body } }),
  rules: (state: DesignState, rules: readonly Rule[]): DesignEdit => ({
    ok: true,
    state: { ...state, rules },
  }),
};
