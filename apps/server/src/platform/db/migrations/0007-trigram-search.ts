import { type Kysely, sql } from 'kysely';

/** Trigram indexes make `ilike '%term%'` searches use an index instead of reading the whole table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
}
