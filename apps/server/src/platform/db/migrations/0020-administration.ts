import { type Kysely, sql } from 'kysely';

/**
 * People and access administration (issue 17): a person may be deactivated, an organization has a
 * colour, and a super admin may sign in as another person: that session names the super admin's own
 * session (it ends with it) and every call made through it is written to `login_as_audit`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'timestamptz').execute();
  await db.schema.alterTable('organizations').addColumn('color', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('impersonator_session_id', 'bigint', (c) => c.references('sessions.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('impersonator_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('sessions_impersonator_idx')
    .on('sessions')
    .column('impersonator_session_id')
    .where(sql.ref('impersonator_session_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('login_as_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('super_admin_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'bigint')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_as_audit_at_idx').on('login_as_audit').column('at').execute();
}
