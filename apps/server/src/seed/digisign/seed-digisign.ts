import { installPackage } from '../../features/packages/packages.service';
import type { Db } from '../../platform/db/database';
import { CRM_ORGANIZATIONS, idOfUser } from '../crm/crm-demo-step';
import { BUILT_IN_PACKAGES } from '../packages';
import { DIGISIGN_PACKAGE } from './digisign-package';

/**
 * The digital signature package, with its two document types and the demo template (Ada, then Sam),
 * in the demo organizations (the CRM's), installed by their administrator. An organization that has
 * it at this version is left as it is, so every start may call this.
 */
export async function seedDigisign(db: Db): Promise<void> {
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
  for (const org of organizations)
    await installPackage(db, BUILT_IN_PACKAGES, DIGISIGN_PACKAGE, {
      orgId: org.id,
      actorId: adaId,
      demo: true,
    });
}
