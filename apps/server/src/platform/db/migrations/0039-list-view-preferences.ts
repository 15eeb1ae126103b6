import { type Kysely, sql } from 'kysely';

/**
 * How each person last looked at an object's list (issue 19 item 4): the grid or the board, and the
 * field the board is grouped by; per organization, as the lists are. Tenant rows under row-level security.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_view_preferences')
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('group_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('list_view_preferences_pk', ['org_id', 'user_id', 'object'])
    .execute();
  await sql`alter table list_view_preferences enable row level security`.execute(db);
  await sql`create policy tenant_isolation on list_view_preferences
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`.execute(db);
}
