import {
  type ChainTree,
  chainTree,
  hopParentId,
  hopRecordId,
  type ObjectDefinition,
  RULE_RELATED_LIMIT,
  type RuleHop,
  type RuleRelated,
  resolveRuleHop,
} from '@atrium/core';
import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { loadModel } from './model-cache';
import type { RecordModel } from './record-model';
import { selectPage } from './records.repository';
import { accessOf } from './records.service';

/**
 * The related records a form's rules read (core's `ruleChains`), loaded for a save so the server's
 * rules see what the browser's did. Each hop is resolved against the metadata once per policy; at save
 * time each hop level costs one query per relation, for every record at that level at once, under the
 * caller's organization and record access: a record they cannot read is absent, so the rules see it
 * as empty, exactly as if the relation were unset.
 */

/** One hop, resolved once per policy, with the related object's model and the hops beyond it. */
export interface HopPlan extends RuleHop {
  model: RecordModel;
  next: HopPlan[];
}

async function planLevel(db: Db, object: ObjectDefinition, tree: ChainTree): Promise<HopPlan[]> {
  const plans: HopPlan[] = [];
  for (const [name, rest] of tree) {
    const hop = resolveRuleHop(object, name);
    // A name that is no relation reads nothing, in the browser too.
    if (!hop) continue;
    const model = await loadModel(db, hop.target);
    plans.push({ ...hop, model, next: await planLevel(db, model.object, rest) });
  }
  return plans;
}

/** The hops of the chains, resolved against the metadata: built with the form's policy, outside a save. */
export function planRelated(
  db: Db,
  object: ObjectDefinition,
  chains: readonly string[][],
): Promise<HopPlan[]> {
  return planLevel(db, object, chainTree(chains));
}

type Row = Record<string, unknown>;

const idOf = (value: unknown): number | undefined => hopRecordId({ id: value });

async function readRows(
  tx: Db,
  plan: HopPlan,
  auth: AuthContext,
  where: RawBuilder<unknown>,
  limit: number,
): Promise<Row[]> {
  const access = accessOf(auth, plan.model.object.name);
  const rows = await selectPage(tx, plan.model, access, { where, order: sql`t.id`, limit, offset: 0 });
  return rows as unknown as Row[];
}

/** Loads one hop for every source row at once and hangs the results on each row under the hop's name. */
async function loadHop(tx: Db, plan: HopPlan, sources: readonly Row[], auth: AuthContext): Promise<Row[]> {
  if (plan.kind === 'parent') {
    const ids = [...new Set(sources.map((row) => hopParentId(row, plan)).filter((id) => id !== undefined))];
    if (ids.length === 0) return [];
    const rows = await readRows(tx, plan, auth, sql`t.id in (${sql.join(ids)})`, ids.length);
    const byId = new Map(rows.map((row) => [idOf(row.id), row]));
    for (const source of sources) {
      const id = hopParentId(source, plan);
      // The record under the hop's name; an unreadable or missing parent leaves the hop empty.
      source[plan.name] = id === undefined ? undefined : byId.get(id);
    }
    return rows;
  }
  const ids = [...new Set(sources.map((row) => idOf(row.id)).filter((id) => id !== undefined))];
  for (const source of sources) source[plan.name] = [];
  if (ids.length === 0) return [];
  const column = plan.typeValue === undefined ? plan.column : `${plan.column}_id`;
  const typed =
    plan.typeValue === undefined ? sql`true` : sql`${sql.ref(`t.${plan.column}_type`)} = ${plan.typeValue}`;
  const versions = plan.model.object.has_versioning ? sql`t.is_active_version` : sql`true`;
  const where = sql`${sql.ref(`t.${column}`)} in (${sql.join(ids)}) and ${typed} and ${versions}`;
  const rows = await readRows(tx, plan, auth, where, RULE_RELATED_LIMIT * ids.length);
  const byParent = new Map<number, Row[]>();
  for (const row of rows) {
    const parent = idOf(row[column]);
    if (parent === undefined) continue;
    const list = byParent.get(parent) ?? [];
    if (list.length < RULE_RELATED_LIMIT) list.push(row);
    byParent.set(parent, list);
  }
  for (const source of sources) {
    const id = idOf(source.id);
    source[plan.name] = id === undefined ? [] : (byParent.get(id) ?? []);
  }
  return rows;
}

async function loadLevel(
  tx: Db,
  plans: readonly HopPlan[],
  sources: Row[],
  auth: AuthContext,
): Promise<void> {
  for (const plan of plans) {
    const rows = await loadHop(tx, plan, sources, auth);
    if (plan.next.length > 0 && rows.length > 0) await loadLevel(tx, plan.next, rows, auth);
  }
}

/**
 * The `related` map of each record in `records` (a save's record before and after the change): for
 * every planned hop, the related record or list under the hop's name, with deeper hops hung on them.
 * `tx` must act for the caller's organization (withTenant).
 */
export async function loadRelated(
  tx: Db,
  plans: readonly HopPlan[],
  records: readonly Readonly<Row>[],
  auth: AuthContext,
): Promise<RuleRelated[]> {
  // Each record's related map starts as a copy of its own keys the hops read, so ids can be followed.
  const holders: Row[] = records.map((record) => ({ ...record }));
  if (plans.length > 0) await loadLevel(tx, plans, holders, auth);
  return holders.map((holder) => Object.fromEntries(plans.map((plan) => [plan.name, holder[plan.name]])));
}
