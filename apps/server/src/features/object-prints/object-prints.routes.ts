import { readFile } from 'node:fs/promises';
import { IDENTIFIER_PATTERN, printBodySchema, SERIAL_ID_MAX, textIdSchema, z } from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Realtime } from '../../platform/realtime/realtime';
import { PRINT_JOB, PRINT_STARTED_MESSAGE, type PrintPayload } from '../templates/print-job';
import { printRecordPage, printRecordPdf, readableRecord } from '../templates/print-record';
import { findPrintTemplate } from '../templates/print-templates.repository';
import { printDocument } from './print-document';

const params = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  id: textIdSchema('The record id'),
});
const printQuery = z.object({ template: textIdSchema('The template', { max: SERIAL_ID_MAX }).optional() });
const documentParams = z.object({ documentId: textIdSchema('The document id') });

function pdfReply<T extends { header(name: string, value: string): T }>(reply: T, fileName: string): T {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-filename', encodeURIComponent(fileName))
    .header('x-filetype', 'application/pdf')
    .header('cache-control', 'private, no-store');
}

/**
 * `objectPrints/{object}/{id}/print` (spec 001 §7.3): without a template, the record as a printable page;
 * with `?template=`, the record printed through that template to a PDF (direct download); POSTed with
 * `{template}`, the same PDF made by a job, announced on the person's channel (spec 000 §4).
 */
export const objectPrintsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
  jobs: JobQueue;
}> = async (app, { db, config, realtime, jobs }) => {
  requireSession(app, db, config);
  const deps = { db, realtime };

  app.get(
    '/objectPrints/:object/:id/print',
    { schema: { params, querystring: printQuery } },
    async (request, reply) => {
      const { object, id } = request.params;
      const auth = authOf(request);
      if (request.query.template !== undefined) {
        const printed = await printRecordPdf(deps, auth, object, id, request.query.template);
        return pdfReply(reply, printed.fileName).send(printed.bytes);
      }
      const { model, record } = await printRecordPage(deps, auth, object, id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .header('cache-control', 'private, no-store')
        .send(printDocument(model, record));
    },
  );

  app.post(
    '/objectPrints/:object/:id/print',
    { schema: { params, body: printBodySchema } },
    async (request, reply) => {
      const { object, id } = request.params;
      const auth = authOf(request);
      const { template } = request.body;
      // Checked now, so a mistake is told at once rather than by a job that fails later.
      await readableRecord(deps, auth, object, id);
      const row = await withTenant(db, auth.orgId, (tx) => findPrintTemplate(tx, { id: template }));
      if (!row || row.object !== object) {
        throw new AppError('NOT_FOUND', `There is no print template with id ${template} for ${object}.`);
      }
      const payload: PrintPayload = { object, id, template, orgId: auth.orgId, userId: auth.user.id };
      const jobId = await jobs.enqueue(PRINT_JOB, { ...payload });
      return reply.status(202).send({ message: PRINT_STARTED_MESSAGE, jobId });
    },
  );

  /** A document printed in the background: its owner's alone, in the organization it was printed in. */
  app.get(
    '/objectPrints/documents/:documentId',
    { schema: { params: documentParams } },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await withTenant(db, auth.orgId, (tx) =>
        tx
          .selectFrom('print_documents')
          .select(['path', 'file_name'])
          .where('id', '=', String(request.params.documentId))
          .where('user_id', '=', auth.user.id)
          .executeTakeFirst(),
      );
      if (!row)
        throw new AppError(
          'NOT_FOUND',
          `There is no printed document ${request.params.documentId} of yours.`,
        );
      return pdfReply(reply, row.file_name).send(await readFile(row.path));
    },
  );
};
