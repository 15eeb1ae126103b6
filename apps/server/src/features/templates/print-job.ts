import { writeFile } from 'node:fs/promises';
import { channels, type PrintReady } from '@atrium/core';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { FileStorage } from '../../platform/files/file-storage';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { Realtime } from '../../platform/realtime/realtime';
import { printRecordPdf } from './print-record';

export const PRINT_JOB = 'templates.print';
export const PRINT_STARTED_MESSAGE = 'Please wait your file is getting generated...';

export interface PrintPayload {
  object: string;
  id: number;
  template: number;
  orgId: number;
  userId: number;
}

/** Where a printed document is fetched, by the person who asked for it only. */
export function documentUrl(documentId: string | number): string {
  return `objectPrints/documents/${documentId}`;
}

/**
 * The asynchronous print (spec 000 §4): the job prints as the person who asked (checked again now), keeps
 * the PDF on disk with a row naming its owner, and tells them on their own channel with the `download`
 * event, whose url the page opens; the same url is the fallback link.
 */
export function printRecordJob(deps: { db: Db; files: FileStorage; realtime: Realtime }): JobHandler {
  return async (raw, context) => {
    const payload = raw as unknown as PrintPayload;
    const auth = await resolveJobAuth(deps.db, {
      userId: payload.userId,
      orgId: payload.orgId,
      jobId: context.id,
    });
    const printed = await printRecordPdf(deps, auth, payload.object, payload.id, payload.template);
    const path = await deps.files.newFilePath('prints', 'pdf');
    await writeFile(path, printed.bytes);
    const { id } = await withTenant(deps.db, payload.orgId, (tx) =>
      tx
        .insertInto('print_documents')
        .values({
          org_id: payload.orgId,
          user_id: payload.userId,
          object: payload.object,
          record_id: payload.id,
          template_id: payload.template,
          file_name: printed.fileName,
          path,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const data: PrintReady = {
      url: documentUrl(id),
      object: payload.object,
      id: payload.id,
      template: payload.template,
    };
    deps.realtime.publish({
      channel: channels.user(payload.userId),
      event: 'download',
      data,
      audience: { kind: 'user', userId: payload.userId },
    });
    return { document: String(id) };
  };
}
