import {
  budgetResponseSchema,
  consolidatedBudgetResponseSchema,
  consolidatedVatResponseSchema,
  hyperionReportQuerySchema,
  journalEntryResponseSchema,
  journalEntrySchema,
  journalIdParamsSchema,
  vatReturnResponseSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { Realtime } from '../../platform/realtime/realtime';
import { publishCommitted } from '../records/write-pipeline/events';
import { runWrite } from '../records/write-pipeline/run-write';
import {
  budgetFor,
  consolidatedBudgetFor,
  consolidatedVatFor,
  requireHyperion,
  vatReturnFor,
} from './hyperion-reports';
import { prepareJournalWrites, writeJournalEntry } from './journal-entry';

const reportSchema = <Answer>(answer: Answer) => ({
  schema: { querystring: hyperionReportQuerySchema, response: { 200: answer } },
});

/**
 * Hyperion finance's own calls (docs/api/hyperion.md): a journal entry with its lines in one write,
 * posting a draft, and the VAT and budget reports. Its records go through the generic record calls.
 */
export const hyperionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);

  app.post(
    '/hyperion/journal-entries',
    { schema: { body: journalEntrySchema, response: { 201: journalEntryResponseSchema } } },
    async (request, reply) => {
      requirePermission(request, 'hyperionJournal:create');
      const auth = authOf(request);
      await requireHyperion(db, auth.orgId);
      const prepared = await prepareJournalWrites(db);
      const written = await withTenant(db, auth.orgId, (tx) =>
        writeJournalEntry(tx, { auth, prepared }, request.body),
      );
      publishCommitted(realtime, written.events);
      return reply.code(201).send({ id: written.id, status: written.status });
    },
  );

  app.post(
    '/hyperion/journals/:id/post',
    { schema: { params: journalIdParamsSchema, response: { 200: journalEntryResponseSchema } } },
    async (request) => {
      requirePermission(request, 'hyperionJournal:edit');
      const auth = authOf(request);
      await requireHyperion(db, auth.orgId);
      const { id } = request.params;
      await runWrite({ db, realtime }, auth, {
        kind: 'update',
        object: 'hyperion_journal',
        id,
        values: { status: 'Posted' },
        version: undefined,
      });
      return { id, status: 'Posted' };
    },
  );

  app.get('/hyperion/vat-return', reportSchema(vatReturnResponseSchema), async (request) => {
    requirePermission(request, 'hyperionVatReturnReport:view');
    return vatReturnFor(db, authOf(request), request.query.period);
  });

  app.get(
    '/hyperion/vat-consolidated-return',
    reportSchema(consolidatedVatResponseSchema),
    async (request) => {
      requirePermission(request, 'hyperionVatConsolidatedReturnReport:view');
      return consolidatedVatFor(db, authOf(request), request.query.period);
    },
  );

  app.get('/hyperion/budget', reportSchema(budgetResponseSchema), async (request) => {
    requirePermission(request, 'hyperionBudget:view');
    return budgetFor(db, authOf(request), request.query.period);
  });

  app.get(
    '/hyperion/consolidated-budget',
    reportSchema(consolidatedBudgetResponseSchema),
    async (request) => {
      requirePermission(request, 'hyperionConsolidatedBudget:view');
      return consolidatedBudgetFor(db, authOf(request), request.query.period);
    },
  );
};
