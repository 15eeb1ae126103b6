import { type JournalEntryInput, lineTax, objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import { prepareJournalWrites, writeJournalEntry } from '../../features/hyperion/journal-entry';
import type { PackageStep } from '../../features/packages/package-steps';
import { prepareWrites, runSteps } from '../../features/records/write-pipeline/run-write';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { periodOf } from './hyperion-reference-data';
import { HYPERION_DEMO_STEP } from './hyperion-step-names';

const ADMINISTRATOR = 'ada.lovelace@atrium.local';

async function idsByCode(tx: Db, object: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ code: string; id: number }>`
    select code, id::float8 as id from ${sql.table(objectTableName(object))}`.execute(tx);
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

type Line = [
  account: string,
  costCentre: string | null,
  taxCode: string | null,
  debit: number,
  credit: number,
];

/** A month's entries: a sale, a zero-rated export, a purchase with VAT, the rent and the salaries. */
function monthEntries(scale: number, month: number): { reference: string; lines: Line[]; post: boolean }[] {
  const sale = Math.round((9000 + 1500 * month) * scale);
  const saleTax = lineTax({ debit: 0, credit: sale }, 5).tax;
  const exported = Math.round(2500 * scale);
  const purchase = Math.round((380 + 40 * month) * scale);
  const purchaseTax = lineTax({ debit: purchase, credit: 0 }, 5).tax;
  const rent = Math.round(2000 * scale);
  const salaries = Math.round((7800 + 200 * month) * scale);
  const travel = Math.round(350 * scale);
  return [
    {
      reference: 'INV',
      lines: [
        ['1200', null, null, sale + saleTax, 0],
        ['4000', 'SLS', 'VAT5-OUT', 0, sale],
        ['2200', null, null, 0, saleTax],
      ],
      post: true,
    },
    {
      reference: 'EXP',
      lines: [
        ['1200', null, null, exported, 0],
        ['4000', 'SLS', 'VAT0-OUT', 0, exported],
      ],
      post: true,
    },
    {
      reference: 'PUR',
      lines: [
        ['6200', 'IT', 'VAT5-IN', purchase, 0],
        ['1400', null, null, purchaseTax, 0],
        ['2100', null, null, 0, purchase + purchaseTax],
      ],
      post: true,
    },
    {
      reference: 'RENT',
      lines: [
        ['6100', 'ADM', null, rent, 0],
        ['1100', null, null, 0, rent],
      ],
      post: true,
    },
    {
      reference: 'SAL',
      lines: [
        ['5000', 'ADM', null, salaries, 0],
        ['1100', null, null, 0, salaries],
      ],
      post: true,
    },
    {
      reference: 'TRV',
      lines: [
        ['6300', 'SLS', null, travel, 0],
        ['1100', null, null, 0, travel],
      ],
      // The current month's travel claim waits in draft.
      post: month < 2,
    },
  ];
}

const BUDGETS: [costCentre: string, account: string, amount: number][] = [
  ['SLS', '4000', 13000],
  ['ADM', '5000', 8000],
  ['ADM', '6100', 2000],
  ['IT', '6200', 450],
  ['SLS', '6300', 300],
];

/**
 * Hyperion's demo ledger, written through the pipeline by the administrator: the two months before
 * this one (the older closed) and this one, each with sales, purchases, rent and salaries posted, and
 * budgets for each month, so every screen has figures to show. Gulf Trading's books are smaller.
 */
export const HYPERION_DEMO_RECORDS: PackageStep = {
  name: HYPERION_DEMO_STEP,
  async demoData(db, { orgId, orgCode }) {
    const admin = await db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select('u.id')
      .where('m.org_id', '=', orgId)
      .where('u.email', '=', ADMINISTRATOR)
      .executeTakeFirst();
    if (!admin) return;
    const auth = await resolveJobAuth(db, { userId: admin.id, orgId, jobId: `seed-hyperion-${orgCode}` });
    const scale = orgCode === 'AHQ' ? 1 : 0.6;
    const prepared = await prepareJournalWrites(db);
    const more = await prepareWrites(
      db,
      ['hyperion_period', 'hyperion_budget'].map((object) => ({
        kind: 'create' as const,
        object,
        values: {},
      })),
    );
    for (const [object, model] of more.models) prepared.models.set(object, model);
    await withTenant(db, orgId, async (tx) => {
      const write = (object: string, values: Record<string, unknown>) =>
        runSteps(tx, auth, prepared, { kind: 'create', object, values, trusted: true });
      try {
        const now = new Date();
        const months = [2, 1, 0].map((back) => {
          const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
          return periodOf(at.getUTCFullYear(), at.getUTCMonth() + 1);
        });
        for (const month of months.slice(0, 2)) await write('hyperion_period', { ...month, status: 'Open' });
        const periods = await idsByCode(tx, 'hyperion_period');
        const accounts = await idsByCode(tx, 'hyperion_account');
        const centres = await idsByCode(tx, 'hyperion_cost_centre');
        const taxCodes = await idsByCode(tx, 'hyperion_tax_code');
        const idOf = (ids: Map<string, number>, code: string) => {
          const id = ids.get(code);
          if (id === undefined) throw new Error(`Hyperion seed: there is no ${code}.`);
          return id;
        };
        for (const [index, month] of months.entries()) {
          const periodId = idOf(periods, month.code);
          for (const entry of monthEntries(scale, index)) {
            const input: JournalEntryInput = {
              date: `${month.code}-${index === 2 ? '01' : '15'}`,
              periodId,
              reference: `${entry.reference}-${month.code}`,
              description: '',
              post: entry.post,
              lines: entry.lines.map(([account, centre, tax, debit, credit]) => ({
                accountId: idOf(accounts, account),
                costCentreId: centre === null ? null : idOf(centres, centre),
                taxCodeId: tax === null ? null : idOf(taxCodes, tax),
                debit,
                credit,
              })),
            };
            await writeJournalEntry(tx, { auth, prepared, trusted: true }, input);
          }
          for (const [centre, account, amount] of BUDGETS)
            await write('hyperion_budget', {
              cost_centre_id: idOf(centres, centre),
              account_id: idOf(accounts, account),
              period_id: periodId,
              amount: Math.round(amount * scale),
            });
        }
        await runSteps(tx, auth, prepared, {
          kind: 'update',
          object: 'hyperion_period',
          id: idOf(periods, months[0]?.code ?? ''),
          values: { status: 'Closed' },
          version: undefined,
          trusted: true,
        });
      } catch (error) {
        const reason =
          error instanceof AppError ? JSON.stringify(error.errors ?? error.message) : String(error);
        throw new Error(`Hyperion seed: a record was refused: ${reason}`);
      }
    });
  },
};
