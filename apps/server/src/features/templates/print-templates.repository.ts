import type { PrintTemplate, PrintTemplateSummary } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import type { PrintTemplateRow } from '../../platform/db/template-schema';

export type PrintTemplateValues = Omit<PrintTemplate, 'id' | 'updated_at'>;

const SUMMARY = [
  'id',
  'name',
  'object',
  'page_size',
  'orientation',
  'language',
  'direction',
  'updated_at',
] as const;

export function summaryOf(row: Pick<PrintTemplateRow, (typeof SUMMARY)[number]>): PrintTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    object: row.object,
    page_size: row.page_size,
    orientation: row.orientation,
    language: row.language,
    direction: row.direction,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function templateOf(row: PrintTemplateRow): PrintTemplate {
  return { ...summaryOf(row), body: row.body, header: row.header, footer: row.footer };
}

/** Every query runs inside `withTenant`: row-level security keeps it to the call's organization. */
export async function listPrintTemplates(tx: Db, object: string): Promise<PrintTemplateSummary[]> {
  const rows = await tx
    .selectFrom('print_templates')
    .select(SUMMARY)
    .where('object', '=', object)
    .orderBy('name')
    .execute();
  return rows.map(summaryOf);
}

export async function findPrintTemplate(
  tx: Db,
  where: { id: number } | { object: string; name: string },
): Promise<PrintTemplateRow | undefined> {
  let query = tx.selectFrom('print_templates').selectAll();
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('object', '=', where.object).where('name', '=', where.name);
  return query.executeTakeFirst();
}

export async function nameTaken(tx: Db, object: string, name: string, exceptId?: number): Promise<boolean> {
  let query = tx
    .selectFrom('print_templates')
    .select('id')
    .where('object', '=', object)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPrintTemplate(
  tx: Db,
  orgId: number,
  userId: number,
  values: PrintTemplateValues,
): Promise<PrintTemplateRow> {
  return tx
    .insertInto('print_templates')
    .values({ ...values, org_id: orgId, created_by: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePrintTemplate(
  tx: Db,
  id: number,
  values: PrintTemplateValues,
): Promise<PrintTemplateRow | undefined> {
  return tx
    .updateTable('print_templates')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePrintTemplate(tx: Db, id: number): Promise<boolean> {
  const result = await tx.deleteFrom('print_templates').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
