import type { FormDefinition, FormNode, FormStatus } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { withRules } from './form-rules.repository';

function query(db: Db) {
  return db
    .selectFrom('forms as f')
    .innerJoin('objects as o', 'o.id', 'f.object_id')
    .select(['f.id', 'o.name as object', 'f.name', 'f.type', 'f.status', 'f.body', 'f.options', 'f.version']);
}

type FormRow = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function toForm(row: FormRow): FormDefinition {
  return { ...row, status: row.status as FormStatus, body: row.body as FormNode };
}

/** Forms staff may use: drafts stay with the designer until published. */
export async function activeFormsByIds(db: Db, ids: number[]): Promise<FormDefinition[]> {
  const rows = await query(db)
    .where('f.id', 'in', ids)
    .where('f.status', '=', 'ACTIVE')
    .orderBy('f.id')
    .execute();
  return withRules(db, rows.map(toForm), (form) => desktopForm(db, form));
}

export async function activeFormsByObjects(
  db: Db,
  pairs: { object: string; type: string }[],
): Promise<FormDefinition[]> {
  const rows = await query(db)
    .where('f.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or(pairs.map((pair) => eb.and([eb('o.name', '=', pair.object), eb('f.type', '=', pair.type)]))),
    )
    .orderBy('f.id')
    .execute();
  return withRules(db, rows.map(toForm), (form) => desktopForm(db, form));
}

/** The published desktop form a `mobile_` variant stands in for. */
async function desktopForm(db: Db, mobile: FormDefinition): Promise<FormDefinition | undefined> {
  const row = await query(db)
    .where('o.name', '=', mobile.object)
    .where('f.type', '=', mobile.type.replace(/^mobile_/, ''))
    .where('f.status', '=', 'ACTIVE')
    .orderBy('f.id')
    .executeTakeFirst();
  return row ? toForm(row) : undefined;
}

export async function formsOfObject(db: Db, objectName: string): Promise<FormDefinition[]> {
  const rows = await query(db).where('o.name', '=', objectName).orderBy('f.id').execute();
  return rows.map(toForm);
}

/** Any form, published or not (the designer's view), with its object's id; undefined when absent. */
export async function formById(
  db: Db,
  id: number,
): Promise<(FormDefinition & { objectId: number }) | undefined> {
  const row = await query(db).select('f.object_id').where('f.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { object_id: objectId, ...form } = row;
  return { ...toForm(form), objectId };
}

/** The highest attribute id of the object, 0 when it has none: what a layout made now accounts for. */
export async function highestAttributeId(db: Db, objectId: number): Promise<number> {
  const row = await db
    .selectFrom('attributes')
    .select((eb) => eb.fn.max('id').as('highest'))
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
}
