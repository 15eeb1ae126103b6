import type { JournalEntryInput } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { prepareWrites, runSteps } from '../records/write-pipeline/run-write';
import type { PendingEvent, Prepared, WriteRequest } from '../records/write-pipeline/write-state';

/** The pipeline's models of a journal and its lines, read before a transaction opens (PGlite has one connection). */
export const prepareJournalWrites = (db: Db): Promise<Prepared> =>
  prepareWrites(
    db,
    ['hyperion_journal', 'hyperion_journal_line'].map((object) => ({
      kind: 'create' as const,
      object,
      values: {},
    })),
  );

/** A line's refusal said of that line: `Line 2: …`, its fields keyed `lines.2.debit`. */
function ofLine(error: unknown, number: number): unknown {
  if (!(error instanceof AppError) || error.code !== 'UNPROCESSABLE') return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, messages]) => [`lines.${number}.${field}`, messages]),
  );
  return new AppError('UNPROCESSABLE', `Line ${number}: ${error.message}`, errors);
}

/**
 * A journal entry and its lines, written through the pipeline as `auth` inside `tx` (a transaction
 * acting for their organization), then posted when asked: the posting step refuses an unbalanced
 * entry or a closed period, and the caller's transaction then writes nothing at all.
 */
export async function writeJournalEntry(
  tx: Db,
  context: { auth: AuthContext; prepared: Prepared; trusted?: boolean },
  input: JournalEntryInput,
): Promise<{ id: number; status: string; events: PendingEvent[] }> {
  const { auth, prepared } = context;
  const trusted = context.trusted ? { trusted: true } : {};
  const events: PendingEvent[] = [];
  const write = async (request: WriteRequest) => {
    const state = await runSteps(tx, auth, prepared, request);
    events.push(...state.events);
    return state;
  };
  const journal = await write({
    kind: 'create',
    object: 'hyperion_journal',
    values: {
      entry_date: input.date,
      period_id: input.periodId,
      reference: input.reference,
      description: input.description ?? '',
      status: 'Draft',
    },
    ...trusted,
  });
  const id = journal.id;
  if (id === undefined) throw new Error('The new journal entry got no id.');
  for (const [at, line] of input.lines.entries()) {
    try {
      await write({
        kind: 'create',
        object: 'hyperion_journal_line',
        values: {
          journal_id: id,
          account_id: line.accountId,
          cost_centre_id: line.costCentreId ?? null,
          tax_code_id: line.taxCodeId ?? null,
          debit: line.debit,
          credit: line.credit,
        },
        ...trusted,
      });
    } catch (error) {
      throw ofLine(error, at + 1);
    }
  }
  if (!input.post) return { id, status: 'Draft', events };
  await write({
    kind: 'update',
    object: 'hyperion_journal',
    id,
    values: { status: 'Posted' },
    version: undefined,
  });
  return { id, status: 'Posted', events };
}
