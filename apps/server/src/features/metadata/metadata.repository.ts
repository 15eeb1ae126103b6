import type {
  Attribute,
  CreatorObject,
  ObjectDefaultView,
  ObjectDefinition,
  ObjectSummary,
  Relationship,
  RelationshipType,
} from '@atrium/core';
import type { Db } from '../../platform/db/database';

export type ObjectRow = ObjectSummary;

const OBJECT_COLUMNS = [
  'id',
  'name',
  'display_name',
  'module',
  'label_attribute',
  'label_expression',
  'has_versioning',
  'has_ordering',
  'version',
  'translations',
  'default_view',
] as const;

/** An object row as the API answers it: a default view only where its creator set one. */
function objectRow<R extends { default_view: ObjectDefaultView | null }>(
  row: R,
): Omit<R, 'default_view'> & { default_view?: ObjectDefaultView } {
  const { default_view, ...rest } = row;
  return default_view ? { ...rest, default_view } : rest;
}

export async function listObjects(db: Db): Promise<ObjectRow[]> {
  const rows = await db.selectFrom('objects').select(OBJECT_COLUMNS).orderBy('display_name').execute();
  return rows.map(objectRow);
}

/** The creator's list: every object with its module and how many attributes it has. */
export async function listCreatorObjects(db: Db): Promise<CreatorObject[]> {
  const rows = await db
    .selectFrom('objects as o')
    .leftJoin('attributes as a', 'a.object_id', 'o.id')
    .select((eb) => [
      'o.name',
      'o.display_name',
      'o.module',
      eb.fn.count<string>('a.id').as('attribute_count'),
    ])
    .groupBy(['o.id', 'o.name', 'o.display_name', 'o.module'])
    .orderBy('o.display_name')
    .execute();
  return rows.map((row) => ({ ...row, attribute_count: Number(row.attribute_count) }));
}

export async function findObjectByName(db: Db, name: string): Promise<ObjectRow | undefined> {
  const row = await db
    .selectFrom('objects')
    .select(OBJECT_COLUMNS)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? objectRow(row) : undefined;
}

function toAttribute(row: {
  id: number;
  name: string;
  label: string;
  type: string;
  options: Record<string, unknown>;
}) {
  return { id: row.id, name: row.name, label: row.label, type: row.type, options: row.options } as Attribute;
}

export async function attributesOf(db: Db, objectIds: number[]): Promise<Map<number, Attribute[]>> {
  const byObject = new Map<number, Attribute[]>(objectIds.map((id) => [id, []]));
  if (objectIds.length === 0) return byObject;
  const rows = await db
    .selectFrom('attributes')
    .select(['id', 'object_id', 'name', 'label', 'type', 'options'])
    .where('object_id', 'in', objectIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) byObject.get(row.object_id)?.push(toAttribute(row));
  return byObject;
}

export async function findAttribute(
  db: Db,
  objectId: number,
  attributeId: number,
): Promise<Attribute | undefined> {
  const row = await db
    .selectFrom('attributes')
    .select(['id', 'name', 'label', 'type', 'options'])
    .where('object_id', '=', objectId)
    .where('id', '=', attributeId)
    .executeTakeFirst();
  return row ? toAttribute(row) : undefined;
}

/** Relationships touching these objects, as parent or child, with the objects' names. */
export async function relationshipsOf(
  db: Db,
  objectIds: number[],
): Promise<(Relationship & { parentId: number; childId: number })[]> {
  if (objectIds.length === 0) return [];
  const rows = await db
    .selectFrom('relationships as r')
    .innerJoin('objects as p', 'p.id', 'r.parent_object_id')
    .innerJoin('objects as c', 'c.id', 'r.child_object_id')
    .select([
      'r.id',
      'r.name',
      'r.type',
      'r.reverse_name',
      'r.foreign_key',
      'r.options',
      'p.name as parent_object',
      'p.module as parent_module',
      'c.name as child_object',
      'r.parent_object_id',
      'r.child_object_id',
    ])
    .where((eb) =>
      eb.or([eb('r.parent_object_id', 'in', objectIds), eb('r.child_object_id', 'in', objectIds)]),
    )
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type as RelationshipType,
    parent_object: row.parent_object,
    child_object: row.child_object,
    reverse_name: row.reverse_name,
    foreign_key: row.foreign_key,
    options: row.options,
    api_endpoint: `r/${row.parent_module}/${row.parent_object}/{parentId}/${row.name}`,
    parentId: row.parent_object_id,
    childId: row.child_object_id,
  }));
}

export function apiEndpointOf(objectName: string): string {
  return `records/${objectName}`;
}

/** Full definitions of the named objects, in three queries whatever their number. */
export async function loadDefinitions(db: Db, names: string[]): Promise<ObjectDefinition[]> {
  if (names.length === 0) return [];
  const objects = (
    await db.selectFrom('objects').select(OBJECT_COLUMNS).where('name', 'in', names).execute()
  ).map(objectRow);
  const ids = objects.map((object) => object.id);
  const [attributes, relationships] = await Promise.all([attributesOf(db, ids), relationshipsOf(db, ids)]);
  return objects.map((object) => {
    const own = relationships.filter((r) => r.parentId === object.id || r.childId === object.id);
    return {
      ...object,
      api_endpoint: apiEndpointOf(object.name),
      attributes: attributes.get(object.id) ?? [],
      relationships: Object.fromEntries(
        own.map(({ parentId: _p, childId: _c, ...relationship }) => {
          // The parent reaches its children by the relation's name, the child its parent by the reverse name.
          const key =
            relationship.parent_object === object.name ? relationship.name : relationship.reverse_name;
          return [key.toLowerCase(), relationship];
        }),
      ),
    };
  });
}
