import { type Kysely, sql } from 'kysely';
import { secureObjectTable } from '../object-table-access';
import type { Database } from '../schema';

/** Object tables made before this get the initplan policy and the partial index on restricted rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const objects = await sql<{ name: string }>`select name from objects`.execute(db);
  for (const { name } of objects.rows) await secureObjectTable(db as Kysely<Database>, `obj_${name}`);
}
