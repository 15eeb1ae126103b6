import { type Kysely, sql } from 'kysely';
import { objectTableNames } from '../object-tables';
import { trackRowChanges } from '../row-changes';

/**
 * Row changes an object table's copy can catch up from (decision 0029): the writing transaction on
 * every row, and the ids of deleted rows. Both are written by triggers, so no write path can forget.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table record_tombstones (
      table_name text not null,
      record_id bigint not null,
      change_xid xid8 not null default pg_current_xact_id(),
      deleted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index record_tombstones_change_idx on record_tombstones (table_name, change_xid)`.execute(
    db,
  );
  await sql`create index record_tombstones_age_idx on record_tombstones (deleted_at)`.execute(db);
  await sql`create or replace function atrium_mark_row_written() returns trigger language plpgsql as $$
    begin
      new.change_xid := pg_current_xact_id();
      return new;
    end $$`.execute(db);
  await sql`create or replace function atrium_record_tombstones() returns trigger language plpgsql as $$
    begin
      insert into record_tombstones (table_name, record_id) select tg_table_name, gone.id from gone;
      return null;
    end $$`.execute(db);
  for (const name of await objectTableNames(db)) await trackRowChanges(db, name);
}
