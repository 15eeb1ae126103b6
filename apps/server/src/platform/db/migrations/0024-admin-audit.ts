import { type Kysely, sql } from 'kysely';

/**
 * An organization's uploaded logo (its bytes and checked type; without one, the badge drawn from its
 * code and colour is shown), and the administrators' audit list (issue 17 item 6): sign-ins and every change made through the
 * administration calls (users, memberships, roles, policies, organizations), with who made it and whom
 * it concerns. Calls made through a login-as-user session stay in `login_as_audit`; the list reads both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('org_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_at_idx').on('admin_audit').column('at').execute();
  await db.schema.createIndex('admin_audit_kind_at_idx').on('admin_audit').columns(['kind', 'at']).execute();
  await db.schema.createIndex('admin_audit_actor_idx').on('admin_audit').column('actor_id').execute();
  await db.schema.createIndex('admin_audit_user_idx').on('admin_audit').column('user_id').execute();
  await db.schema.alterTable('organizations').addColumn('logo_data', 'bytea').execute();
  await db.schema.alterTable('organizations').addColumn('logo_mime', 'text').execute();
}
