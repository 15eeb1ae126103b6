import { type Kysely, sql } from 'kysely';

/**
 * BI workspaces (issue 18): a person's dashboards of chart cards in an organization, each with the
 * cards' places and sizes as they arranged them. A tenant row under row-level security like reports;
 * a workspace is its owner's alone, so it goes with them or their organization.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bi_workspaces')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('layout', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bi_workspaces_org_owner_idx')
    .on('bi_workspaces')
    .columns(['org_id', 'owner_id'])
    .execute();
  await sql`alter table bi_workspaces enable row level security`.execute(db);
  await sql`create policy tenant_isolation on bi_workspaces
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`.execute(db);
}
