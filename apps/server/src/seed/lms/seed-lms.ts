import { installPackage } from '../../features/packages/packages.service';
import type { Db } from '../../platform/db/database';
import { idOfUser } from '../crm/crm-demo-step';
import { HCM_ORGANIZATIONS } from '../hcm/seed-hcm';
import { BUILT_IN_PACKAGES } from '../packages';
import { LMS_PACKAGE } from './lms-package';

/**
 * The LMS package, with its demo questions and tests, installed in the demo organizations (HCM's:
 * those Ada Lovelace administers) by their administrator. An organization that has this version is
 * left as it is, so every start may call this.
 */
export async function seedLms(db: Db): Promise<void> {
  const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where('code', 'in', [...HCM_ORGANIZATIONS])
    .execute();
  for (const code of HCM_ORGANIZATIONS) {
    const orgId = organizations.find((row) => row.code === code)?.id;
    if (orgId === undefined) throw new Error(`LMS seed: the demo organization ${code} is missing.`);
    await installPackage(db, BUILT_IN_PACKAGES, LMS_PACKAGE, { orgId, actorId: adaId, demo: true });
  }
}
