import { type Kysely, sql } from 'kysely';

/**
 * The module packages installed in each organization and at which version (issue 19, decision 0022).
 * `definition` is the package as last installed there: an upgrade compares against it to know what the
 * new version added, changed or left out. A tenant row, confined by row-level security.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('installed_packages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('installed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('installed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('installed_packages_org_name_key', ['org_id', 'name'])
    .execute();
  await sql`alter table installed_packages enable row level security`.execute(db);
  await sql`create policy tenant_isolation on installed_packages
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`.execute(db);
}
