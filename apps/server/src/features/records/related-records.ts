import type { ListAnswer, ListQuery } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from './model-cache';
import { accessOf, listRecords, type RecordsDeps, readRecordFor, requireVerb } from './records.service';

export interface RelatedListRequest {
  module: string;
  parentObject: string;
  parentId: number;
  relationship: string;
  query: ListQuery;
}

/**
 * `r/{module}/{object}/{parentId}/{relationship}`: the children of one record through one of its
 * relationships, as a normal list (paging, filters, sorting) of the child object. The parent must be
 * readable by the person, the children are checked like any list.
 */
export async function listRelated(
  deps: RecordsDeps,
  auth: AuthContext,
  request: RelatedListRequest,
): Promise<ListAnswer> {
  const parent = await loadModel(deps.db, request.parentObject);
  if (parent.object.module !== request.module) {
    throw new AppError(
      'NOT_FOUND',
      `'${request.parentObject}' is not an object of the '${request.module}' module.`,
    );
  }
  const relation = Object.values(parent.object.relationships).find(
    (r) => r.parent_object === request.parentObject && r.name === request.relationship,
  );
  if (!relation) {
    throw new AppError(
      'NOT_FOUND',
      `${parent.object.display_name} has no relationship named '${request.relationship}'.`,
    );
  }
  requireVerb(auth, request.parentObject, 'view');
  await withTenant(deps.db, auth.orgId, async (tx) =>
    readRecordFor(tx, parent, accessOf(auth, request.parentObject), request.parentId),
  );
  const scope =
    relation.type === 'OneToMany'
      ? sql`${sql.ref(`t.${relation.foreign_key}`)} = ${request.parentId}`
      : sql`${sql.ref(`t.${relation.foreign_key}_type`)} = ${request.parentObject} and ${sql.ref(`t.${relation.foreign_key}_id`)} = ${request.parentId}`;
  return listRecords(deps, auth, relation.child_object, request.query, scope);
}
