import { type Kysely, sql } from 'kysely';

const TENANT_POLICY = (table: string) =>
  sql`create policy tenant_isolation on ${sql.table(table)}
    using (org_id = nullif(current_setting('atrium.org_id', true), '')::int)
    with check (org_id = nullif(current_setting('atrium.org_id', true), '')::int)`;

/**
 * Workflows (issue 16, decision 0017). Definitions are metadata shared by every organization, one row
 * per version (DRAFT, ACTIVE, RETIRED); an instance keeps the version it started on. Instances, their
 * approvals and their timeline are tenant rows, confined by row-level security like object tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workflow_definitions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('DRAFT', 'ACTIVE', 'RETIRED')`))
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addUniqueConstraint('workflow_definitions_version_key', ['name', 'version'])
    .execute();
  // At most one draft and one active version per workflow.
  await sql`create unique index workflow_definitions_one_draft on workflow_definitions (name) where status = 'DRAFT'`.execute(
    db,
  );
  await sql`create unique index workflow_definitions_one_active on workflow_definitions (name) where status = 'ACTIVE'`.execute(
    db,
  );
  await db.schema
    .createIndex('workflow_definitions_object_idx')
    .on('workflow_definitions')
    .columns(['object', 'status'])
    .execute();

  await db.schema
    .createTable('workflow_instances')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('definition_id', 'integer', (c) => c.notNull().references('workflow_definitions.id'))
    .addColumn('workflow', 'text', (c) => c.notNull())
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_node', 'text')
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('parent_instance_id', 'bigint', (c) =>
      c.references('workflow_instances.id').onDelete('set null'),
    )
    .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('workflow_instances_record_idx')
    .on('workflow_instances')
    .columns(['object', 'record_id', 'workflow', 'id'])
    .execute();

  await db.schema
    .createTable('workflow_approvals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('instance_id', 'bigint', (c) =>
      c.notNull().references('workflow_instances.id').onDelete('cascade'),
    )
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('approver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'cancelled')`),
    )
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('workflow_approvals_pending_idx')
    .on('workflow_approvals')
    .columns(['approver_id', 'status'])
    .execute();
  await db.schema
    .createIndex('workflow_approvals_instance_idx')
    .on('workflow_approvals')
    .column('instance_id')
    .execute();

  await db.schema
    .createTable('workflow_timeline')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('org_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('instance_id', 'bigint', (c) =>
      c.notNull().references('workflow_instances.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb')
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('workflow_timeline_instance_idx')
    .on('workflow_timeline')
    .columns(['instance_id', 'id'])
    .execute();

  for (const table of ['workflow_instances', 'workflow_approvals', 'workflow_timeline']) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await TENANT_POLICY(table).execute(db);
  }
}
