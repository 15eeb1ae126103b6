import { type Kysely, sql } from 'kysely';

/** Every object table (`obj_…`) in the current schema, for migrations that change them all. */
export async function objectTableNames(db: Kysely<unknown>): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.relname like 'obj\\_%'`.execute(db);
  return tables.rows.map((row) => row.name);
}
