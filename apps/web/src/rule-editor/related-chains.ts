import type { Attribute, ObjectDefinition, RelatedObjectHop } from '@atrium/core';

/**
 * The lookups of an object: relationships where it is the child, each reaching one parent record.
 * Definitions key relationships by the name the object uses for them (the child uses the reverse
 * name), which is also the key the rule engine reads a related record under.
 */
export function lookupHops(definition: ObjectDefinition): RelatedObjectHop[] {
  return Object.entries(definition.relationships)
    .filter(([, relationship]) => relationship.child_object === definition.name)
    .map(([key, relationship]) => ({
      object: relationship.parent_object,
      relationName: key,
    }))
    .sort((a, b) => a.relationName.localeCompare(b.relationName));
}

/** The object whose records a collection attribute lists (`has one` reads their attributes). */
export function collectionObject(definition: ObjectDefinition, attributeName: string): string | undefined {
  const relationship = definition.relationships[attributeName.toLowerCase()];
  if (!relationship) return undefined;
  return relationship.parent_object === definition.name
    ? relationship.child_object
    : relationship.parent_object;
}

export function attributeNamed(
  definition: ObjectDefinition | null | undefined,
  name: string,
): Attribute | undefined {
  return definition?.attributes.find((attribute) => attribute.name === name);
}
