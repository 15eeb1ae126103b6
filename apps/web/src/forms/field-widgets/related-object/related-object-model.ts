import type { ObjectDefinition, Relationship } from '@atrium/core';
import { isStored } from '@atrium/core';
import { optionOf, stringOption } from '../shared/field-options';
import type { FieldWidgetProps } from '../widget-types';

/** A child row: stored ones carry their numeric id, unsaved ones of an unsaved parent 'n1', 'n2'… */
export type ChildRow = Record<string, unknown> & { id: number | string };

export type ListMode = 'grid' | 'card';
export type EditMode = 'inline' | 'modal';

export interface PanelOptions {
  listMode: ListMode;
  editMode: EditMode;
  title: string | undefined;
  listTitle: string | undefined;
  showListTitle: boolean;
  disableAdding: boolean;
  disableFilteration: boolean;
  disableSorting: boolean;
}

const flag = (props: FieldWidgetProps, key: string) => {
  const value = optionOf(props, key);
  return value === true || value === 'true' || value === '1' || value === 1;
};

export function panelOptions(props: FieldWidgetProps): PanelOptions {
  return {
    listMode: optionOf(props, 'listMode') === 'card' ? 'card' : 'grid',
    editMode: optionOf(props, 'editMode') === 'inline' ? 'inline' : 'modal',
    title: stringOption(props, 'title'),
    listTitle: stringOption(props, 'listTitle'),
    showListTitle: optionOf(props, 'showListTitle') === undefined ? true : flag(props, 'showListTitle'),
    disableAdding: flag(props, 'disableAdding'),
    disableFilteration: flag(props, 'disableFilteration'),
    disableSorting: flag(props, 'disableSorting'),
  };
}

/**
 * The relationship a panel lists: named by the `relationship` option or by the field's attribute name,
 * among the relationships whose parent is the form's object.
 */
export function panelRelation(props: FieldWidgetProps): Relationship | undefined {
  return nodeRelation(props.definition, props);
}

/** The relationship a form node of `parent` lists (see `panelRelation`). */
export function nodeRelation(
  parent: ObjectDefinition,
  source: Pick<FieldWidgetProps, 'node' | 'attribute'>,
): Relationship | undefined {
  const name = stringOption(source, 'relationship') ?? source.node.attributeName ?? source.attribute?.name;
  return childRelation(parent, name);
}

/** The relationship named `name` whose parent is `parent`. */
export function childRelation(parent: ObjectDefinition, name: string | undefined): Relationship | undefined {
  return Object.values(parent.relationships).find(
    (relation) => relation.parent_object === parent.name && relation.name === name,
  );
}

/** A record id that exists on the server: not absent, 'new' or -1 (spec 001 §4.4). */
export function savedId(record: Readonly<Record<string, unknown>>): number | undefined {
  const id = Number(record.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** An id held in memory only: n1, n2, … */
export const isTemporaryId = (id: unknown): boolean => /^n\d+$/.test(String(id));

/**
 * Why a held child could not be created after its parent was: kept on the row under this key so the
 * reason travels with the row until it is saved or removed, and never sent to the server.
 */
export const HELD_FAILURE = '_failure';

export function heldFailure(row: ChildRow): string | undefined {
  const failure = row[HELD_FAILURE];
  return typeof failure === 'string' && failure !== '' ? failure : undefined;
}

/**
 * Values a child is saved with: everything but the row's id, what the server computes, and what a
 * held row carries about itself (its failure, its place).
 */
export function childPayload(row: ChildRow): Record<string, unknown> {
  const { id: _id, permission: _permission, version: _version, [HELD_FAILURE]: _failure, ...values } = row;
  return values;
}

/** The next temporary id after the ones in use: n1, n2, … */
export function nextTemporaryId(rows: readonly ChildRow[]): string {
  const used = rows
    .map((row) => /^n(\d+)$/.exec(String(row.id))?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
  return `n${Math.max(0, ...used) + 1}`;
}

/** The parent link a child needs: the foreign key, or the polymorphic (type, id) pair. */
export function parentLink(relation: Relationship, parentId: number | undefined): Record<string, unknown> {
  if (parentId === undefined) return {};
  return relation.type === 'Polymorphic'
    ? { [`${relation.foreign_key}_type`]: relation.parent_object, [`${relation.foreign_key}_id`]: parentId }
    : { [relation.foreign_key]: parentId };
}

/** The child's fields a person edits in the panel: stored ones, without the link to this parent. */
export function editableAttributes(child: ObjectDefinition, relation: Relationship) {
  return child.attributes.filter(
    (attribute) =>
      isStored(attribute.type) &&
      attribute.name !== relation.foreign_key &&
      !(relation.type === 'Polymorphic' && attribute.type === 'polymorphParent'),
  );
}

/** Moves one row before or after another; answers the rows unchanged when either is missing. */
export function moveRow<T extends { id: number | string }>(
  rows: readonly T[],
  from: T['id'],
  to: T['id'],
): T[] {
  const fromIndex = rows.findIndex((row) => row.id === from);
  const toIndex = rows.findIndex((row) => row.id === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(fromIndex, 1);
  if (moved) next.splice(toIndex, 0, moved);
  return next;
}

/** The pending children handed to the form: an array of rows, or nothing yet. */
export function pendingRows(value: unknown): ChildRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is ChildRow => typeof row === 'object' && row !== null && 'id' in row);
}
