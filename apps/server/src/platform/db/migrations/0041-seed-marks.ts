import { type Kysely, sql } from 'kysely';

/**
 * Which server build last seeded the demo data, and with what: a start of the same build with the same
 * seed settings skips the seeds, which otherwise read every demo table on every start (decision 0025).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table seed_marks (
      name text primary key,
      fingerprint text not null,
      seeded_at timestamptz not null default now()
    )`.execute(db);
}
