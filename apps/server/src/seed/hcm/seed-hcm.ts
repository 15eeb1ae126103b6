import type { Db } from '../../platform/db/database';
import { installInDemoOrganizations } from '../install-demo-package';
import { seedDemoLeaves } from './hcm-demo-leaves';
import { HCM_PACKAGE } from './hcm-package';

/**
 * The HCM package installed, with its demo employees and balances, in the demo organizations by their
 * administrator, its workflows with it, and the demo leave requests.
 */
export async function seedHcm(db: Db): Promise<void> {
  await installInDemoOrganizations(db, HCM_PACKAGE);
  await seedDemoLeaves(db);
}
