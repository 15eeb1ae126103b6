import { type Kysely, sql } from 'kysely';

/**
 * A person's notifications (issue 19 item 5): what the workflows told them (an approval asked of them,
 * a NOTIFY step), kept per organization so My Notifications lists them read and unread after the live
 * event has gone. Tenant rows, confined by row-level security like the workflow tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('object', 'text')
    .addColumn('record_id', 'bigint')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['org_id', 'user_id', 'id'])
    .execute();
  await sql`alter table notifications enable row level security`.execute(db);
  await sql`create policy tenant_isolation on notifications
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`.execute(db);
}
