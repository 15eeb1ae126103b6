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
