import type { FormNode } from '../metadata/form-schema';
import { isLayoutType } from './drop-rules';
import { walkNodes } from './form-tree';
import { isNewAttributeId } from './new-attributes';

/**
 * Spec 001 §4.3. NEW: an attribute created in the designer (temporary id `new_…`), created on save.
 * ADDED: an existing attribute (or widget) placed on the form. MODIFIED: on both, with what changed.
 * DELETED: taken off this form; the attribute itself stays unless the save lists it in removedAttributes.
 */
export const FORM_DIFF_KINDS = ['NEW', 'ADDED', 'MODIFIED', 'DELETED'] as const;
export type FormDiffKind = (typeof FORM_DIFF_KINDS)[number];

/** `property` is label, title, type, parent (the field moved), or `options.{key}` / `properties.{key}`. */
export interface FieldChange {
  property: string;
  before: unknown;
  after: unknown;
}

export interface FormDiffEntry {
  kind: FormDiffKind;
  /** The attribute name, or the node id for a widget that has no attribute. */
  key: string;
  nodeId: string;
  type: string;
  label: string;
  changes: FieldChange[];
}

export interface DiffAttribute {
  name: string;
  label: string;
  id?: number | string;
}

interface PlacedField {
  node: FormNode;
  parentId: string | undefined;
}

/** The fields of the edited form against the original, in the edited form's order, deletions last. */
export function diffForm(
  original: FormNode,
  edited: FormNode,
  attributes: readonly DiffAttribute[],
): FormDiffEntry[] {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  const before = fieldsOf(original);
  const after = fieldsOf(edited);
  const entry = (kind: FormDiffKind, key: string, field: PlacedField, changes: FieldChange[]) => ({
    kind,
    key,
    nodeId: field.node.id,
    type: field.node.type,
    label: field.node.label ?? byName.get(key)?.label ?? field.node.title ?? key,
    changes,
  });
  const entries: FormDiffEntry[] = [];
  for (const [key, field] of after) {
    const old = before.get(key);
    if (old === undefined) {
      const isNew = isNewAttributeId(field.node.attributeName) || isNewAttributeId(byName.get(key)?.id);
      entries.push(entry(isNew ? 'NEW' : 'ADDED', key, field, []));
      continue;
    }
    const changes = fieldChanges(old, field);
    if (changes.length > 0) entries.push(entry('MODIFIED', key, field, changes));
  }
  for (const [key, field] of before) if (!after.has(key)) entries.push(entry('DELETED', key, field, []));
  return entries;
}

function fieldsOf(tree: FormNode): Map<string, PlacedField> {
  const fields = new Map<string, PlacedField>();
  walkNodes(tree, (node, parent) => {
    if (!isLayoutType(node.type)) fields.set(node.attributeName ?? node.id, { node, parentId: parent?.id });
  });
  return fields;
}

function fieldChanges(old: PlacedField, now: PlacedField): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (property: string, before: unknown, after: unknown) => {
    if (!sameValue(before, after)) changes.push({ property, before, after });
  };
  compare('type', old.node.type, now.node.type);
  compare('label', old.node.label, now.node.label);
  compare('title', old.node.title, now.node.title);
  compare('parent', old.parentId, now.parentId);
  for (const bag of ['options', 'properties'] as const) {
    const was = old.node[bag] ?? {};
    const is = now.node[bag] ?? {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(is)]))
      compare(`${bag}.${key}`, was[key], is[key]);
  }
  return changes;
}

/** Deep equality of JSON values, the only values a form schema holds. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}
