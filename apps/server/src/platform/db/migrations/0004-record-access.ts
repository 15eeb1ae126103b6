import { type Kysely, sql } from 'kysely';

/**
 * Record-level grants, and the role that record queries run as. The role is not a superuser and owns
 * no table, so Postgres' row-level security applies to it: the second wall behind the tenancy layer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_permissions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('to_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('to_role_id', 'integer', (c) => c.references('roles.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('record_permissions_level_check', sql`level in (1, 2, 4, 7, 8)`)
    .addCheckConstraint('record_permissions_grantee_check', sql`(to_user_id is null) <> (to_role_id is null)`)
    .execute();
  await db.schema
    .createIndex('record_permissions_record_idx')
    .on('record_permissions')
    .columns(['object', 'record_id'])
    .execute();

  // Roles belong to the whole server, not one database: two databases migrating at once (test files
  // running side by side) may both find the role missing, and the second create then fails.
  await sql`do $$ begin
    if not exists (select from pg_roles where rolname = 'atrium_tenant') then
      begin
        create role atrium_tenant nologin;
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end $$`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema public to atrium_tenant`.execute(db);
  await sql`grant usage, select on all sequences in schema public to atrium_tenant`.execute(db);
  await sql`alter default privileges in schema public grant select, insert, update, delete on tables to atrium_tenant`.execute(
    db,
  );
  await sql`alter default privileges in schema public grant usage, select on sequences to atrium_tenant`.execute(
    db,
  );
  // A login role that is not a superuser needs membership to switch to it; a superuser already may.
  await sql`do $$ begin
    if not (select rolsuper from pg_roles where rolname = current_user) then
      execute format('grant atrium_tenant to %I', current_user);
    end if;
  end $$`.execute(db);
}
