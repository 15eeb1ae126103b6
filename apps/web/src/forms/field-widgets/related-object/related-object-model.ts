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
  const name = stringOption(props, 'relationship') ?? props.node.attributeName ?? props.attribute?.name;
  return Object.values(props.definition.relationships).find(
    (relation) => relation.parent_object === props.definition.name && relation.name === name,
  );
}

/** A record id that exists on the server: not absent, 'new' or -1 (spec 001 §4.4). */
export function savedId(record: Readonly<Record<string, unknown>>): number | undefined {
  const id = Number(record.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
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
