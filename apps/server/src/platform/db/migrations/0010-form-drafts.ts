import { type Kysely, sql } from 'kysely';

/**
 * A form's unpublished layout and rules, one per form, beside the published form that staff keep being
 * served (spec 001 §2.3 DRAFT and ACTIVE). No change trigger: nothing cached is read from drafts, and
 * every draft save bumps `forms.version`, which notifies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_drafts')
    .addColumn('form_id', 'integer', (c) => c.primaryKey().references('forms.id').onDelete('cascade'))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('saved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
