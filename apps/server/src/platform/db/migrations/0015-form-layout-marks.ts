import { type Kysely, sql } from 'kysely';

/**
 * Forms made before layouts were marked (issue 14.4) account for every attribute their object has now:
 * what they leave out stays out, and an attribute made from here on appears on record screens in the
 * section after the layout until an administrator places it (core's `servedFormBody`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update forms f
       set options = f.options || jsonb_build_object(
             'placedUpTo',
             coalesce((select max(a.id) from attributes a where a.object_id = f.object_id), 0)
           )
     where not (f.options ? 'placedUpTo')
  `.execute(db);
}
