import type {
  WorkflowDefinition,
  WorkflowNode,
  WorkflowNodeKind,
  WorkflowTransition,
  WorkflowTranslationLocale,
} from '@atrium/core';
import { outcomesOf } from '@atrium/core';

/** The start, drawn as a node of its own: `$` keeps it apart from every node id a definition may hold. */
export const START_ID = '$start';

export interface Point {
  x: number;
  y: number;
}

/** A new, empty workflow for an object: a manual start straight into its END node. */
export function blankDefinition(object: string, name: string, label: string): WorkflowDefinition {
  return {
    name,
    label,
    object,
    start: { on: 'manual' },
    startNode: 'end',
    nodes: [{ id: 'end', label: 'End', kind: 'END' }],
    transitions: [],
    layout: { [START_ID]: { x: 0, y: 0 }, end: { x: 0, y: 250 } },
  };
}

const ID_STEMS: Record<WorkflowNodeKind, string> = {
  MANUAL_TRIGGER: 'trigger',
  DECISION: 'decision',
  APPROVAL: 'approval',
  SET_FIELDS: 'setFields',
  NOTIFY: 'notify',
  WAIT: 'wait',
  SUB_WORKFLOW: 'subWorkflow',
  END: 'end',
};

/** The first `{stem}{n}` no node or transition uses yet. */
function freeId(taken: ReadonlySet<string>, stem: string): string {
  for (let n = 1; ; n += 1) {
    const id = `${stem}${n}`;
    if (!taken.has(id)) return id;
  }
}

function idsOf(definition: WorkflowDefinition): Set<string> {
  return new Set([...definition.nodes.map((node) => node.id), ...definition.transitions.map((t) => t.id)]);
}

/**
 * A node of a kind with settings that already have the definition's shape (a draft is saved only when
 * it parses): what is still missing, approvers or options, is for validation to point at.
 */
export function blankNode(kind: WorkflowNodeKind, id: string, label: string): WorkflowNode {
  switch (kind) {
    case 'MANUAL_TRIGGER':
      return { id, label, kind, name: id.replace(/[^A-Za-z0-9_]/g, '_').replace(/^[^a-z]/, 't') };
    case 'DECISION':
      return { id, label, kind, options: [] };
    case 'APPROVAL':
      return { id, label, kind, approvers: [], policy: { kind: 'any' }, allowSelfApproval: false };
    case 'SET_FIELDS':
      return { id, label, kind, values: {} };
    case 'NOTIFY':
      return { id, label, kind, recipients: [{ kind: 'starter' }], subject: label, message: '', email: true };
    case 'WAIT':
      return { id, label, kind, until: { kind: 'duration', minutes: 60 } };
    case 'SUB_WORKFLOW':
      return { id, label, kind, workflow: 'workflow' };
    case 'END':
      return { id, label, kind };
  }
}

/** Adds a node of a kind at a point; answers the definition and the new node's id. */
export function addNode(
  definition: WorkflowDefinition,
  kind: WorkflowNodeKind,
  label: string,
  at: Point,
): { definition: WorkflowDefinition; id: string } {
  const id = freeId(idsOf(definition), ID_STEMS[kind]);
  return {
    id,
    definition: {
      ...definition,
      nodes: [...definition.nodes, blankNode(kind, id, label)],
      layout: { ...definition.layout, [id]: at },
    },
  };
}

export function moveNode(definition: WorkflowDefinition, id: string, at: Point): WorkflowDefinition {
  const was = definition.layout?.[id];
  if (was && was.x === at.x && was.y === at.y) return definition;
  return { ...definition, layout: { ...definition.layout, [id]: { x: at.x, y: at.y } } };
}

/**
 * Joins two nodes: from the start it makes the target the start node; from a step's outcome handle it
 * adds a transition on that outcome (a second identical one is not added).
 */
