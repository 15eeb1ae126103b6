import { OBJECT_VERBS, type ObjectAccess, type ObjectAccessSave, objectPermission } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';

function permissionsOf(objectName: string): Map<string, (typeof OBJECT_VERBS)[number]> {
  return new Map(OBJECT_VERBS.map((verb) => [objectPermission(objectName, verb), verb]));
}

/** The roles of one organization with the verbs of the object each holds. */
export async function objectAccess(db: Db, orgId: number, objectName: string): Promise<ObjectAccess> {
  const permissions = permissionsOf(objectName);
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'name', 'description'])
    .where('org_id', '=', orgId)
    .orderBy('name')
    .execute();
  const grants =
    roles.length === 0
      ? []
      : await db
          .selectFrom('role_permissions')
          .select(['role_id', 'permission'])
          .where(
            'role_id',
            'in',
            roles.map((role) => role.id),
          )
          .where('permission', 'in', [...permissions.keys()])
          .execute();
  return {
    object: objectName,
    roles: roles.map((role) => ({
      ...role,
      verbs: OBJECT_VERBS.filter((verb) =>
        grants.some((grant) => grant.role_id === role.id && permissions.get(grant.permission) === verb),
      ),
    })),
  };
}

/**
 * Sets the object's verbs of each listed role in one transaction. Every role must belong to the
 * organization; otherwise nothing changes.
 */
export async function saveObjectAccess(
  db: Db,
  orgId: number,
  objectName: string,
  save: ObjectAccessSave,
): Promise<void> {
  if (save.roles.length === 0) return;
  const ids = save.roles.map((role) => role.id);
  const permissions = [...permissionsOf(objectName).keys()];
  await inTransaction(db, async (tx) => {
    const known = await tx
      .selectFrom('roles')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    const missing = ids.filter((id) => !known.some((role) => role.id === id));
    if (missing.length > 0) {
      throw new AppError('NOT_FOUND', `This organization has no role ${missing.join(', ')}.`);
    }
    await tx
      .deleteFrom('role_permissions')
      .where('role_id', 'in', ids)
      .where('permission', 'in', permissions)
      .execute();
    const rows = save.roles.flatMap((role) =>
      role.verbs.map((verb) => ({ role_id: role.id, permission: objectPermission(objectName, verb) })),
    );
    if (rows.length > 0) await tx.insertInto('role_permissions').values(rows).execute();
  });
}
