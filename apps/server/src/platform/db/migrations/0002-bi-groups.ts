import { type Kysely, sql } from 'kysely';

/** Report groups of the business-intelligence module; each one is an entry of its navigation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bi_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('bi_groups_org_name_key', ['org_id', 'name'])
    .execute();
}
