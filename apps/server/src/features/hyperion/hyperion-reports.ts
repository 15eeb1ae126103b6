import {
  type BudgetResponse,
  budgetReportOf,
  type ConsolidatedBudgetResponse,
  type ConsolidatedVatResponse,
  consolidatedBudgetReport,
  consolidatedVatReturn,
  type VatReturnResponse,
  vatReturnOf,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import {
  budgetActuals,
  type HyperionOrganization,
  hasHyperion,
  organizationsGranting,
  periodsOf,
  vatSums,
} from './hyperion.repository';

/** Hyperion must be installed in the organization a call acts in. */
export async function requireHyperion(db: Db, orgId: number): Promise<void> {
  if (!(await hasHyperion(db, orgId)))
    throw new AppError('NOT_FOUND', 'Hyperion finance is not installed in this organization.');
}

/** The period asked for, which must be one of the organization's; absent, the current one. */
function chosenPeriod(asked: string | undefined, periods: { codes: string[]; current: string | null }) {
  if (asked === undefined) return periods.current;
  if (!periods.codes.includes(asked)) throw new AppError('NOT_FOUND', `There is no period ${asked}.`);
  return asked;
}

/** One organization's VAT return for a period: its posted lines' output and input tax by tax code. */
export async function vatReturnFor(db: Db, auth: AuthContext, asked?: string): Promise<VatReturnResponse> {
  await requireHyperion(db, auth.orgId);
  return withTenant(db, auth.orgId, async (tx) => {
    const periods = await periodsOf(tx, auth.orgId);
    const period = chosenPeriod(asked, periods);
    const sums = period === null ? [] : await vatSums(tx, auth.orgId, period);
    return { period, periods: periods.codes, report: vatReturnOf(sums) };
  });
}

/** One organization's budgets for a period against the actuals posted. */
export async function budgetFor(db: Db, auth: AuthContext, asked?: string): Promise<BudgetResponse> {
  await requireHyperion(db, auth.orgId);
  return withTenant(db, auth.orgId, async (tx) => {
    const periods = await periodsOf(tx, auth.orgId);
    const period = chosenPeriod(asked, periods);
    const rows = period === null ? [] : await budgetActuals(tx, auth.orgId, period);
    return { period, periods: periods.codes, report: budgetReportOf(rows) };
  });
}

/** This month's code, `2026-11`, the consolidated reports' default when some organization has it. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * A report run in each organization the reader holds `permission` in, each inside its own tenant, for
 * one period code; an organization without that period contributes nothing.
 */
async function acrossOrganizations<Report>(
  db: Db,
  auth: AuthContext,
  query: { permission: string; period: string | undefined },
  run: (tx: Db, orgId: number, period: string) => Promise<Report>,
) {
  await requireHyperion(db, auth.orgId);
  const organizations = await organizationsGranting(db, auth.user, query.permission);
  const codes = new Set<string>();
  for (const organization of organizations)
    for (const code of await withTenant(
      db,
      organization.id,
      async (tx) => (await periodsOf(tx, organization.id)).codes,
    ))
      codes.add(code);
  const periods = [...codes].sort().reverse();
  const fallback = periods.includes(thisMonth()) ? thisMonth() : (periods[0] ?? null);
  const period = query.period ?? fallback;
  if (query.period !== undefined && !codes.has(query.period))
    throw new AppError('NOT_FOUND', `There is no period ${query.period}.`);
  const answers: (HyperionOrganization & { report: Report })[] = [];
  if (period !== null)
    for (const organization of organizations)
      answers.push({
        ...organization,
        report: await withTenant(db, organization.id, (tx) => run(tx, organization.id, period)),
      });
  return { period, periods, organizations: answers };
}

/** The VAT return of every organization the reader may see it for, and their total. */
export async function consolidatedVatFor(
  db: Db,
  auth: AuthContext,
  period?: string,
): Promise<ConsolidatedVatResponse> {
  const answer = await acrossOrganizations(
    db,
    auth,
    { permission: 'hyperionVatConsolidatedReturnReport:view', period },
    async (tx, orgId, code) => vatReturnOf(await vatSums(tx, orgId, code)),
  );
  return { ...answer, total: consolidatedVatReturn(answer.organizations.map((one) => one.report)) };
}

/** Budgets against actuals in every organization the reader may see them for, and their total. */
export async function consolidatedBudgetFor(
  db: Db,
  auth: AuthContext,
  period?: string,
): Promise<ConsolidatedBudgetResponse> {
  const answer = await acrossOrganizations(
    db,
    auth,
    { permission: 'hyperionConsolidatedBudget:view', period },
    async (tx, orgId, code) => budgetReportOf(await budgetActuals(tx, orgId, code)),
  );
  return { ...answer, total: consolidatedBudgetReport(answer.organizations.map((one) => one.report)) };
}
