import {
  directionOfLanguage,
  type PrintTemplate,
  type PrintTemplateListAnswer,
  type printTemplateInputSchema,
  type TemplateObject,
  type TemplateTagEntry,
  type z,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import type { RecordModel } from '../records/record-model';
import type { RecordsDeps } from '../records/records.service';
import { requireVerb } from '../records/records.service';
import { sanitizeRichText } from '../records/rich-text-sanitizer';
import {
  deletePrintTemplate,
  findPrintTemplate,
  insertPrintTemplate,
  listPrintTemplates,
  nameTaken,
  type PrintTemplateValues,
  templateOf,
  updatePrintTemplate,
} from './print-templates.repository';
import { availableTags, checkTemplateTags } from './template-tags';
import { requireTemplateAdmin } from './templates-access';

type TemplateBody = z.output<typeof printTemplateInputSchema>;

/** `templates/objects/{object}/print-templates`: an object's templates, for whoever may view its records. */
export async function listTemplatesOf(
  deps: RecordsDeps,
  auth: AuthContext,
  object: string,
): Promise<PrintTemplateListAnswer> {
  await loadModel(deps.db, object);
  requireVerb(auth, object, 'view');
  const data = await withTenant(deps.db, auth.orgId, (tx) => listPrintTemplates(tx, object));
  return { data, templates: Object.fromEntries(data.map((t) => [String(t.id), t.name])) };
}

function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `There is no print template ${what}.`);
}

/** The named variant: one template of the object by its name. */
export async function namedTemplate(
  deps: RecordsDeps,
  auth: AuthContext,
  object: string,
  name: string,
): Promise<PrintTemplate> {
  await loadModel(deps.db, object);
  requireVerb(auth, object, 'view');
  const row = await withTenant(deps.db, auth.orgId, (tx) => findPrintTemplate(tx, { object, name }));
  if (!row) throw notFound(`named '${name}' for ${object}`);
  return templateOf(row);
}

/** One template of this organization, for its administrators (another organization's is not found). */
export async function templateById(deps: RecordsDeps, auth: AuthContext, id: number): Promise<PrintTemplate> {
  requireTemplateAdmin(auth);
  const row = await withTenant(deps.db, auth.orgId, (tx) => findPrintTemplate(tx, { id }));
  if (!row) throw notFound(`with id ${id}`);
  return templateOf(row);
}

async function modelNamed(deps: RecordsDeps, object: string): Promise<RecordModel> {
  try {
    return await loadModel(deps.db, object);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('UNPROCESSABLE', `There is no object named '${object}'.`, {
        object: [`There is no object named '${object}'.`],
      });
    }
    throw error;
  }
}

/**
 * What a save stores: the body's HTML sanitised as any rich text is, header and footer as plain text,
 * the direction the language's unless one is given, and every tag naming something real.
 */
async function valuesOf(deps: RecordsDeps, body: TemplateBody): Promise<PrintTemplateValues> {
  const model = await modelNamed(deps, body.object);
  const values: PrintTemplateValues = {
    name: body.name,
    object: body.object,
    body: sanitizeRichText(body.body),
    header: body.header.replace(/[\r\n]+/g, ' '),
    footer: body.footer.replace(/[\r\n]+/g, ' '),
    page_size: body.page_size,
    orientation: body.orientation,
    language: body.language,
    direction: body.direction ?? directionOfLanguage(body.language),
  };
  await checkTemplateTags(deps.db, model, {
    body: values.body,
    header: values.header,
    footer: values.footer,
  });
  return values;
}

function nameConflict(name: string): AppError {
  return new AppError('CONFLICT', `A print template named '${name}' already exists for this object.`, {
    name: ['This name is already used by another template of this object.'],
  });
}

export async function createTemplate(
  deps: RecordsDeps,
  auth: AuthContext,
  body: TemplateBody,
): Promise<PrintTemplate> {
  requireTemplateAdmin(auth);
  const values = await valuesOf(deps, body);
  return withTenant(deps.db, auth.orgId, async (tx) => {
    if (await nameTaken(tx, values.object, values.name)) throw nameConflict(values.name);
    return templateOf(await insertPrintTemplate(tx, auth.orgId, auth.user.id, values));
  });
}

export async function updateTemplate(
  deps: RecordsDeps,
  auth: AuthContext,
  id: number,
  body: TemplateBody,
): Promise<PrintTemplate> {
  requireTemplateAdmin(auth);
  const existing = await withTenant(deps.db, auth.orgId, (tx) => findPrintTemplate(tx, { id }));
  if (!existing) throw notFound(`with id ${id}`);
  const values = await valuesOf(deps, body);
  return withTenant(deps.db, auth.orgId, async (tx) => {
    if (await nameTaken(tx, values.object, values.name, id)) throw nameConflict(values.name);
    const row = await updatePrintTemplate(tx, id, values);
    if (!row) throw notFound(`with id ${id}`);
    return templateOf(row);
  });
}

export async function removeTemplate(deps: RecordsDeps, auth: AuthContext, id: number): Promise<void> {
  requireTemplateAdmin(auth);
  const deleted = await withTenant(deps.db, auth.orgId, (tx) => deletePrintTemplate(tx, id));
  if (!deleted) throw notFound(`with id ${id}`);
}

/** The objects a template may be written for, for the templates screen's object choice. */
export async function templateObjects(db: Db, auth: AuthContext): Promise<TemplateObject[]> {
  requireTemplateAdmin(auth);
  return db.selectFrom('objects').select(['name', 'display_name']).orderBy('display_name').execute();
}

/** The tags the editor's picker offers for an object's templates. */
export async function tagsOf(
  deps: RecordsDeps,
  auth: AuthContext,
  object: string,
): Promise<TemplateTagEntry[]> {
  requireTemplateAdmin(auth);
  return availableTags(deps.db, await loadModel(deps.db, object));
}
