import type { Workspace, WorkspaceCard, WorkspaceValue } from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { visibleChartIds } from './saved-reports.repository';

interface WorkspaceRow {
  id: number;
  name: string;
  layout: unknown;
  updated_at: Date;
}

/**
 * A workspace as its owner sees it now: cards whose chart they may no longer see (the report was
 * deleted or unshared) are left out, so a layout never shows what its owner lost access to.
 */
async function answerOf(tx: Db, auth: AuthContext, rows: WorkspaceRow[]): Promise<Workspace[]> {
  const layouts = rows.map((row) => row.layout as WorkspaceCard[]);
  const visible = await visibleChartIds(tx, auth, [...new Set(layouts.flat().map((card) => card.chart))]);
  return rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    layout: (layouts[index] ?? []).filter((card) => visible.has(card.chart)),
    updated_at: row.updated_at.toISOString(),
  }));
}

function ownWorkspaces(tx: Db, auth: AuthContext) {
  return tx
    .selectFrom('bi_workspaces')
    .select(['id', 'name', 'layout', 'updated_at'])
    .where('org_id', '=', auth.orgId)
    .where('owner_id', '=', auth.user.id);
}

/** The caller's workspaces in their active organization, oldest first (the first is their default). */
export async function listWorkspaces(db: Db, auth: AuthContext): Promise<Workspace[]> {
  return withTenant(db, auth.orgId, async (tx) =>
    answerOf(tx, auth, await ownWorkspaces(tx, auth).orderBy('id').limit(100).execute()),
  );
}

async function ownRow(tx: Db, auth: AuthContext, id: number): Promise<WorkspaceRow> {
  const row = await ownWorkspaces(tx, auth).where('id', '=', id).executeTakeFirst();
  // Another person's workspace, or another organization's, reads as absent.
  if (!row) throw new AppError('NOT_FOUND', `Workspace ${id} was not found.`);
  return row;
}

export async function findWorkspace(db: Db, auth: AuthContext, id: number): Promise<Workspace> {
  return withTenant(db, auth.orgId, async (tx) => {
    const [answer] = await answerOf(tx, auth, [await ownRow(tx, auth, id)]);
    if (!answer) throw new AppError('NOT_FOUND', `Workspace ${id} was not found.`);
    return answer;
  });
}

/** Every card names a chart the caller may see; else 422 naming the card, and nothing is stored. */
async function checkLayout(tx: Db, auth: AuthContext, layout: WorkspaceCard[]): Promise<void> {
  const visible = await visibleChartIds(
    tx,
    auth,
    layout.map((card) => card.chart),
  );
  const errors: Record<string, string[]> = {};
  layout.forEach((card, index) => {
    if (!visible.has(card.chart))
      errors[`layout.${index}.chart`] = [`There is no chart ${card.chart} you may see.`];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('UNPROCESSABLE', first, errors);
}

export async function createWorkspace(db: Db, auth: AuthContext, input: WorkspaceValue): Promise<Workspace> {
  const id = await withTenant(db, auth.orgId, async (tx) => {
    const count = await tx
      .selectFrom('bi_workspaces')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', auth.orgId)
      .where('owner_id', '=', auth.user.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= 100) throw new AppError('UNPROCESSABLE', 'A person has at most 100 workspaces.');
    await checkLayout(tx, auth, input.layout);
    const row = await tx
      .insertInto('bi_workspaces')
      .values({
        org_id: auth.orgId,
        owner_id: auth.user.id,
        name: input.name,
        layout: JSON.stringify(input.layout),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return findWorkspace(db, auth, id);
}

export async function updateWorkspace(
  db: Db,
  auth: AuthContext,
  id: number,
  input: WorkspaceValue,
): Promise<Workspace> {
  await withTenant(db, auth.orgId, async (tx) => {
    await ownRow(tx, auth, id);
    await checkLayout(tx, auth, input.layout);
    await tx
      .updateTable('bi_workspaces')
      .set({ name: input.name, layout: JSON.stringify(input.layout), updated_at: new Date() })
      .where('id', '=', id)
      .where('owner_id', '=', auth.user.id)
      .execute();
  });
  return findWorkspace(db, auth, id);
}

export async function deleteWorkspace(db: Db, auth: AuthContext, id: number): Promise<void> {
  await withTenant(db, auth.orgId, async (tx) => {
    await ownRow(tx, auth, id);
    await tx.deleteFrom('bi_workspaces').where('id', '=', id).execute();
  });
}
