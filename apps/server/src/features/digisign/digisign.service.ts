import {
  type DigisignChoices,
  type DigisignListScope,
  type DigisignRequestSummary,
  objectTableName,
} from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { createLocalFileStorage } from '../../platform/files/file-storage';
import type { Realtime } from '../../platform/realtime/realtime';
import {
  DOC_TYPE_OBJECT,
  REQUEST_OBJECT,
  SIGNER_SLOTS,
  TEMPLATE_OBJECT,
} from '../../seed/digisign/digisign-objects';
import { SIGNING_WORKFLOW_NAME } from '../../seed/digisign/digisign-workflow';
import { accessOf, readableSql } from '../records/record-access';
import { publishCommitted } from '../records/write-pipeline/events';
import { prepareWrites, runSteps } from '../records/write-pipeline/run-write';
import type { PendingEvent } from '../records/write-pipeline/write-state';
import { removeUpload, writeUpload } from '../uploads/upload-files';
import { decideApproval } from '../workflow/workflow-actions';
import { activeDefinition } from '../workflow/workflow-definitions';
import { drainFollowUps, startInstance } from '../workflow/workflow-engine';
import { newContext } from '../workflow/workflow-engine-context';
import { requestSummaries } from './digisign-summaries';
import { isAppendablePdf } from './signature-page';

export interface DigisignDeps {
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}

const table = (object: string) => sql.table(objectTableName(object));

/** The magic bytes every PDF starts with. */
const PDF_MAGIC = '%PDF-';

export interface NewRequest {
  title: string;
  template_id: number;
  document_type_id?: number | undefined;
  file: { name: string; bytes: Buffer };
}

function refuseDocument(message: string): never {
  throw new AppError('UNPROCESSABLE', message, { document: [message] });
}

/** A PDF by its bytes, that can take a signature page; anything else is refused before it is stored. */
async function checkPdf(file: NewRequest['file']): Promise<void> {
  if (file.bytes.subarray(0, PDF_MAGIC.length).toString('latin1') !== PDF_MAGIC)
    refuseDocument(`${file.name} is not a PDF: only a PDF document can be signed.`);
  if (!(await isAppendablePdf(new Uint8Array(file.bytes))))
    refuseDocument(`${file.name} cannot be read as a PDF (damaged or encrypted): it cannot be signed.`);
}

const PDF_NAME = /\.pdf$/i;

function fileNameOf(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').trim();
  const plain = base.length > 0 ? base.slice(0, 120) : 'document';
  return PDF_NAME.test(plain) ? plain : `${plain}.pdf`;
}

async function summaryOf(db: Db, auth: AuthContext, id: number): Promise<DigisignRequestSummary> {
  const [summary] = await withTenant(db, auth.orgId, (tx) => requestSummaries(tx, auth, { id }));
  if (!summary) throw new AppError('NOT_FOUND', `There is no signing request with id ${id}.`);
  return summary;
}

/**
 * A new request, all or nothing in one transaction: the record (a Draft with the template's signers),
 * its PDF attached, then the signing workflow started, which makes it In signing and asks the first
 * signer. The file is written before the transaction and taken away again if anything is refused.
 */
export async function createRequest(
  deps: DigisignDeps,
  auth: AuthContext,
  input: NewRequest,
): Promise<DigisignRequestSummary> {
  await checkPdf(input.file);
  const definition = await activeDefinition(deps.db, SIGNING_WORKFLOW_NAME);
  if (!definition)
    throw new AppError(
      'CONFLICT',
      'The signing workflow is not published here: install the digital signature package.',
    );
  const create = {
    kind: 'create' as const,
    object: REQUEST_OBJECT,
    values: {
      title: input.title,
      template_id: input.template_id,
      ...(input.document_type_id === undefined ? {} : { document_type_id: input.document_type_id }),
    },
  };
  const prepared = await prepareWrites(deps.db, [create]);
  const storedName = await writeUpload(createLocalFileStorage(deps.config.filesDir), input.file.bytes, 'pdf');
  const events: PendingEvent[] = [];
  try {
    const id = await withTenant(deps.db, auth.orgId, async (tx) => {
      const created = await runSteps(tx, auth, prepared, create);
      events.push(...created.events);
      const recordId = created.id;
      if (recordId === undefined) throw new Error('A signing request got no id.');
      const attached = await runSteps(tx, auth, prepared, {
        kind: 'attach',
        object: REQUEST_OBJECT,
        id: recordId,
        files: [
          {
            stored_name: storedName,
            file_name: fileNameOf(input.file.name),
            mime: 'application/pdf',
            size: input.file.bytes.length,
          },
        ],
      });
      events.push(...attached.events);
      const ctx = newContext(tx, auth, prepared, events);
      const instance = await startInstance(ctx, { definition, object: REQUEST_OBJECT, recordId });
      await drainFollowUps(ctx);
      const started = await tx
        .selectFrom('workflow_instances')
        .select(['status', 'state'])
        .where('id', '=', instance.id)
        .executeTakeFirstOrThrow();
      if (started.status === 'FAILED') {
        const state = started.state as { error?: string | null } | null;
        throw new AppError('UNPROCESSABLE', state?.error ?? 'The request could not be sent for signing.');
      }
      return recordId;
    });
    publishCommitted(deps.realtime, events);
    return summaryOf(deps.db, auth, id);
  } catch (error) {
    await removeUpload(deps.config.filesDir, storedName);
    throw error;
  }
}

