import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/schema';

export function findUserByExternalSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('external_subject', '=', subject).executeTakeFirst();
}

export async function bindExternalSubject(db: Db, userId: number, subject: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ external_subject: subject, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updateUserLocale(db: Db, userId: number, locale: string): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', userId).execute();
}

export async function updateActiveOrganization(db: Db, userId: number, orgId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ active_organization_id: orgId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
