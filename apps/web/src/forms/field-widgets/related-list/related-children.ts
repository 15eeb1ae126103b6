import type { ObjectDefinition, Relationship } from '@atrium/core';

/** Load-more list default page size (spec 000 §9). */
export const RELATED_PAGE_SIZE = 10;

/** The relationships whose parent is this object, in the definition's order. */
export function childRelationships(definition: ObjectDefinition): Relationship[] {
  return Object.values(definition.relationships).filter(
    (relation) => relation.parent_object === definition.name,
  );
}

/** The relationship's list call for one parent: its `api_endpoint` with `{parentId}` filled in. */
export function relatedEndpoint(relation: Relationship, parentId: string | number): string {
  return relation.api_endpoint.replace('{parentId}', encodeURIComponent(String(parentId)));
}

/** Whether a child record hangs off this parent through the relationship. */
export function belongsToParent(
  relation: Relationship,
  record: Record<string, unknown>,
  parentId: string | number,
): boolean {
  const key = relation.foreign_key;
  if (relation.type === 'Polymorphic') {
    return (
      record[`${key}_type`] === relation.parent_object && String(record[`${key}_id`]) === String(parentId)
    );
  }
  const value = record[key];
  return value !== null && value !== undefined && String(value) === String(parentId);
}

/** The query string that prefills a new child's link to this parent on the child's create form. */
export function newChildQuery(relation: Relationship, parentId: string | number): string {
  const key = relation.foreign_key;
  const params =
    relation.type === 'Polymorphic'
      ? new URLSearchParams({ [`${key}_type`]: relation.parent_object, [`${key}_id`]: String(parentId) })
      : new URLSearchParams({ [key]: String(parentId) });
  return `?${params.toString()}`;
}
