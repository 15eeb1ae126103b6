import { installPackage } from '../../features/packages/packages.service';
import type { Db } from '../../platform/db/database';
import { idOfUser } from '../crm/crm-demo-step';
import { BUILT_IN_PACKAGES } from '../packages';
import { seedDemoLeaves } from './hcm-demo-leaves';
import { HCM_PACKAGE } from './hcm-package';

/** The demo organizations HCM is installed in on start: those Ada Lovelace administers. */
export const HCM_ORGANIZATIONS = ['AHQ', 'AGT'] as const;

/**
 * The HCM package installed, with its demo employees and balances, in the demo organizations by their
 * administrator, its workflows with it. An organization that has this version is left as it is,
 * so every start may call this.
 */
export async function seedHcm(db: Db): Promise<void> {
  const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where('code', 'in', [...HCM_ORGANIZATIONS])
    .execute();
  for (const code of HCM_ORGANIZATIONS) {
    const orgId = organizations.find((row) => row.code === code)?.id;
    if (orgId === undefined) throw new Error(`HCM seed: the demo organization ${code} is missing.`);
    await installPackage(db, BUILT_IN_PACKAGES, HCM_PACKAGE, { orgId, actorId: adaId, demo: true });
  }
  await seedDemoLeaves(db);
}
