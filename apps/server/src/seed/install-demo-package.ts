import type { ModulePackage } from '@atrium/core';
import { installPackage } from '../features/packages/packages.service';
import type { Db } from '../platform/db/database';
import { idOfUser } from './crm/crm-demo-step';
import { BUILT_IN_PACKAGES } from './packages';

/** The demo organizations the shipped packages are installed in on start: those Ada Lovelace administers. */
export const DEMO_PACKAGE_ORGANIZATIONS = ['AHQ', 'AGT'] as const;

/**
 * A shipped package installed, with its demo data, in each demo organization by its administrator.
 * Each install is all or nothing; an organization that has this version is left as it is, so every
 * start may call this.
 */
export async function installInDemoOrganizations(db: Db, pkg: ModulePackage): Promise<void> {
  const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where('code', 'in', [...DEMO_PACKAGE_ORGANIZATIONS])
    .execute();
  for (const code of DEMO_PACKAGE_ORGANIZATIONS) {
    const orgId = organizations.find((row) => row.code === code)?.id;
    if (orgId === undefined) throw new Error(`${pkg.title} seed: the demo organization ${code} is missing.`);
    await installPackage(db, BUILT_IN_PACKAGES, pkg, { orgId, actorId: adaId, demo: true });
  }
}
