import type { BiGroup } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';

async function requireGroup(db: Db, auth: AuthContext, id: number): Promise<void> {
  const found = await db
    .selectFrom('bi_groups')
    .select('id')
    .where('id', '=', id)
    .where('org_id', '=', auth.orgId)
    .executeTakeFirst();
  // Another organization's group reads as absent.
  if (!found) throw new AppError('NOT_FOUND', `Report group ${id} was not found.`);
}

async function requireFreeName(db: Db, auth: AuthContext, name: string, except?: number): Promise<void> {
  let query = db
    .selectFrom('bi_groups')
    .select('id')
    .where('org_id', '=', auth.orgId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except !== undefined) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) {
    throw new AppError('CONFLICT', `A report group named '${name}' exists already.`, {
      name: ['This name is taken.'],
    });
  }
}

export async function createGroup(db: Db, auth: AuthContext, name: string): Promise<BiGroup> {
  await requireFreeName(db, auth, name);
  return db
    .insertInto('bi_groups')
    .values({ org_id: auth.orgId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function renameGroup(db: Db, auth: AuthContext, id: number, name: string): Promise<BiGroup> {
  await requireGroup(db, auth, id);
  await requireFreeName(db, auth, name, id);
  return db
    .updateTable('bi_groups')
    .set({ name })
    .where('id', '=', id)
    .where('org_id', '=', auth.orgId)
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

/** Removes a group; its reports stay, in no group (the reports' reference is set to null). */
export async function deleteGroup(db: Db, auth: AuthContext, id: number): Promise<void> {
  await requireGroup(db, auth, id);
  await db.deleteFrom('bi_groups').where('id', '=', id).where('org_id', '=', auth.orgId).execute();
}
