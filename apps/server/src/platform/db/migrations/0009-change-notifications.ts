import { type Kysely, sql } from 'kysely';
import { ACCESS_TABLES, METADATA_TABLES, notifyOnChange } from '../change-triggers';

/**
 * Every change that a server process may cache NOTIFYs `atrium_changes` with the table's name, once per
 * statement and only at commit, so each process can drop what went stale (platform/db/change-feed.ts).
 * Triggers rather than calls in the code: no write path can forget them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function atrium_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('atrium_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of [...ACCESS_TABLES, ...METADATA_TABLES, 'record_permissions']) {
    if (table === 'sessions') continue;
    await notifyOnChange(db, table);
  }
  // A session matters once revoked, switched, removed or cut short; a touch that extends its idle
  // expiry (once a minute per active session) does not, and must not empty every process's cache.
  await sql`create trigger atrium_changes after update on sessions for each row
    when (old.revoked_at is distinct from new.revoked_at or old.active_org_id is distinct from new.active_org_id
      or new.idle_expires_at < old.idle_expires_at or new.absolute_expires_at < old.absolute_expires_at)
    execute function atrium_notify_change()`.execute(db);
  await sql`create trigger atrium_changes_removed after delete on sessions
    for each statement execute function atrium_notify_change()`.execute(db);
  const objects = await sql<{ name: string }>`select name from objects`.execute(db);
  for (const { name } of objects.rows) await notifyOnChange(db, `obj_${name}`);
}
