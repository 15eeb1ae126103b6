import { balanceRefusal, journalTotals, lineAmountRefusal, lineTax, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { PackageStep } from '../../features/packages/package-steps';
import { declareObjectStep } from '../../features/records/write-pipeline/object-steps';
import {
  lookupId,
  refuseField,
  writeRelatedRecord,
  writtenValue,
} from '../../features/records/write-pipeline/step-helpers';
import type { WriteState } from '../../features/records/write-pipeline/write-state';
import { HYPERION_RULES_STEP } from './hyperion-step-names';

const table = (object: string) => sql.table(objectTableName(object));
const amount = (value: unknown) =>
  value === null || value === undefined || value === '' ? 0 : Number(value);
/** A day as the request sent it (`2026-11-28` or an ISO timestamp), or undefined. */
const dayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

interface JournalHead {
  reference: string;
  status: string;
}

async function journalHead(state: WriteState, id: number): Promise<JournalHead | undefined> {
  const { rows } = await sql<JournalHead>`
    select reference, status from ${table('hyperion_journal')} where id = ${id}`.execute(state.tx);
  return rows[0];
}

async function linesOf(state: WriteState, journalId: number) {
  const { rows } = await sql<{ debit: number; credit: number }>`
    select coalesce(debit, 0)::float8 as debit, coalesce(credit, 0)::float8 as credit
    from ${table('hyperion_journal_line')} where journal_id = ${journalId}`.execute(state.tx);
  return rows;
}

/** The period a journal names: open, and holding the journal's date. */
async function checkPeriod(state: WriteState, posting: boolean): Promise<void> {
  const periodId = lookupId(writtenValue(state, 'period_id'));
  if (periodId === undefined) {
    if (posting) refuseField('period_id', 'A journal entry is posted into a period; choose one.');
    return;
  }
  const day = dayOf(state.values.entry_date);
  const { rows } = await sql<{ code: string; status: string; holds: boolean | null }>`
    select code, status, (${day ?? null}::date between start_date and end_date) as holds
    from ${table('hyperion_period')} where id = ${periodId}`.execute(state.tx);
  const period = rows[0];
  if (!period) return; // The pipeline's relation check has already refused a period it cannot read.
  if (posting && period.status !== 'Open')
    refuseField('period_id', `The period ${period.code} is closed; it takes no more postings.`);
  if (day !== undefined && ('entry_date' in state.values || 'period_id' in state.values) && !period.holds)
    refuseField('entry_date', `The date ${day} is outside the period ${period.code}.`);
}

/**
 * Before a journal entry is written: a posted entry is final; a draft posts only into an open period
 * that holds its date, and only when its lines balance. A copy starts as a draft with no totals.
 */
async function guardJournal(state: WriteState): Promise<void> {
  const { kind } = state.request;
  if (kind === 'duplicate' || kind === 'version') {
    Object.assign(state.columns, { status: 'Draft', total_debit: 0, total_credit: 0 });
    return;
  }
  if (state.stored?.status === 'Posted') {
    const what = kind === 'delete' ? 'deleted' : 'changed';
    refuseField(
      'status',
      `Journal entry ${String(state.stored.reference)} is posted and cannot be ${what}; correct it with a new entry.`,
    );
  }
  if (kind === 'delete') return;
  const posting = writtenValue(state, 'status') === 'Posted';
  await checkPeriod(state, posting);
  if (!posting) return;
  const lines = kind === 'update' ? await linesOf(state, state.request.id) : [];
  const refusal = balanceRefusal(journalTotals(lines));
  if (refusal) refuseField('status', refusal);
}

/** Before a journal line is written: its entry is a draft; its amounts make sense; its tax is computed. */
async function guardLine(state: WriteState): Promise<void> {
  const journal = lookupId(writtenValue(state, 'journal_id'));
  const before = lookupId(state.stored?.journal_id);
  if (journal === undefined && state.request.kind !== 'delete')
    refuseField('journal_id', 'A journal line belongs to a journal entry; choose one.');
  for (const id of new Set([journal, before])) {
    if (id === undefined) continue;
    const head = await journalHead(state, id);
    if (head?.status === 'Posted')
      refuseField('journal_id', `Journal entry ${head.reference} is posted; its lines cannot be changed.`);
  }
  if (state.request.kind === 'delete') return;
  const line = { debit: amount(writtenValue(state, 'debit')), credit: amount(writtenValue(state, 'credit')) };
  const refusal = lineAmountRefusal(line);
  if (refusal) refuseField(line.debit > 0 ? 'credit' : 'debit', refusal);
  const taxCode = lookupId(writtenValue(state, 'tax_code_id'));
  let rate: number | null = null;
  if (taxCode !== undefined) {
    const { rows } = await sql<{ rate: number }>`
      select rate::float8 as rate from ${table('hyperion_tax_code')} where id = ${taxCode}`.execute(state.tx);
    rate = rows[0]?.rate ?? null;
  }
  const { net, tax } = lineTax(line, rate);
  Object.assign(state.columns, { debit: line.debit, credit: line.credit, net, tax_amount: tax });
}

/** After a line is written or deleted: its entry's totals follow. */
async function totalJournal(state: WriteState): Promise<void> {
  const journal = lookupId(writtenValue(state, 'journal_id'));
  const before = lookupId(state.stored?.journal_id);
  for (const id of new Set([journal, before])) {
    if (id === undefined) continue;
    const totals = journalTotals(await linesOf(state, id));
    await writeRelatedRecord(state, 'hyperion_journal', id, {
      total_debit: totals.debit,
      total_credit: totals.credit,
    });
  }
}

/** One budget per cost centre, account and period; each of the three is named. */
async function guardBudget(state: WriteState): Promise<void> {
  const keys = ['cost_centre_id', 'account_id', 'period_id'] as const;
  const [costCentre, account, period] = keys.map((key) => lookupId(writtenValue(state, key)));
  const names = { cost_centre_id: 'cost centre', account_id: 'account', period_id: 'period' };
  for (const [at, key] of keys.entries())
    if ([costCentre, account, period][at] === undefined)
      refuseField(key, `A budget is for a ${names[key]}; choose one.`);
  const self = state.request.kind === 'update' ? state.request.id : 0;
  const { rows } = await sql<{ id: number }>`
    select id from ${table('hyperion_budget')}
    where cost_centre_id = ${costCentre ?? 0} and account_id = ${account ?? 0} and period_id = ${period ?? 0}
      and id <> ${self} limit 1`.execute(state.tx);
  if (rows.length > 0)
    refuseField(
      'amount',
      'This cost centre already has a budget for this account and period; change that one.',
    );
}

/** The package's declared step (docs/modules.md): the ledger's posting rules and the budgets' keys. */
export const HYPERION_RULES: PackageStep = { name: HYPERION_RULES_STEP };

let declared = false;

/** Declares the Hyperion steps once per process (several apps in one test process share the registry). */
export function declareHyperionRules(): void {
  if (declared) return;
  declared = true;
  const copies = ['duplicate', 'version'] as const;
  declareObjectStep(
    { object: 'hyperion_journal' },
    { name: 'hyperionPosting', kinds: ['create', 'update', 'delete', ...copies], run: guardJournal },
  );
  declareObjectStep(
    { object: 'hyperion_journal_line' },
    { name: 'hyperionLine', kinds: ['create', 'update', 'delete', ...copies], run: guardLine },
  );
  declareObjectStep(
    { object: 'hyperion_journal_line' },
    {
      name: 'hyperionTotals',
      kinds: ['create', 'update', 'delete', ...copies],
      run: totalJournal,
      phase: 'afterWrite',
    },
  );
  declareObjectStep(
    { object: 'hyperion_budget' },
    { name: 'hyperionBudgetKey', kinds: ['create', 'update', 'duplicate'], run: guardBudget },
  );
}
