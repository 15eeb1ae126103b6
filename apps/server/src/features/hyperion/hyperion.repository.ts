import { type BudgetActual, objectTableName, type TaxDirection, type VatCodeSums } from '@atrium/core';
import { sql } from 'kysely';
import { loadMembershipAccess } from '../../platform/auth/membership-access';
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/schema';

const table = (object: string) => sql.table(objectTableName(object));

export interface HyperionOrganization {
  id: number;
  code: string;
  name: string;
}

/** The organizations among `ids` that have Hyperion installed, by code. */
async function withHyperion(db: Db, ids: readonly number[]): Promise<HyperionOrganization[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('organizations as o')
    .innerJoin('installed_packages as p', 'p.org_id', 'o.id')
    .select(['o.id', 'o.code', 'o.name'])
    .where('p.name', '=', 'hyperion')
    .where('o.id', 'in', [...ids])
    .orderBy('o.code')
    .execute();
}

/** Whether an organization has Hyperion installed. */
export async function hasHyperion(db: Db, orgId: number): Promise<boolean> {
  return (await withHyperion(db, [orgId])).length > 0;
}

/**
 * The organizations a person may read a consolidated report of: those they belong to, that have
 * Hyperion, where they hold `permission` — each checked on its own, never inferred from another.
 */
export async function organizationsGranting(
  db: Db,
  user: Pick<UserRow, 'id' | 'is_super_admin'>,
  permission: string,
): Promise<HyperionOrganization[]> {
  const memberships = await db
    .selectFrom('memberships')
    .select('org_id')
    .where('user_id', '=', user.id)
    .execute();
  const candidates = await withHyperion(
    db,
    memberships.map((row) => row.org_id),
  );
  const granted: HyperionOrganization[] = [];
  for (const organization of candidates) {
    const access = await loadMembershipAccess(db, user, organization.id);
    if (access.member && access.permissions.has(permission)) granted.push(organization);
  }
  return granted;
}

/** An organization's periods, newest first, and the one holding today (else the newest). */
export async function periodsOf(tx: Db, orgId: number): Promise<{ codes: string[]; current: string | null }> {
  const { rows } = await sql<{ code: string; today: boolean }>`
    select code, (current_date between start_date and end_date) as today
    from ${table('hyperion_period')} where org_id = ${orgId} order by code desc`.execute(tx);
  const codes = rows.map((row) => row.code);
  return { codes, current: rows.find((row) => row.today)?.code ?? codes[0] ?? null };
}

/** Each tax code's posted lines in a period: their net amounts and tax, summed by the database. */
export async function vatSums(tx: Db, orgId: number, period: string): Promise<VatCodeSums[]> {
  const { rows } = await sql<{
    code: string;
    name: string;
    direction: TaxDirection;
    rate: number;
    net: number;
    tax: number;
    lines: number;
  }>`
    select t.code, t.name, t.direction, t.rate::float8 as rate,
      coalesce(sum(l.net), 0)::float8 as net, coalesce(sum(l.tax_amount), 0)::float8 as tax,
      count(l.id)::int as lines
    from ${table('hyperion_tax_code')} t
    left join (${table('hyperion_journal_line')} l
      join ${table('hyperion_journal')} j on j.id = l.journal_id and j.status = 'Posted'
      join ${table('hyperion_period')} p on p.id = j.period_id and p.code = ${period})
      on l.tax_code_id = t.id
    where t.org_id = ${orgId}
    group by t.id, t.code, t.name, t.direction, t.rate
    order by t.direction desc, t.code`.execute(tx);
  return rows.map((row) => ({ ...row, rate: Number(row.rate), net: Number(row.net), tax: Number(row.tax) }));
}

/**
 * A period's budgets with their actuals: the posted lines of the same cost centre and account in the
 * period, debit less credit (credit less debit for revenue, liability and equity accounts).
 */
export async function budgetActuals(tx: Db, orgId: number, period: string): Promise<BudgetActual[]> {
  const { rows } = await sql<{ cost_centre: string; account: string; budget: number; actual: number }>`
    select c.code || ' ' || c.name as cost_centre, a.code || ' ' || a.name as account,
      b.amount::float8 as budget,
      coalesce((
        select sum(case when a.account_type in ('Revenue', 'Liability', 'Equity')
                        then coalesce(l.credit, 0) - coalesce(l.debit, 0)
                        else coalesce(l.debit, 0) - coalesce(l.credit, 0) end)
        from ${table('hyperion_journal_line')} l
        join ${table('hyperion_journal')} j on j.id = l.journal_id and j.status = 'Posted'
        where j.period_id = b.period_id and l.account_id = b.account_id and l.cost_centre_id = b.cost_centre_id
      ), 0)::float8 as actual
    from ${table('hyperion_budget')} b
    join ${table('hyperion_period')} p on p.id = b.period_id
    join ${table('hyperion_account')} a on a.id = b.account_id
    join ${table('hyperion_cost_centre')} c on c.id = b.cost_centre_id
    where b.org_id = ${orgId} and p.code = ${period}
    order by c.code, a.code`.execute(tx);
  return rows.map((row) => ({
    costCentre: row.cost_centre,
    account: row.account,
    budget: Number(row.budget),
    actual: Number(row.actual),
  }));
}