export function connect(
  definition: WorkflowDefinition,
  source: string,
  outcome: string | null | undefined,
  target: string,
): WorkflowDefinition {
  if (target === START_ID) return definition;
  if (source === START_ID) return { ...definition, startNode: target };
  const from = definition.nodes.find((node) => node.id === source);
  if (!from) return definition;
  const on = outcome ?? outcomesOf(from)[0];
  if (on === undefined) return definition;
  const exists = definition.transitions.some(
    (transition) => transition.from === source && transition.to === target && transition.on === on,
  );
  if (exists) return definition;
  const transition: WorkflowTransition = { id: freeId(idsOf(definition), 't'), from: source, to: target, on };
  return { ...definition, transitions: [...definition.transitions, transition] };
}

/** Removes nodes with the transitions that touch them; the start itself cannot be removed. */
export function removeNodes(definition: WorkflowDefinition, ids: readonly string[]): WorkflowDefinition {
  const gone = new Set(ids.filter((id) => id !== START_ID));
  if (gone.size === 0) return definition;
  const remaining = definition.nodes.filter((node) => !gone.has(node.id));
  // A definition has at least one node: the last one stays.
  if (remaining.length === 0) return definition;
  const layout = Object.fromEntries(Object.entries(definition.layout ?? {}).filter(([id]) => !gone.has(id)));
  return {
    ...definition,
    nodes: remaining,
    transitions: definition.transitions.filter(
      (transition) => !gone.has(transition.from) && !gone.has(transition.to),
    ),
    layout,
  };
}

export function removeTransitions(
  definition: WorkflowDefinition,
  ids: readonly string[],
): WorkflowDefinition {
  const gone = new Set(ids);
  const transitions = definition.transitions.filter((transition) => !gone.has(transition.id));
  if (transitions.length === definition.transitions.length) return definition;
  return { ...definition, transitions };
}

/** Option names a decision's edit renamed in place (same position, another name): old → new. */
function renamedOptions(before: WorkflowNode | undefined, after: WorkflowNode): Map<string, string> {
  const renamed = new Map<string, string>();
  if (before?.kind !== 'DECISION' || after.kind !== 'DECISION') return renamed;
  if (before.options.length !== after.options.length) return renamed;
  before.options.forEach((option, index) => {
    const now = after.options[index]?.name;
    if (now !== undefined && now !== option.name) renamed.set(option.name, now);
  });
  return renamed;
}

/**
 * Replaces a node's settings (its id stays: transitions name it). Renaming a decision's option takes
 * the transitions that leave on it along, so its connections survive the new name.
 */
export function updateNode(definition: WorkflowDefinition, node: WorkflowNode): WorkflowDefinition {
  const renamed = renamedOptions(
    definition.nodes.find((candidate) => candidate.id === node.id),
    node,
  );
  return {
    ...definition,
    nodes: definition.nodes.map((candidate) => (candidate.id === node.id ? node : candidate)),
    transitions:
      renamed.size === 0
        ? definition.transitions
        : definition.transitions.map((transition) => {
            const on = transition.from === node.id ? renamed.get(transition.on) : undefined;
            return on === undefined ? transition : { ...transition, on };
          }),
  };
}

export function updateTransition(
  definition: WorkflowDefinition,
  transition: WorkflowTransition,
): WorkflowDefinition {
  return {
    ...definition,
    transitions: definition.transitions.map((candidate) =>
      candidate.id === transition.id ? transition : candidate,
    ),
  };
}

/**
 * Sets one text of the workflow in one language (`key` as `workflowLabels` names it); an empty text
 * removes the translation, so the English text shows again.
 */
export function setTranslation(
  definition: WorkflowDefinition,
  locale: WorkflowTranslationLocale,
  key: string,
  text: string,
): WorkflowDefinition {
  const { [key]: _replaced, ...others } = definition.translations?.[locale] ?? {};
  const entries = text.trim() === '' ? others : { ...others, [key]: text.trim() };
  const { [locale]: _previous, ...otherLocales } = definition.translations ?? {};
  const translations =
    Object.keys(entries).length > 0 ? { ...otherLocales, [locale]: entries } : otherLocales;
  const { translations: _old, ...rest } = definition;
  return Object.keys(translations).length > 0 ? { ...rest, translations } : rest;
}
