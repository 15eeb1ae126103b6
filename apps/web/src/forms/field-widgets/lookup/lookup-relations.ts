import type { ObjectDefinition, Relationship } from '@atrium/core';

/** The OneToMany relationship whose foreign key is this lookup: its parent is the object looked up. */
export function lookupRelation(
  definition: ObjectDefinition,
  attributeName: string,
): Relationship | undefined {
  return Object.values(definition.relationships).find(
    (relation) =>
      relation.type === 'OneToMany' &&
      relation.child_object === definition.name &&
      relation.foreign_key === attributeName,
  );
}

/** The object types a polymorphic parent field may point at: the parents of its Polymorphic relationships. */
export function polymorphParents(definition: ObjectDefinition, attributeName: string): string[] {
  const parents = Object.values(definition.relationships)
    .filter(
      (relation) =>
        relation.type === 'Polymorphic' &&
        relation.child_object === definition.name &&
        relation.foreign_key === attributeName,
    )
    .map((relation) => relation.parent_object);
  return [...new Set(parents)];
}
