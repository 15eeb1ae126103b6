import type { AppConfig } from '../platform/config/config';
import type { Db } from '../platform/db/database';
import { BUILD_ID } from '../platform/runtime/build-id';
import { seedLeadConversion } from './crm/conversion-mappings';
import { seedCrm } from './crm/seed-crm';
import { seedDemoData } from './demo-seed';
import { seedDigisign } from './digisign/seed-digisign';
import { seedHcm } from './hcm/seed-hcm';
import { seedHyperion } from './hyperion/seed-hyperion';
import { seedLms } from './lms/seed-lms';
import { seedDemoReports } from './reports/seed-reports';
import { seedServiceDesk } from './servicedesk/seed-servicedesk';
import { seedTiering } from './tiering/seed-tiering';

const MARK = 'demo';

type SeedSettings = Pick<AppConfig, 'seedDemoData' | 'seedCrmData'>;

async function lastSeeding(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('seed_marks')
    .select('fingerprint')
    .where('name', '=', MARK)
    .executeTakeFirst();
  return row?.fingerprint;
}

/**
 * The demo data (SEED_DEMO_DATA, SEED_CRM_DATA), each seed idempotent, run at start after the pipeline's
 * steps are declared. A build started again on a database it seeded with the same settings seeds
 * nothing: the seeds read every demo table, about a second of a warm start (decision 0025). Demo rows
 * deleted since come back with the next build's first start, not with every start.
 */
export async function seedOnStart(db: Db, settings: SeedSettings, build = BUILD_ID): Promise<void> {
  if (!settings.seedDemoData) return;
  // Undefined from source (tests, tsx), which always seeds.
  const fingerprint = build && `${build} crm=${settings.seedCrmData}`;
  if (fingerprint && (await lastSeeding(db)) === fingerprint) return;
  await seedDemoData(db);
  if (settings.seedCrmData) {
    await seedCrm(db);
    await seedLeadConversion(db);
    await seedHcm(db);
    await seedServiceDesk(db);
    await seedLms(db);
    await seedTiering(db);
    await seedHyperion(db);
    await seedDigisign(db);
    await seedDemoReports(db);
  }
  if (!fingerprint) return;
  await db
    .insertInto('seed_marks')
    .values({ name: MARK, fingerprint })
    .onConflict((oc) => oc.column('name').doUpdateSet({ fingerprint, seeded_at: new Date() }))
    .execute();
}
