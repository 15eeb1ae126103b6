import { type Kysely, sql } from 'kysely';

/** Each change of a record: which fields changed from what to what, by whom, at which record version. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('record_history_record_idx')
    .on('record_history')
    .columns(['object', 'record_id', 'version'])
    .execute();
  await sql`alter table record_history enable row level security`.execute(db);
  await sql`create policy tenant_isolation on record_history
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`.execute(db);
}
