import { type Kysely, sql } from 'kysely';

const TENANT_POLICY = (table: string) =>
  sql`create policy tenant_isolation on ${sql.table(table)}
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`;

/**
 * Conversion (issue 17 item 5): per organization, how a source object's attributes and relations fill
 * one destination object (`converter_mappings`), and what each converted record became
 * (`record_conversions`, the source's links to its destinations). Both are tenant rows under
 * row-level security like object tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('converter_mappings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('source_object', 'text', (c) => c.notNull())
    .addColumn('destination_object', 'text', (c) => c.notNull())
    .addColumn('group_title', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('map', 'jsonb', (c) => c.notNull())
    .addColumn('relations', 'jsonb', (c) => c.notNull())
    .addColumn('defaults', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('converter_mappings_pair', ['org_id', 'source_object', 'destination_object'])
    .execute();

  await db.schema
    .createTable('record_conversions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('source_object', 'text', (c) => c.notNull())
    .addColumn('source_id', 'bigint', (c) => c.notNull())
    .addColumn('destination_object', 'text', (c) => c.notNull())
    .addColumn('destination_id', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('created', 'linked')`))
    .addColumn('mapping_id', 'integer', (c) => c.references('converter_mappings.id').onDelete('set null'))
    .addColumn('converted_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('converted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('record_conversions_source_idx')
    .on('record_conversions')
    .columns(['org_id', 'source_object', 'source_id'])
    .execute();

  for (const table of ['converter_mappings', 'record_conversions']) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await TENANT_POLICY(table).execute(db);
  }
}
