import { type Kysely, sql } from 'kysely';

const TENANT_POLICY = (table: string) =>
  sql`create policy tenant_isolation on ${sql.table(table)}
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`;

/**
 * Saved reports and their charts (issue 18). A report belongs to an organization and an owner, may sit
 * in a BI group and be shared with people and roles; its charts draw it. All three are tenant rows,
 * confined by row-level security like object tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.references('bi_groups.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reports_org_owner_idx')
    .on('reports')
    .columns(['org_id', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('reports_org_group_idx')
    .on('reports')
    .columns(['org_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('report_shares')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('to_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('to_role_id', 'integer', (c) => c.references('roles.id').onDelete('cascade'))
    .addCheckConstraint('report_shares_one_grantee', sql`(to_user_id is null) <> (to_role_id is null)`)
    .execute();
  await db.schema.createIndex('report_shares_report_idx').on('report_shares').column('report_id').execute();
  await db.schema
    .createIndex('report_shares_user_idx')
    .on('report_shares')
    .columns(['org_id', 'to_user_id'])
    .execute();
  await db.schema
    .createIndex('report_shares_role_idx')
    .on('report_shares')
    .columns(['org_id', 'to_role_id'])
    .execute();

  await db.schema
    .createTable('report_charts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type in ('BRAND_CARD', 'BAR', 'STACKED_BAR', 'DOUGHNUT_CHART', 'TABLE', 'SIMPLE_TABLE', 'LINE', 'PIE')`,
        ),
    )
    .addColumn('style', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('pivot_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pivot_size', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('report_charts_report_idx')
    .on('report_charts')
    .columns(['report_id', 'pivot_order'])
    .execute();

  for (const table of ['reports', 'report_shares', 'report_charts']) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await TENANT_POLICY(table).execute(db);
  }
}
