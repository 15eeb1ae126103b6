import { type Kysely, sql } from 'kysely';

/**
 * Each change of an attribute marked `enableHistoryTracking` (spec 001 §3): which record, which
 * attribute, the value before and after, who and when. One row per attribute changed, written by the
 * record write pipeline's history step; read by `GET records/{object}/{id}/history`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_field_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('attribute', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('old_value', 'jsonb')
    .addColumn('new_value', 'jsonb')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('record_field_history_record_idx')
    .on('record_field_history')
    .columns(['object', 'record_id', 'id'])
    .execute();
  await sql`alter table record_field_history enable row level security`.execute(db);
  await sql`create policy tenant_isolation on record_field_history
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`.execute(db);
}
