import {
  type Chart,
  checkReportDefinition,
  type ReportDefinition,
  type ReportScope,
  type SavedReport,
  type SavedReportValue,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { loadReportModels } from './report-sql';
import {
  chartsOf,
  listReports,
  type ReportListRow,
  replaceCharts,
  replaceShares,
  sharesOf,
} from './saved-reports.repository';

/** Reports as the caller sees them: their charts and sharing, and whether they own them. */
async function withDetails(tx: Db, auth: AuthContext, rows: ReportListRow[]): Promise<SavedReport[]> {
  const ids = rows.map((row) => row.id);
  const [charts, shares] = await Promise.all([chartsOf(tx, ids), sharesOf(tx, ids)]);
  return rows.map((row) => {
    const definition = row.definition as ReportDefinition;
    const mine = row.owner_id === auth.user.id;
    const own = shares.filter((share) => share.report_id === row.id);
    return {
      id: row.id,
      name: row.name,
      group_id: row.group_id,
      owner: { id: row.owner_id, name: row.owner_name },
      mine,
      definition,
      // Who else sees a report is the owner's business: others learn only that it reached them.
      shared_with: mine
        ? {
            users: own.flatMap((share) => (share.to_user_id === null ? [] : [share.to_user_id])),
            roles: own.flatMap((share) => (share.to_role_id === null ? [] : [share.to_role_id])),
          }
        : { users: [], roles: [] },
      charts: charts
        .filter((chart) => chart.report_id === row.id)
        .map(
          (chart): Chart => ({
            ...chart,
            report_name: row.name,
            object: definition.object,
          }),
        ),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  });
}

export async function findReports(
  db: Db,
  auth: AuthContext,
  filter: { scope: ReportScope; id?: number; groupId?: number },
): Promise<SavedReport[]> {
  return withTenant(db, auth.orgId, async (tx) => withDetails(tx, auth, await listReports(tx, auth, filter)));
}

/** A report the caller may see, else 404: another organization's id or an unshared one reads as absent. */
export async function findReport(db: Db, auth: AuthContext, id: number): Promise<SavedReport> {
  const [report] = await findReports(db, auth, { scope: 'visible', id });
  if (!report) throw new AppError('NOT_FOUND', `Report ${id} was not found.`);
  return report;
}

/** Checks what a save would store: the definition against its object, the group and the grantees. */
async function checkInput(tx: Db, auth: AuthContext, input: SavedReportValue): Promise<void> {
  const errors: Record<string, string[]> = {};
  // The object and those it reads through lookups must be ones the owner may view (else 403).
  const { model, related } = await loadReportModels(tx, auth, input.definition);
  for (const [path, messages] of Object.entries(
    checkReportDefinition(input.definition, model.object, related),
  )) {
    errors[`definition.${path}`] = messages;
  }
  if (input.group_id !== null) {
    const group = await tx
      .selectFrom('bi_groups')
      .select('id')
      .where('id', '=', input.group_id)
      .where('org_id', '=', auth.orgId)
      .executeTakeFirst();
    if (!group) errors.group_id = [`There is no report group ${input.group_id} in this organization.`];
  }
  const users = [...new Set(input.shared_with.users)];
  if (users.length > 0) {
    const members = await tx
      .selectFrom('memberships')
      .select('user_id')
      .where('org_id', '=', auth.orgId)
      .where('user_id', 'in', users)
      .execute();
    const known = new Set(members.map((member) => member.user_id));
    const strangers = users.filter((id) => !known.has(id));
    if (strangers.length > 0)
      errors['shared_with.users'] = [`Not members of this organization: ${strangers.join(', ')}.`];
  }
  const roles = [...new Set(input.shared_with.roles)];
  if (roles.length > 0) {
    const found = await tx
      .selectFrom('roles')
      .select('id')
      .where('org_id', '=', auth.orgId)
      .where('id', 'in', roles)
      .execute();
    const known = new Set(found.map((role) => role.id));
    const unknown = roles.filter((id) => !known.has(id));
    if (unknown.length > 0)
      errors['shared_with.roles'] = [`No such roles in this organization: ${unknown.join(', ')}.`];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('UNPROCESSABLE', first, errors);
}

export async function createReport(db: Db, auth: AuthContext, input: SavedReportValue): Promise<SavedReport> {
  const id = await withTenant(db, auth.orgId, async (tx) => {
    await checkInput(tx, auth, input);
    const row = await tx
      .insertInto('reports')
      .values({
        org_id: auth.orgId,
        owner_id: auth.user.id,
        group_id: input.group_id,
        name: input.name,
        definition: JSON.stringify(input.definition),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const target = { orgId: auth.orgId, reportId: row.id };
    await replaceShares(tx, target, input.shared_with);
    await replaceCharts(
      tx,
      target,
      input.charts.map(({ id: _ignored, ...chart }) => chart),
    );
    return row.id;
  });
  return findReport(db, auth, id);
}

/** Only the owner changes or deletes a report; others who see it are refused, the rest told it is absent. */
async function requireOwner(tx: Db, auth: AuthContext, id: number): Promise<void> {
  const [report] = await listReports(tx, auth, { scope: 'visible', id });
  if (!report) throw new AppError('NOT_FOUND', `Report ${id} was not found.`);
  if (report.owner_id !== auth.user.id) {
    throw new AppError('FORBIDDEN', 'Only the owner of a report may change or delete it.');
  }
}

export async function updateReport(
  db: Db,
  auth: AuthContext,
  id: number,
  input: SavedReportValue,
): Promise<SavedReport> {
  await withTenant(db, auth.orgId, async (tx) => {
    await requireOwner(tx, auth, id);
    await checkInput(tx, auth, input);
    const existing = new Set((await chartsOf(tx, [id])).map((chart) => chart.id));
    const foreign = input.charts.find((chart) => chart.id !== undefined && !existing.has(chart.id));
    if (foreign?.id !== undefined) {
      throw new AppError('UNPROCESSABLE', `Chart ${foreign.id} is not a chart of this report.`, {
        charts: [`Chart ${foreign.id} is not a chart of this report.`],
      });
    }
    await tx
      .updateTable('reports')
      .set({
        name: input.name,
        group_id: input.group_id,
        definition: JSON.stringify(input.definition),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    const target = { orgId: auth.orgId, reportId: id };
    await replaceShares(tx, target, input.shared_with);
    await replaceCharts(tx, target, input.charts);
  });
  return findReport(db, auth, id);
}

export async function deleteReport(db: Db, auth: AuthContext, id: number): Promise<void> {
  await withTenant(db, auth.orgId, async (tx) => {
    await requireOwner(tx, auth, id);
    await tx.deleteFrom('reports').where('id', '=', id).execute();
  });
}
