import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { createLocalFileStorage } from '../../platform/files/file-storage';
import { REQUEST_OBJECT, TEMPLATE_OBJECT } from '../../seed/digisign/digisign-objects';
import { DIGISIGN_RULES_STEP } from '../../seed/digisign/digisign-package';
import type { PackageStep } from '../packages/package-steps';
import { declareObjectStep } from '../records/write-pipeline/object-steps';
import { lookupId, writtenValue } from '../records/write-pipeline/step-helpers';
import type { WriteState } from '../records/write-pipeline/write-state';
import { readUpload, writeUpload } from '../uploads/upload-files';
import { insertUploads } from '../uploads/uploads.repository';
import { refuseFields, signerColumns, templateRow, templateSigners } from './digisign-signers';
import { appendSignaturePage } from './signature-page';

const PDF_MIME = 'application/pdf';

/**
 * Where signed PDFs are written: the files folder of the app that declared the steps (one app per
 * process; the tests build one per file).
 */
let filesDir: string | undefined;

function storedStatus(state: WriteState): string {
  return String(state.stored?.status ?? '');
}

/** A template's signers are checked whenever one of them, or the template, is saved. */
async function checkTemplate(state: WriteState): Promise<void> {
  if (lookupId(writtenValue(state, 'document_type_id')) === undefined)
    refuseFields({ document_type_id: ['Choose the document type the template is for.'] });
  await templateSigners(state.tx, state.auth.orgId, (field) => writtenValue(state, field));
}

/** The request's original: the first PDF attached to it. */
async function originalOf(tx: Db, id: number) {
  return tx
    .selectFrom('uploads')
    .select(['id', 'stored_name', 'file_name'])
    .where('object', '=', REQUEST_OBJECT)
    .where('record_id', '=', id)
    .where('mime', '=', PDF_MIME)
    .orderBy('id')
    .executeTakeFirst();
}

/** A new request is a Draft of the requester's, its signers copied from the template. */
async function startRequest(state: WriteState): Promise<void> {
  const templateId = lookupId(state.values.template_id);
  if (templateId === undefined) refuseFields({ template_id: ['Choose the approval template.'] });
  const template = await templateRow(state.tx, templateId);
  const typeId = lookupId(state.values.document_type_id);
  const templateType = lookupId(template.document_type_id);
  if (typeId !== undefined && templateType !== undefined && typeId !== templateType)
    refuseFields({ template_id: ['The template is for another document type.'] });
  if (typeId === undefined && templateType !== undefined) state.columns.document_type_id = templateType;
  Object.assign(state.columns, await signerColumns(state.tx, state.auth.orgId, template), {
    status: 'Draft',
  });
}

/** The signed PDF: the original with its signature page, kept as a new file of the request. */
async function seal(state: WriteState, id: number): Promise<void> {
  const { tx } = state;
  const original = await originalOf(tx, id);
  if (!original || !filesDir) throw new Error(`Signing request ${id} has no original PDF to seal.`);
  const bytes = await readUpload(filesDir, original.stored_name);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const signers = await tx
    .selectFrom('workflow_approvals as a')
    .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
    .innerJoin('users as u', 'u.id', 'a.approver_id')
    .select(['u.name', 'u.email', 'a.decided_at', 'a.comment'])
    .where('i.object', '=', REQUEST_OBJECT)
    .where('i.record_id', '=', id)
    .where('a.status', '=', 'approved')
    .orderBy('a.decided_at')
    .orderBy('a.id')
    .execute();
  const signed = await appendSignaturePage(bytes, {
    title: String(writtenValue(state, 'title') ?? ''),
    documentName: original.file_name,
    sha256,
    requestId: id,
    signers: signers.map((signer) => ({
      name: signer.name,
      email: signer.email,
      decidedAt: signer.decided_at ?? new Date(),
      comment: signer.comment,
    })),
  });
  const storedName = await writeUpload(createLocalFileStorage(filesDir), signed, 'pdf');
  const base = path.basename(original.file_name, path.extname(original.file_name));
  const [row] = await insertUploads(tx, [
    {
      org_id: state.auth.orgId,
      object: REQUEST_OBJECT,
      record_id: id,
      stored_name: storedName,
      file_name: `${base}-signed.pdf`,
      mime: PDF_MIME,
      size: signed.length,
      created_by: state.auth.user.id,
    },
  ]);
  Object.assign(state.columns, {
    signed_upload: Number(row?.id),
    signed_at: new Date(),
    document_sha256: sha256,
  });
}

