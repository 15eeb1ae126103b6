import { type Kysely, sql } from 'kysely';
import { notifyRecordChanges } from '../change-triggers';
import { objectTableNames } from '../object-tables';

/**
 * An update of up to 32 rows of an object table tells which rows and which columns changed, so a
 * cached list or report that reads none of them stays true (decision 0031); one that touches no row
 * tells nothing. Larger updates, inserts, deletes and truncates still name only the table. The notice
 * must fit NOTIFY's 8,000 bytes: a longer one is the table's name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function atrium_notify_update() returns trigger language plpgsql as $$
    declare
      touched bigint;
      notice text;
    begin
      select count(*) into touched from after_rows;
      if touched = 0 then
        return null;
      end if;
      if touched <= 32 then
        select tg_table_name || '|u|' || string_agg(n.id::text, ',' order by n.id) || '|' || coalesce((
            select string_agg(distinct a.key, ',')
            from before_rows o2 join after_rows n2 on n2.id = o2.id
            cross join lateral jsonb_each(to_jsonb(n2)) a
            join lateral jsonb_each(to_jsonb(o2)) b on b.key = a.key
            where a.value is distinct from b.value), '')
          into notice
          from after_rows n join before_rows o on o.id = n.id
          having count(*) = touched;
      end if;
      if notice is null or octet_length(notice) > 7900 then
        notice := tg_table_name;
      end if;
      perform pg_notify('atrium_changes', notice);
      return null;
    end $$`.execute(db);
  for (const name of await objectTableNames(db)) await notifyRecordChanges(db, name);
}
