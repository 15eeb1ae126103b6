import type { RecordData } from '@atrium/core';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import type { AuthContext } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { shown } from '../object-prints/print-document';
import { loadModel } from '../records/model-cache';
import type { RecordModel } from '../records/record-model';
import { getRecord, type RecordsDeps } from '../records/records.service';
import { sanitizeRichText } from '../records/rich-text-sanitizer';
import { findPrintTemplate, templateOf } from './print-templates.repository';
import { fillTemplate } from './template-tags';

export interface PrintedPdf {
  bytes: Buffer;
  fileName: string;
}

/**
 * A record this person may read, else not found: a print never tells whether a record they may not read
 * exists (404 whether it is another organization's, restricted, or of an object they may not view).
 */
export async function readableRecord(
  deps: RecordsDeps,
  auth: AuthContext,
  object: string,
  id: number,
): Promise<RecordData> {
  try {
    return await getRecord(deps, auth, object, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') {
      const model = await loadModel(deps.db, object);
      throw new AppError('NOT_FOUND', `There is no ${model.object.display_name} with id ${id}.`);
    }
    throw error;
  }
}

/** Every print is kept in the audit list: who printed which record, in which organization, how. */
function auditPrint(deps: RecordsDeps, auth: AuthContext, model: RecordModel, id: number, how = '') {
  return writeAdminAudit(deps.db, {
    kind: 'print',
    action: 'printed',
    actorId: auth.user.id,
    orgId: auth.orgId,
    summary: `${model.object.display_name} ${id} printed${how}.`,
  });
}

/** The printable page of a record's fields (no template), for someone who may read it; audited. */
export async function printRecordPage(
  deps: RecordsDeps,
  auth: AuthContext,
  object: string,
  id: number,
): Promise<{ model: RecordModel; record: RecordData }> {
  const record = await readableRecord(deps, auth, object, id);
  const model = await loadModel(deps.db, object);
  await auditPrint(deps, auth, model, id);
  return { model, record };
}

/** A file name of safe characters: `quote-12-standard-quote.pdf`. */
function fileNameOf(object: string, id: number, template: string): string {
  const slug = template
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${object}-${id}${slug ? `-${slug}` : ''}.pdf`;
}

/** `objectPrints/{object}/{id}/print` with a template: the record printed through it to a PDF. */
export async function printRecordPdf(
  deps: RecordsDeps,
  auth: AuthContext,
  object: string,
  id: number,
  templateId: number,
): Promise<PrintedPdf> {
  const record = await readableRecord(deps, auth, object, id);
  const model = await loadModel(deps.db, object);
  const row = await withTenant(deps.db, auth.orgId, (tx) => findPrintTemplate(tx, { id: templateId }));
  if (!row || row.object !== object) {
    throw new AppError('NOT_FOUND', `There is no print template with id ${templateId} for ${object}.`);
  }
  const template = templateOf(row);
  const { body, header, footer } = template;
  const filled = await fillTemplate(deps, auth, model, record, { body, header, footer });
  const label = model.object.label_attribute ? shown(record[model.object.label_attribute], 'text') : '';
  // The renderer and its fonts' libraries load with the first print, not at start (decision 0025).
  const [{ blocksOf }, { renderPdf }] = await Promise.all([
    import('./pdf/html-blocks'),
    import('./pdf/pdf-render'),
  ]);
  const bytes = await renderPdf(
    {
      title: `${model.object.display_name} #${id}${label ? ` — ${label}` : ''}`,
      language: template.language,
      // Values were escaped into the HTML; cleaning it again keeps only the policy's elements.
      blocks: blocksOf(sanitizeRichText(filled.body)),
      header: filled.header,
      footer: filled.footer,
    },
    { size: template.page_size, orientation: template.orientation, direction: template.direction },
  );
  await auditPrint(deps, auth, model, id, ` with the template ${template.name}`);
  return { bytes, fileName: fileNameOf(object, id, template.name) };
}
