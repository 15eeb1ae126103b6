import { type Kysely, sql } from 'kysely';

/**
 * An object's names in other languages, keyed by locale: `{ "ar": { "display_name": "حساب",
 * "plural_name": "الحسابات" } }`. `display_name` is the object's singular name; English needs no
 * entry. Field, option and tab labels carry theirs in their own options (`options.translations`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('objects')
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}
