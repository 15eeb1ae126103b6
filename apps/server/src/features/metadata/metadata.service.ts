import type { AttributeChange } from '@atrium/core';
import {
  type AttributeInput,
  attributeInputSchema,
  defaultFormBody,
  defaultViewProblem,
  type FieldType,
  FORM_GENERATED,
  FORM_PLACED_UP_TO,
  isRelationFieldType,
  isStored,
  type ObjectChange,
  type ObjectDefaultView,
  type ObjectInput,
  objectInputSchema,
  optionIssueErrors,
  optionIssues,
  type RelationshipInput,
  relationshipInputSchema,
} from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { dropAttributeIndexes, syncAttributeIndexes } from './attribute-indexes';
import { findAttribute, findObjectByName, type ObjectRow } from './metadata.repository';
import {
  addAttributeColumns,
  addRelationshipColumns,
  changeAttributeEncryption,
  changeAttributeType,
  createObjectTable,
  dropAttributeColumns,
  renameAttributeColumns,
} from './table-ddl';

function refuseRelationFields(attributes: { name: string; type: string }[]): void {
  const relationField = attributes.find((attribute) => isRelationFieldType(attribute.type));
  if (relationField) {
    throw new AppError(
      'UNPROCESSABLE',
      `'${relationField.name}' is a ${relationField.type} field: add a relationship instead, it creates the field.`,
    );
  }
}

/** Options core's checks refuse (a precision past 3, a select value used twice) change nothing. */
function refuseBadOptions(attributes: { name: string; type: FieldType; options: Record<string, unknown> }[]) {
  for (const attribute of attributes) {
    const issues = optionIssues(attribute.type, attribute.options);
    if (issues.length === 0) continue;
    const errors = optionIssueErrors(issues);
    const [first = 'The options are not valid.'] = Object.values(errors).flat();
    throw new AppError('UNPROCESSABLE', `'${attribute.name}': ${first}`, errors);
  }
}

function refuseDuplicates(names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new AppError('UNPROCESSABLE', `The attribute name '${name}' is used twice.`);
    seen.add(name);
  }
}

export async function requireObject(db: Db, name: string): Promise<ObjectRow> {
  const object = await findObjectByName(db, name);
  if (!object) throw new AppError('NOT_FOUND', `There is no object named '${name}'.`);
  return object;
}

