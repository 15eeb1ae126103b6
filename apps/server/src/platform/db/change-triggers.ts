import { type QueryExecutorProvider, sql } from 'kysely';

/** Tables whose changes alter what a session may do: they notify the topic `access`. */
export const ACCESS_TABLES = [
  'sessions',
  'users',
  'organizations',
  'memberships',
  'roles',
  'role_permissions',
  'user_roles',
  'policies',
  'policy_permissions',
  'policy_assignments',
] as const;

export const METADATA_TABLES = ['objects', 'attributes', 'relationships', 'forms', 'rules'] as const;

/** Saved reports and what decides who sees them and how they draw: they notify the topic `reports`. */
export const REPORT_TABLES = ['reports', 'report_shares', 'report_charts'] as const;

/** The statement-level trigger that reports changes of `table` (also used for new object tables). */
export async function notifyOnChange(db: QueryExecutorProvider, table: string): Promise<void> {
  await sql`create trigger atrium_changes after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function atrium_notify_change()`.execute(db);
}

/**
 * An object table's notices (migration 0043): inserts, deletes and truncates name the table; an update
 * of a few rows also tells their ids and the columns whose values changed (`table|u|ids|columns`), so a
 * cached list or report that reads none of them stays true (change-feed.ts `RowUpdate`).
 */
export async function notifyRecordChanges(db: QueryExecutorProvider, table: string): Promise<void> {
  const tableRef = sql.table(table);
  await sql`drop trigger if exists atrium_changes on ${tableRef}`.execute(db);
  await sql`drop trigger if exists atrium_changes_updated on ${tableRef}`.execute(db);
  await sql`create trigger atrium_changes after insert or delete or truncate on ${tableRef}
    for each statement execute function atrium_notify_change()`.execute(db);
  await sql`create trigger atrium_changes_updated after update on ${tableRef}
    referencing old table as before_rows new table as after_rows
    for each statement execute function atrium_notify_update()`.execute(db);
}
