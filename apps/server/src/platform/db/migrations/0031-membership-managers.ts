import type { Kysely } from 'kysely';

/**
 * A member's manager in an organization (issue 16 item 5): the team a person leads is the members
 * whose manager they are there, which the service desk's "my team's assignments" lists. Per
 * organization, because one person may report to different people in different organizations; the
 * manager must be a member of that organization too (checked where it is set).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('memberships')
    .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('memberships_manager_idx')
    .on('memberships')
    .columns(['org_id', 'manager_id'])
    .execute();
}