export async function listRequests(
  db: Db,
  auth: AuthContext,
  scope: DigisignListScope,
): Promise<DigisignRequestSummary[]> {
  return withTenant(db, auth.orgId, (tx) => requestSummaries(tx, auth, { scope }));
}

export function requestSummary(db: Db, auth: AuthContext, id: number): Promise<DigisignRequestSummary> {
  return summaryOf(db, auth, id);
}

/** The pending approval of the request's current step that the caller signs, or why there is none. */
async function myApproval(db: Db, auth: AuthContext, id: number): Promise<string> {
  return withTenant(db, auth.orgId, async (tx) => {
    const { rows } = await sql<Record<string, unknown>>`
      select id, status, ${sql.join(SIGNER_SLOTS.map((slot) => sql.ref(`signer_${slot}`)))}
      from ${table(REQUEST_OBJECT)} where id = ${id}`.execute(tx);
    const request = rows[0];
    if (!request) throw new AppError('NOT_FOUND', `There is no signing request with id ${id}.`);
    const status = String(request.status ?? 'Draft');
    const approvals = await tx
      .selectFrom('workflow_approvals as a')
      .innerJoin('workflow_instances as i', 'i.id', 'a.instance_id')
      .select(['a.id', 'a.status', 'a.step', 'i.step as current_step'])
      .where('i.object', '=', REQUEST_OBJECT)
      .where('i.record_id', '=', id)
      .where('a.approver_id', '=', auth.user.id)
      .orderBy('a.id')
      .execute();
    const pending = approvals.find((row) => row.status === 'pending' && row.step === row.current_step);
    if (pending && status === 'In signing') return pending.id;
    if (approvals.some((row) => row.status === 'approved'))
      throw new AppError('CONFLICT', 'You have already signed this request.');
    if (approvals.some((row) => row.status === 'rejected'))
      throw new AppError('CONFLICT', 'You have already declined this request.');
    if (status !== 'In signing')
      throw new AppError('CONFLICT', `The request is ${status.toLowerCase()}: there is nothing to sign.`);
    const named = SIGNER_SLOTS.some((slot) =>
      String(request[`signer_${slot}`] ?? '')
        .split(',')
        .includes(String(auth.user.id)),
    );
    if (named) throw new AppError('CONFLICT', 'It is not your turn yet: the signers before you sign first.');
    throw new AppError('FORBIDDEN', 'You are not a signer of this request.');
  });
}

/** Signs (approves) or declines (rejects) the caller's step of a request, as the workflow's approval. */
export async function decideRequest(
  deps: DigisignDeps,
  auth: AuthContext,
  request: { id: number; decision: 'approve' | 'reject'; comment: string | undefined },
): Promise<DigisignRequestSummary> {
  const approvalId = await myApproval(deps.db, auth, request.id);
  await decideApproval(deps, auth, {
    approvalId,
    decision: request.decision,
    comment: request.comment || undefined,
  });
  return summaryOf(deps.db, auth, request.id);
}

/** The document types and templates a new request may name: those the caller may read. */
export async function requestChoices(db: Db, auth: AuthContext): Promise<DigisignChoices> {
  return withTenant(db, auth.orgId, async (tx) => {
    // Those the caller may read as records: a request naming another is refused (422) by the pipeline.
    const types = await sql<{ id: number; name: string }>`
      select id::float8 as id, name from ${table(DOC_TYPE_OBJECT)} t
      where ${readableSql(DOC_TYPE_OBJECT, accessOf(auth, DOC_TYPE_OBJECT))}
      order by name, id`.execute(tx);
    const templates = await sql<{ id: number; name: string; document_type_id: number | null }>`
      select id::float8 as id, name, document_type_id::float8 as document_type_id
      from ${table(TEMPLATE_OBJECT)} t
      where ${readableSql(TEMPLATE_OBJECT, accessOf(auth, TEMPLATE_OBJECT))}
      order by name, id`.execute(tx);
    return { document_types: types.rows, templates: templates.rows };
  });
}
