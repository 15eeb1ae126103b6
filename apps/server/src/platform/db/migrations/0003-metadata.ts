import { type Kysely, sql } from 'kysely';

/** The metadata store: object types, their attributes, relationships, forms and rules. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('objects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('label_attribute', 'text')
    .addColumn('label_expression', 'text')
    .addColumn('has_versioning', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_ordering', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('attributes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('attributes_object_name_key', ['object_id', 'name'])
    .execute();

  await db.schema
    .createTable('relationships')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('child_object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('reverse_name', 'text', (c) => c.notNull())
    .addColumn('foreign_key', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('relationships_parent_name_key', ['parent_object_id', 'name'])
    .execute();

  await db.schema
    .createTable('forms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('forms_object_type_idx').on('forms').columns(['object_id', 'type']).execute();

  await db.schema
    .createTable('rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('object_id', 'integer', (c) => c.notNull().references('objects.id').onDelete('cascade'))
    .addColumn('form_id', 'integer', (c) => c.references('forms.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .execute();
}
