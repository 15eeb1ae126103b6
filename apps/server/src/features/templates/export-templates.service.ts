import {
  EXPORT_STARTED_MESSAGE,
  type ExportBody,
  type ExportTemplate,
  type exportTemplateInputSchema,
  objectPermission,
  type z,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import type { ExportTemplateRow } from '../../platform/db/template-schema';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { loadModel } from '../records/model-cache';
import { EXPORT_JOB, type ExportPayload } from '../records/record-export';
import { listSql } from '../records/record-query';
import { requireTemplateAdmin } from './templates-access';

type ExportTemplateBody = z.output<typeof exportTemplateInputSchema>;

function templateOf(row: ExportTemplateRow): ExportTemplate {
  return { id: row.id, name: row.name, object: row.object, columns: row.columns, format: row.format };
}

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', `There is no export template with id ${id}.`);
}

/** `GET exports/{object}/templates` (spec 001 §7.4): for whoever may export the object, or manage templates. */
export async function listExportTemplates(
  db: Db,
  auth: AuthContext,
  object: string,
): Promise<ExportTemplate[]> {
  await loadModel(db, object);
  if (!auth.permissions.has(objectPermission(object, 'export'))) requireTemplateAdmin(auth);
  const rows = await withTenant(db, auth.orgId, (tx) =>
    tx.selectFrom('export_templates').selectAll().where('object', '=', object).orderBy('name').execute(),
  );
  return rows.map(templateOf);
}

/** The columns must be attributes of the object that hold a value (or `id`), each named once. */
async function checkedValues(db: Db, body: ExportTemplateBody) {
  const model = await loadModel(db, body.object).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('UNPROCESSABLE', `There is no object named '${body.object}'.`, {
        object: [`There is no object named '${body.object}'.`],
      });
    }
    throw error;
  });
  const unknown = body.columns.filter((c) => c !== 'id' && !model.fields.has(c));
  const repeated = body.columns.filter((c, index) => body.columns.indexOf(c) !== index);
  if (unknown.length || repeated.length) {
    const problems = [
      ...unknown.map((c) => `${model.object.display_name} has no attribute '${c}'.`),
      ...[...new Set(repeated)].map((c) => `'${c}' is listed more than once.`),
    ];
    throw new AppError(
      'UNPROCESSABLE',
      `Some columns are not valid: ${problems.join(' ')} Nothing was saved.`,
      {
        columns: problems,
      },
    );
  }
  return { name: body.name, object: body.object, columns: JSON.stringify(body.columns), format: body.format };
}

function conflict(name: string): AppError {
  return new AppError('CONFLICT', `An export template named '${name}' already exists for this object.`, {
    name: ['This name is already used by another export template of this object.'],
  });
}

async function nameTaken(tx: Db, object: string, name: string, exceptId?: number): Promise<boolean> {
  let query = tx
    .selectFrom('export_templates')
    .select('id')
    .where('object', '=', object)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createExportTemplate(
  db: Db,
  auth: AuthContext,
  body: ExportTemplateBody,
): Promise<ExportTemplate> {
  requireTemplateAdmin(auth);
  const values = await checkedValues(db, body);
  return withTenant(db, auth.orgId, async (tx) => {
    if (await nameTaken(tx, values.object, values.name)) throw conflict(values.name);
    const row = await tx
      .insertInto('export_templates')
      .values({ ...values, org_id: auth.orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return templateOf(row);
  });
}

export async function updateExportTemplate(
  db: Db,
  auth: AuthContext,
  id: number,
  body: ExportTemplateBody,
): Promise<ExportTemplate> {
  requireTemplateAdmin(auth);
  const values = await checkedValues(db, body);
  return withTenant(db, auth.orgId, async (tx) => {
    if (await nameTaken(tx, values.object, values.name, id)) throw conflict(values.name);
    const row = await tx
      .updateTable('export_templates')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(id);
    return templateOf(row);
  });
}

export async function deleteExportTemplate(db: Db, auth: AuthContext, id: number): Promise<void> {
  requireTemplateAdmin(auth);
  const result = await withTenant(db, auth.orgId, (tx) =>
    tx.deleteFrom('export_templates').where('id', '=', id).executeTakeFirst(),
  );
  if (Number(result.numDeletedRows) === 0) throw notFound(id);
}

/**
 * `POST exports/templates/{id}` with `{filter}`: the template's columns of the matching records, as the
 * e-mailed export job makes them. The person needs the object's export permission.
 */
export async function runExportTemplate(
  db: Db,
  jobs: JobQueue,
  auth: AuthContext,
  id: number,
  body: ExportBody,
): Promise<{ message: string; jobId: string }> {
  const row = await withTenant(db, auth.orgId, (tx) =>
    tx.selectFrom('export_templates').selectAll().where('id', '=', id).executeTakeFirst(),
  );
  if (!row) throw notFound(id);
  const permission = objectPermission(row.object, 'export');
  if (!auth.permissions.has(permission)) {
    throw new AppError('FORBIDDEN', `You need the '${permission}' permission for this.`);
  }
  const model = await loadModel(db, row.object);
  // Checked now so a mistake is told at once, not by a failed job later.
  listSql(model, body);
  const payload: ExportPayload = {
    ...body,
    object: row.object,
    orgId: auth.orgId,
    userId: auth.user.id,
    columns: row.columns,
    format: row.format,
  };
  const jobId = await jobs.enqueue(EXPORT_JOB, { ...payload });
  return { message: EXPORT_STARTED_MESSAGE, jobId };
}