async function bumpVersion(tx: Db, objectId: number): Promise<void> {
  await tx
    .updateTable('objects')
    .set({ version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', objectId)
    .execute();
}

/** Attribute names are unique per object: a second one would be a second column of the same name. */
async function refuseTakenAttributeName(tx: Db, object: ObjectRow, name: string): Promise<void> {
  const taken = await tx
    .selectFrom('attributes')
    .select('id')
    .where('object_id', '=', object.id)
    .where('name', '=', name)
    .executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', `'${object.name}' already has an attribute named '${name}'.`);
}

async function insertAttributes(tx: Db, objectId: number, attributes: AttributeInput[], start: number) {
  if (attributes.length === 0) return [];
  return tx
    .insertInto('attributes')
    .values(
      attributes.map((attribute, index) => ({
        object_id: objectId,
        name: attribute.name,
        label: attribute.label,
        type: attribute.type,
        options: JSON.stringify(attribute.options ?? {}),
        position: start + index,
      })),
    )
    .returning(['id', 'name', 'type'])
    .execute();
}

/** Creates the object, its attributes, its table and a default form, all or nothing. */
export async function createObject(db: Db, raw: ObjectInput): Promise<number> {
  const input = objectInputSchema.parse(raw);
  refuseRelationFields(input.attributes);
  refuseBadOptions(input.attributes);
  refuseDuplicates(input.attributes.map((attribute) => attribute.name));
  if (input.label_attribute && !input.attributes.some((a) => a.name === input.label_attribute)) {
    throw new AppError(
      'UNPROCESSABLE',
      `The label attribute '${input.label_attribute}' is not one of the attributes.`,
    );
  }
  if (input.default_view) refuseUnfitDefaultViewOf(input.attributes, input.default_view);
  if (await findObjectByName(db, input.name)) {
    throw new AppError('CONFLICT', `An object named '${input.name}' already exists.`);
  }
  return inTransaction(db, async (tx) => {
    const { id } = await tx
      .insertInto('objects')
      .values({
        name: input.name,
        display_name: input.display_name,
        module: input.module,
        label_attribute: input.label_attribute,
        label_expression: input.label_expression,
        has_versioning: input.has_versioning,
        has_ordering: input.has_ordering,
        default_view: input.default_view ? JSON.stringify(input.default_view) : null,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await insertAttributes(tx, id, input.attributes, 0);
    await createObjectTable(tx, input.name, input.attributes);
    for (const attribute of input.attributes) await syncAttributeIndexes(tx, input.name, attribute);
    await tx
      .insertInto('forms')
      .values({
        object_id: id,
        name: `${input.display_name} form`,
        type: 'default',
        body: JSON.stringify(defaultFormBody(inserted.filter((a) => isStored(a.type as FieldType)))),
        // Record screens show every attribute of the object until an administrator lays the form out.
        options: JSON.stringify({
          [FORM_GENERATED]: true,
          [FORM_PLACED_UP_TO]: Math.max(0, ...inserted.map((attribute) => attribute.id)),
        }),
        updated_at: new Date(),
      })
      .execute();
    return id;
  });
}

/** A board must group by one of the object's status or single-select attributes that list choices. */
function refuseUnfitDefaultViewOf(
  attributes: readonly { name: string; type: string; options?: Record<string, unknown> }[],
  view: ObjectDefaultView,
): void {
  const problem = defaultViewProblem(attributes, view);
  if (problem) throw new AppError('UNPROCESSABLE', problem, { default_view: [problem] });
}

async function refuseUnfitDefaultView(db: Db, objectId: number, view: ObjectDefaultView): Promise<void> {
  const attributes = await db
    .selectFrom('attributes')
    .select(['name', 'type', 'options'])
    .where('object_id', '=', objectId)
    .execute();
  refuseUnfitDefaultViewOf(attributes, view);
}

export async function updateObject(db: Db, objectName: string, change: ObjectChange): Promise<void> {
  const object = await requireObject(db, objectName);
  const attributes = await db
    .selectFrom('attributes')
    .select('name')
    .where('object_id', '=', object.id)
    .execute();
  if (change.label_attribute && !attributes.some((a) => a.name === change.label_attribute)) {
    throw new AppError(
      'UNPROCESSABLE',
      `The label attribute '${change.label_attribute}' is not one of the attributes.`,
    );
  }
  const { translations, default_view, ...rest } = change;
  if (default_view) await refuseUnfitDefaultView(db, object.id, default_view);
  await db
    .updateTable('objects')
    .set({
      ...rest,
      // The languages sent replace the stored ones; a name left out falls back to the English one.
      ...(translations ? { translations: JSON.stringify(translations) } : {}),
      ...(default_view !== undefined
        ? { default_view: default_view === null ? null : JSON.stringify(default_view) }
        : {}),
      version: sql`version + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', object.id)
    .execute();
}

export async function addAttribute(db: Db, objectName: string, raw: AttributeInput): Promise<number> {
  const input = attributeInputSchema.parse(raw);
  refuseRelationFields([input]);
  refuseBadOptions([input]);
  const object = await requireObject(db, objectName);
  return inTransaction(db, async (tx) => {
    await refuseTakenAttributeName(tx, object, input.name);
    const { max } = await tx
      .selectFrom('attributes')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('max'))
      .where('object_id', '=', object.id)
      .executeTakeFirstOrThrow();
    const [row] = await insertAttributes(tx, object.id, [input], Number(max) + 1);
    await addAttributeColumns(tx, objectName, input);
    await syncAttributeIndexes(tx, objectName, input);
    await bumpVersion(tx, object.id);
    if (!row) throw new AppError('INTERNAL', 'The attribute was not saved.');
    return row.id;
  });
}

/** Renames, retypes or relabels an attribute; the table follows in the same transaction. */
export async function updateAttribute(
  db: Db,
  objectName: string,
  attributeId: number,
  change: AttributeChange,
) {
  const object = await requireObject(db, objectName);
  const current = await findAttribute(db, object.id, attributeId);
  if (!current) throw new AppError('NOT_FOUND', `'${objectName}' has no attribute ${attributeId}.`);
  const next = attributeInputSchema.parse({ ...current, ...change });
  if (isRelationFieldType(current.type) && next.type !== current.type) {
    throw new AppError(
      'UNPROCESSABLE',
      `'${current.name}' belongs to a relationship; its type cannot change.`,
    );
  }
  refuseRelationFields(next.type === current.type ? [] : [next]);
  refuseBadOptions([next]);
  await inTransaction(db, async (tx) => {
    if (next.name !== current.name) {
      await refuseTakenAttributeName(tx, object, next.name);
      await dropAttributeIndexes(tx, objectName, current.name);
      await renameAttributeColumns(tx, objectName, current, next.name);
    }
    if (next.type !== current.type) {
      await changeAttributeType(tx, objectName, { name: next.name, type: current.type }, next);
    }
    const encrypted = next.options.isEncrypted === true;
    if (encrypted !== (current.options.isEncrypted === true)) {
      await changeAttributeEncryption(tx, objectName, next, encrypted);
    }
    await tx
      .updateTable('attributes')
      .set({ name: next.name, label: next.label, type: next.type, options: JSON.stringify(next.options) })
      .where('id', '=', attributeId)
      .execute();
    await syncAttributeIndexes(tx, objectName, next);
    await bumpVersion(tx, object.id);
  });
}

export async function removeAttribute(db: Db, objectName: string, attributeId: number): Promise<void> {
  const object = await requireObject(db, objectName);
  const current = await findAttribute(db, object.id, attributeId);
  if (!current) throw new AppError('NOT_FOUND', `'${objectName}' has no attribute ${attributeId}.`);
  if (isRelationFieldType(current.type)) {
    throw new AppError(
      'UNPROCESSABLE',
      `'${current.name}' belongs to a relationship; remove the relationship instead.`,
    );
  }
  if (object.label_attribute === current.name) {
    throw new AppError(
      'CONFLICT',
      `'${current.name}' is the label of '${objectName}' records; choose another label first.`,
    );
  }
  await inTransaction(db, async (tx) => {
    await dropAttributeColumns(tx, objectName, current);
    await tx.deleteFrom('attributes').where('id', '=', attributeId).execute();
    await bumpVersion(tx, object.id);
  });
}

/**
 * Adds a relationship and the child's field for it: a lookup column (foreign key) for one-to-many,
 * a (type, id) pair for polymorphic, shared by every polymorphic parent of the same child.
 */
export async function addRelationship(db: Db, raw: RelationshipInput): Promise<number> {
  const input = relationshipInputSchema.parse(raw);
  const parent = await requireObject(db, input.parent_object);
  const child = await requireObject(db, input.child_object);
  return inTransaction(db, async (tx) => {
    const taken = await tx
      .selectFrom('relationships')
      .select('id')
      .where('parent_object_id', '=', parent.id)
      .where('name', '=', input.name)
      .executeTakeFirst();
    if (taken)
      throw new AppError('CONFLICT', `'${parent.name}' already has a relationship named '${input.name}'.`);
    const fieldType = input.type === 'OneToMany' ? 'lookup' : 'polymorphParent';
    const existingField = await tx
      .selectFrom('attributes')
      .select(['id', 'type'])
      .where('object_id', '=', child.id)
      .where('name', '=', input.foreign_key)
      .executeTakeFirst();
    const sharesPolymorphicField =
      existingField?.type === 'polymorphParent' && fieldType === 'polymorphParent';
    if (existingField && !sharesPolymorphicField) {
      throw new AppError(
        'CONFLICT',
        `'${child.name}' already has an attribute named '${input.foreign_key}'.`,
      );
    }
    const { id } = await tx
      .insertInto('relationships')
      .values({
        name: input.name,
        type: input.type,
        parent_object_id: parent.id,
        child_object_id: child.id,
        reverse_name: input.reverse_name,
        foreign_key: input.foreign_key,
        options: JSON.stringify(input.options),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!sharesPolymorphicField) {
      await insertAttributes(
        tx,
        child.id,
        [
          {
            name: input.foreign_key,
            label: input.field_label ?? (input.type === 'OneToMany' ? parent.display_name : 'Parent'),
            type: fieldType,
            options: { relationship: input.name },
          },
        ],
        1000,
      );
      await addRelationshipColumns(tx, {
        type: input.type,
        parentObject: parent.name,
        childObject: child.name,
        foreignKey: input.foreign_key,
      });
    }
    await bumpVersion(tx, parent.id);
    await bumpVersion(tx, child.id);
    return id;
  });
}