/**
 * A request's life: a person may change only a Draft's title or template (its signers follow); the
 * workflow moves the status, needs a PDF to send it, seals it when signed and keeps a decline's reason.
 */
async function requestRules(state: WriteState): Promise<void> {
  const { request } = state;
  if (request.kind === 'create') return startRequest(state);
  if (request.kind !== 'update') return;
  const status = storedStatus(state);
  if (request.origin !== 'workflow') {
    if (status !== 'Draft' && status !== '')
      throw new AppError('CONFLICT', `The request is ${status.toLowerCase()}: it can no longer change.`);
    const templateId = lookupId(state.values.template_id);
    if ('template_id' in state.values && templateId !== undefined)
      Object.assign(
        state.columns,
        await signerColumns(state.tx, state.auth.orgId, await templateRow(state.tx, templateId)),
      );
    return;
  }
  const next = state.values.status;
  if (next === status) return;
  if (next === 'In signing' && !(await originalOf(state.tx, request.id)))
    refuseFields({ status: ['Attach the PDF to be signed before sending the request.'] });
  if (next === 'Signed') await seal(state, request.id);
  if (next === 'Declined') {
    const decline = await state.tx
      .selectFrom('workflow_approvals as a')
      .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
      .select('a.comment')
      .where('i.object', '=', REQUEST_OBJECT)
      .where('i.record_id', '=', request.id)
      .where('a.status', '=', 'rejected')
      .orderBy('a.decided_at', 'desc')
      .executeTakeFirst();
    state.columns.decline_reason = decline?.comment ?? null;
  }
}

/** The document is a PDF (by its bytes, as the upload found it), one per request, changed only in Draft. */
async function requestFiles(state: WriteState): Promise<void> {
  const { request } = state;
  if (request.kind !== 'attach' && request.kind !== 'detach') return;
  const status = storedStatus(state);
  if (status !== 'Draft')
    throw new AppError(
      'CONFLICT',
      `The request is ${status.toLowerCase()}: its document can no longer change.`,
    );
  if (request.kind === 'detach') return;
  const other = request.files.find((file) => file.mime !== PDF_MIME);
  if (other)
    throw new AppError('UNPROCESSABLE', `${other.file_name} is not a PDF: only a PDF can be signed.`, {
      document: [`${other.file_name} is not a PDF.`],
    });
  if (request.files.length > 1 || (await originalOf(state.tx, request.id)))
    throw new AppError('CONFLICT', 'A signing request carries one document.');
}

/** The package's write step, registered by name so that the package validates here. */
export const DIGISIGN_RULES: PackageStep = { name: DIGISIGN_RULES_STEP };

let declared = false;

/** Declares the steps once per process; `files` is where the signed PDFs are written. */
export function declareDigisignRules(files: string): void {
  filesDir = files;
  if (declared) return;
  declared = true;
  declareObjectStep(
    { object: TEMPLATE_OBJECT },
    { name: 'digisignTemplate', kinds: ['create', 'update'], run: checkTemplate },
  );
  declareObjectStep(
    { object: REQUEST_OBJECT },
    { name: 'digisignRequest', kinds: ['create', 'update'], run: requestRules },
  );
  declareObjectStep(
    { object: REQUEST_OBJECT },
    { name: 'digisignFiles', kinds: ['attach', 'detach'], run: requestFiles },
  );
}
