import type { Relationship } from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';

/** The condition that selects one parent's children through a relationship, as related lists use it. */
export function scopeOfChildren(
  relation: Relationship,
  parentObject: string,
  parentId: number,
): RawBuilder<unknown> {
  return relation.type === 'OneToMany'
    ? sql`${sql.ref(`t.${relation.foreign_key}`)} = ${parentId}`
    : sql`${sql.ref(`t.${relation.foreign_key}_type`)} = ${parentObject} and ${sql.ref(`t.${relation.foreign_key}_id`)} = ${parentId}`;
}
