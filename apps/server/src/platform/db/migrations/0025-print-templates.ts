import { type Kysely, sql } from 'kysely';

const TENANT_POLICY = (table: string) =>
  sql`create policy tenant_isolation on ${sql.table(table)}
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`;

/**
 * Print and export templates (issue 17 item 3) and the PDFs printed in the background. Templates are
 * metadata of one object in one organization; a printed document belongs to the person who asked and
 * is fetched by them alone. All three are tenant rows, confined by row-level security like object tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('print_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('header', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page_size', 'text', (c) => c.notNull().check(sql`page_size in ('A4', 'Letter')`))
    .addColumn('orientation', 'text', (c) => c.notNull().check(sql`orientation in ('portrait', 'landscape')`))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'ar', 'hi', 'ur')`))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('ltr', 'rtl')`))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('print_templates_org_object_name', ['org_id', 'object', 'name'])
    .execute();

  await db.schema
    .createTable('export_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('xlsx', 'csv')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('export_templates_org_object_name', ['org_id', 'object', 'name'])
    .execute();

  await db.schema
    .createTable('print_documents')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) => c.references('print_templates.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('print_documents_org_user_idx')
    .on('print_documents')
    .columns(['org_id', 'user_id'])
    .execute();

  for (const table of ['print_templates', 'export_templates', 'print_documents']) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await TENANT_POLICY(table).execute(db);
  }
}
