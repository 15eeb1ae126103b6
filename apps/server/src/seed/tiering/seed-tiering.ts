import { installPackage } from '../../features/packages/packages.service';
import type { Db } from '../../platform/db/database';
import { idOfUser } from '../crm/crm-demo-step';
import { HCM_ORGANIZATIONS } from '../hcm/seed-hcm';
import { BUILT_IN_PACKAGES } from '../packages';
import { TIERING_PACKAGE } from './tiering-package';

/**
 * The legal tiering tool installed, with its demo panel, in the demo organizations Ada Lovelace
 * administers, by her. An organization that has this version is left as it is, so every start may
 * call this.
 */
export async function seedTiering(db: Db): Promise<void> {
  const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where('code', 'in', [...HCM_ORGANIZATIONS])
    .execute();
  for (const code of HCM_ORGANIZATIONS) {
    const orgId = organizations.find((row) => row.code === code)?.id;
    if (orgId === undefined) throw new Error(`Tiering seed: the demo organization ${code} is missing.`);
    await installPackage(db, BUILT_IN_PACKAGES, TIERING_PACKAGE, { orgId, actorId: adaId, demo: true });
  }
}
