import { installPackage } from '../../features/packages/packages.service';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { BUILT_IN_PACKAGES } from '../packages';
import { CRM_ORGANIZATIONS, idOfUser } from './crm-demo-step';
import { CRM_PACKAGE } from './crm-package';
import { translateCrmObjects } from './object-translations';
import { seedCrmTemplates } from './seed-templates';

/**
 * The CRM package installed, with its demo records, in the demo organizations (installed by Ada
 * Lovelace, their administrator). Each install is all or nothing and one at a time across processes;
 * an organization that has it at this version is left as it is, so every start may call this.
 */
export async function seedCrm(db: Db): Promise<void> {
  const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where(
      'code',
      'in',
      CRM_ORGANIZATIONS.map((org) => org.code),
    )
    .execute();
  for (const org of CRM_ORGANIZATIONS) {
    const orgId = organizations.find((row) => row.code === org.code)?.id;
    if (orgId === undefined) throw new Error(`CRM seed: the demo organization ${org.code} is missing.`);
    await installPackage(db, BUILT_IN_PACKAGES, CRM_PACKAGE, { orgId, actorId: adaId, demo: true });
    await withTenant(db, orgId, (tx) => seedCrmTemplates(tx, orgId));
  }
  // Lookup fields made by relationships, and databases seeded before labels were translated.
  await translateCrmObjects(db);
}
