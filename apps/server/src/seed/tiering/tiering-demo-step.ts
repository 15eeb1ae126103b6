import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { PackageStep } from '../../features/packages/package-steps';
import { prepareWrites, runSteps } from '../../features/records/write-pipeline/run-write';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { TIERING_DEMO_STEP } from './tiering-step-names';

const ADMINISTRATOR = 'ada.lovelace@atrium.local';

/** The demo panel: law firms, and one evaluation per firm and practice area for the last two years. */
const FIRMS = [
  { name: 'Al Tamimi & Partners', country: 'United Arab Emirates', ratings: [5, 5, 4, 5] },
  { name: 'Hadef Legal', country: 'United Arab Emirates', ratings: [4, 4, 4, 4] },
  { name: 'Khan & Mehta Associates', country: 'India', ratings: [4, 3, 5, 4] },
  { name: 'Northgate LLP', country: 'United Kingdom', ratings: [3, 3, 3, 4] },
  { name: 'Rahman Advocates', country: 'Pakistan', ratings: [3, 2, 4, 3] },
  { name: 'Gulf Counsel', country: 'Saudi Arabia', ratings: [2, 3, 2, 2] },
] as const;
const AREAS = ['Corporate', 'Litigation', 'Employment'] as const;

async function idsByName(tx: Db, object: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ name: string; id: number }>`
    select name, id from ${sql.table(objectTableName(object))}`.execute(tx);
  return new Map(rows.map((row) => [row.name, Number(row.id)]));
}

/**
 * The tiering tool's demo data, written through the pipeline by the administrator: six firms, and
 * their evaluations (the last year a notch above or below the year before), so the firms stand in
 * tiers and the dashboard has something to show.
 */
export const TIERING_DEMO_RECORDS: PackageStep = {
  name: TIERING_DEMO_STEP,
  async demoData(db, { orgId, orgCode }) {
    const admin = await db
      .selectFrom('users as u')
      .innerJoin('memberships as m', 'm.user_id', 'u.id')
      .select('u.id')
      .where('m.org_id', '=', orgId)
      .where('u.email', '=', ADMINISTRATOR)
      .executeTakeFirst();
    if (!admin) return;
    const auth = await resolveJobAuth(db, { userId: admin.id, orgId, jobId: `seed-ppctt-${orgCode}` });
    await withTenant(db, orgId, async (tx) => {
      const prepared = await prepareWrites(
        tx,
        ['ppctt_firm', 'ppctt_evaluation'].map((object) => ({ kind: 'create' as const, object, values: {} })),
      );
      const create = async (object: string, values: Record<string, unknown>) => {
        const state = await runSteps(tx, auth, prepared, { kind: 'create', object, values, trusted: true });
        if (state.id === undefined) throw new Error(`Tiering seed: the ${object} got no id.`);
        return state.id;
      };
      try {
        const areas = await idsByName(tx, 'ppctt_practice_area');
        const year = new Date().getUTCFullYear();
        for (const [at, firm] of FIRMS.entries()) {
          const firmId = await create('ppctt_firm', {
            name: firm.name,
            country: firm.country,
            panel_status: 'Active',
          });
          const area = areas.get(AREAS[at % AREAS.length] ?? 'Corporate') ?? null;
          for (const [back, drift] of [
            [2, at % 2 === 0 ? -1 : 1],
            [1, 0],
          ] as const) {
            const [quality, responsiveness, value, expertise] = firm.ratings.map((rating) =>
              Math.min(5, Math.max(1, rating + drift)),
            );
            await create('ppctt_evaluation', {
              firm_id: firmId,
              practice_area_id: area,
              year: year - back,
              quality,
              responsiveness,
              value,
              expertise,
            });
          }
        }
      } catch (error) {
        const reason =
          error instanceof AppError ? JSON.stringify(error.errors ?? error.message) : String(error);
        throw new Error(`Tiering seed: a record was refused: ${reason}`);
      }
    });
  },
};
