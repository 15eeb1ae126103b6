import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * Lets a copy of an object table catch up with it (the reports' column store, decision 0029): every
 * row carries the transaction that last wrote it (`change_xid`), and a delete leaves its ids in
 * `record_tombstones`. A reader that remembers the snapshot it last read then reads again only the rows
 * written by transactions that snapshot did not see, whatever order they committed in.
 *
 * The column is added without a default first, so an existing million-row table is not rewritten: its
 * rows keep a null, which reads as "older than any copy".
 */
export async function trackRowChanges(db: QueryExecutorProvider, table: string): Promise<void> {
  const tableRef = sql.table(table);
  await sql`alter table ${tableRef} add column if not exists change_xid xid8`.execute(db);
  await sql`alter table ${tableRef} alter column change_xid set default pg_current_xact_id()`.execute(db);
  await sql`create index if not exists ${sql.id(`${table}_change_idx`)} on ${tableRef} (change_xid)`.execute(
    db,
  );
  await sql`drop trigger if exists atrium_row_written on ${tableRef}`.execute(db);
  await sql`create trigger atrium_row_written before update on ${tableRef}
    for each row execute function atrium_mark_row_written()`.execute(db);
  await sql`drop trigger if exists atrium_rows_deleted on ${tableRef}`.execute(db);
  await sql`create trigger atrium_rows_deleted after delete on ${tableRef}
    referencing old table as gone for each statement execute function atrium_record_tombstones()`.execute(db);
}
