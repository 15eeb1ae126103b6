import type { ChartStyle, ChartType, ChartValue, ReportScope } from '@atrium/core';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';

export interface ReportListRow {
  id: number;
  name: string;
  group_id: number | null;
  owner_id: number;
  owner_name: string;
  definition: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface ChartListRow {
  id: number;
  report_id: number;
  name: string;
  type: ChartType;
  style: ChartStyle;
  pivot_order: number;
  pivot_size: number;
}

type ReportEb = ExpressionBuilder<Database & { r: Database['reports'] }, 'r'>;

/** Shared with the caller: by name, or through one of their roles in this organization. */
function sharedWith(eb: ReportEb, auth: AuthContext): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('report_shares as s')
      .select(sql.lit(1).as('one'))
      .whereRef('s.report_id', '=', 'r.id')
      .where((inner) =>
        inner.or([
          inner('s.to_user_id', '=', auth.user.id),
          ...(auth.roleIds.length > 0 ? [inner('s.to_role_id', 'in', auth.roleIds)] : []),
        ]),
      ),
  );
}

/** The reports of the caller's organization they own, were shared, or either; newest change first. */
export async function listReports(
  tx: Db,
  auth: AuthContext,
  filter: { scope: ReportScope; id?: number; groupId?: number },
): Promise<ReportListRow[]> {
  let query = tx
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.owner_id')
    .select([
      'r.id',
      'r.name',
      'r.group_id',
      'r.owner_id',
      'u.name as owner_name',
      'r.definition',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.org_id', '=', auth.orgId);
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  if (filter.groupId !== undefined) query = query.where('r.group_id', '=', filter.groupId);
  query = query.where((eb) => {
    const mine = eb('r.owner_id', '=', auth.user.id);
    if (filter.scope === 'mine') return mine;
    if (filter.scope === 'shared')
      return eb.and([eb('r.owner_id', '<>', auth.user.id), sharedWith(eb, auth)]);
    return eb.or([mine, sharedWith(eb, auth)]);
  });
  return query.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').limit(500).execute();
}

export async function chartsOf(tx: Db, reportIds: number[]): Promise<ChartListRow[]> {
  if (reportIds.length === 0) return [];
  return tx
    .selectFrom('report_charts')
    .select(['id', 'report_id', 'name', 'type', 'style', 'pivot_order', 'pivot_size'])
    .where('report_id', 'in', reportIds)
    .orderBy('pivot_order')
    .orderBy('id')
    .execute();
}

export async function sharesOf(
  tx: Db,
  reportIds: number[],
): Promise<{ report_id: number; to_user_id: number | null; to_role_id: number | null }[]> {
  if (reportIds.length === 0) return [];
  return tx
    .selectFrom('report_shares')
    .select(['report_id', 'to_user_id', 'to_role_id'])
    .where('report_id', 'in', reportIds)
    .orderBy('id')
    .execute();
}

export async function replaceShares(
  tx: Db,
  report: { orgId: number; reportId: number },
  sharing: { users: number[]; roles: number[] },
): Promise<void> {
  await tx.deleteFrom('report_shares').where('report_id', '=', report.reportId).execute();
  const rows = [
    ...[...new Set(sharing.users)].map((id) => ({ to_user_id: id, to_role_id: null })),
    ...[...new Set(sharing.roles)].map((id) => ({ to_user_id: null, to_role_id: id })),
  ].map((grantee) => ({ org_id: report.orgId, report_id: report.reportId, ...grantee }));
  if (rows.length > 0) await tx.insertInto('report_shares').values(rows).execute();
}

/**
 * Saves a report's charts: a chart named by its id keeps that id, one without an id is added, and
 * charts left out are removed.
 */
export async function replaceCharts(
  tx: Db,
  report: { orgId: number; reportId: number },
  charts: ChartValue[],
): Promise<void> {
  const kept = charts.flatMap((chart) => (chart.id === undefined ? [] : [chart.id]));
  let removal = tx.deleteFrom('report_charts').where('report_id', '=', report.reportId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const chart of charts) {
    const values = {
      name: chart.name,
      type: chart.type,
      style: JSON.stringify(chart.style),
      pivot_order: chart.pivot_order,
      pivot_size: chart.pivot_size,
    };
    if (chart.id !== undefined) {
      await tx
        .updateTable('report_charts')
        .set(values)
        .where('id', '=', chart.id)
        .where('report_id', '=', report.reportId)
        .execute();
    } else {
      await tx
        .insertInto('report_charts')
        .values({ ...values, org_id: report.orgId, report_id: report.reportId })
        .execute();
    }
  }
}

/** Of these chart ids, those whose report the caller sees in their organization (owns or was shared). */
export async function visibleChartIds(tx: Db, auth: AuthContext, chartIds: number[]): Promise<Set<number>> {
  if (chartIds.length === 0) return new Set();
  const rows = await tx
    .selectFrom('report_charts as c')
    .innerJoin('reports as r', 'r.id', 'c.report_id')
    .select('c.id')
    .where('c.id', 'in', chartIds)
    .where('r.org_id', '=', auth.orgId)
    .where((eb) => eb.or([eb('r.owner_id', '=', auth.user.id), sharedWith(eb, auth)]))
    .execute();
  return new Set(rows.map((row) => row.id));
}
