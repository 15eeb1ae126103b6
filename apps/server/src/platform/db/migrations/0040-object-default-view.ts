import { type Kysely, sql } from 'kysely';

/**
 * The view an object's list opens on for someone who has not chosen one (issue 19 item 4): null (the
 * list guesses), `{ "view": "grid" }` or `{ "view": "board", "group_by": <attribute> }`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table objects add column default_view jsonb`.execute(db);
}
