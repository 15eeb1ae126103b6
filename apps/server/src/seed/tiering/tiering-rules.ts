import { objectTableName } from '@atrium/core';
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
import { CRITERIA, type CriterionKey } from './tiering-objects';
import { TIERING_RULES_STEP } from './tiering-step-names';

const table = (object: string) => sql.table(objectTableName(object));

/**
 * An evaluation's score on 0–100: each criterion's rating (1–5) weighted by the organization's weight
 * for it, as a share of the best possible. A criterion without a weight counts 1; all weights 0 count
 * equally. Pure, so the figures are checked on their own.
 */
export function evaluationScore(
  ratings: Readonly<Record<CriterionKey, number>>,
  weights: ReadonlyMap<CriterionKey, number>,
): number {
  const weightOf = (key: CriterionKey) => weights.get(key) ?? 1;
  const total = CRITERIA.reduce((sum, { key }) => sum + weightOf(key), 0);
  const share = (key: CriterionKey) => (total === 0 ? 1 / CRITERIA.length : weightOf(key) / total);
  const weighted = CRITERIA.reduce((sum, { key }) => sum + share(key) * ratings[key], 0);
  return Math.round(weighted * 20 * 10) / 10;
}

/** The organization's weights by criterion key, from its `ppctt_criterion` records. */
async function weightsOf(state: WriteState): Promise<Map<CriterionKey, number>> {
  const { rows } = await sql<{ criterion: string; weight: number | null }>`
    select criterion, weight::float8 as weight from ${table('ppctt_criterion')}`.execute(state.tx);
  const byLabel = new Map<string, CriterionKey>(CRITERIA.map(({ key, label }) => [label, key]));
  const weights = new Map<CriterionKey, number>();
  for (const row of rows) {
    const key = byLabel.get(row.criterion);
    if (key && row.weight !== null) weights.set(key, row.weight);
  }
  return weights;
}

/** The tier whose minimum the score reaches, the highest such; none below every minimum. */
async function tierOf(state: WriteState, score: number): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`
    select name from ${table('ppctt_tier')}
    where minimum_score <= ${score} order by minimum_score desc, id limit 1`.execute(state.tx);
  return rows[0]?.name ?? null;
}

/**
 * Before an evaluation is saved: its score and tier from its ratings, whatever was sent for them. A
 * duplicate is a new evaluation too: scored with the weights and tiers in force, not the original's.
 */
async function scoreEvaluation(state: WriteState): Promise<void> {
  const ratings = Object.fromEntries(
    CRITERIA.map(({ key }) => [key, Number(writtenValue(state, key))]),
  ) as Record<CriterionKey, number>;
  // The validator has made each rating a whole number from 1 to 5; a missing one fails there first.
  if (CRITERIA.some(({ key }) => !Number.isFinite(ratings[key]))) return;
  const score = evaluationScore(ratings, await weightsOf(state));
  state.columns.score = score;
  state.columns.tier = await tierOf(state, score);
}

/**
 * After an evaluation is written, duplicated or deleted: its firm shows the score and tier of its
 * latest one (a duplicate of the latest is the new latest).
 */
async function placeFirm(state: WriteState): Promise<void> {
  const firm = lookupId(writtenValue(state, 'firm_id')) ?? lookupId(state.stored?.firm_id);
  const before = lookupId(state.stored?.firm_id);
  for (const id of new Set([firm, before])) {
    if (id === undefined) continue;
    const { rows } = await sql<{ score: number | null; tier: string | null }>`
      select score::float8 as score, tier from ${table('ppctt_evaluation')}
      where firm_id = ${id} order by year desc, id desc limit 1`.execute(state.tx);
    const latest = rows[0];
    await writeRelatedRecord(state, 'ppctt_firm', id, {
      latest_score: latest?.score ?? null,
      current_tier: latest?.tier ?? null,
    });
  }
}

/** One weight per criterion in an organization: a second is refused with the reason. */
async function oneWeightPerCriterion(state: WriteState): Promise<void> {
  if (!('criterion' in state.values)) return;
  const criterion = state.values.criterion;
  const { rows } = await sql<{ id: number }>`
    select id from ${table('ppctt_criterion')}
    where criterion = ${String(criterion)} and id <> ${state.request.kind === 'update' ? state.request.id : 0}
    limit 1`.execute(state.tx);
  if (rows.length > 0)
    refuseField('criterion', `${String(criterion)} already has a weight; change that one instead.`);
}

/** The package's declared step (docs/modules.md): scoring evaluations and placing firms in tiers. */
export const TIERING_RULES: PackageStep = { name: TIERING_RULES_STEP };

let declared = false;

/** Declares the tiering steps once per process (several apps in one test process share the registry). */
export function declareTieringRules(): void {
  if (declared) return;
  declared = true;
  declareObjectStep(
    { object: 'ppctt_evaluation' },
    { name: 'tieringScore', kinds: ['create', 'update', 'duplicate'], run: scoreEvaluation },
  );
  declareObjectStep(
    { object: 'ppctt_evaluation' },
    {
      name: 'tieringFirm',
      kinds: ['create', 'update', 'duplicate', 'delete'],
      run: placeFirm,
      phase: 'afterWrite',
    },
  );
  declareObjectStep(
    { object: 'ppctt_criterion' },
    { name: 'tieringWeights', kinds: ['create', 'update'], run: oneWeightPerCriterion },
  );
}
