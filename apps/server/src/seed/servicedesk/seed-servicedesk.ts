import { installPackage } from '../../features/packages/packages.service';
import type { Db } from '../../platform/db/database';
import { CRM_ORGANIZATIONS, idOfUser } from '../crm/crm-demo-step';
import { BUILT_IN_PACKAGES } from '../packages';
import { SERVICEDESK_PACKAGE } from './servicedesk-package';

/**
 * The service desk package, with its ticket workflow and demo desk (team, routing, a few tickets), in
 * the demo organizations (the CRM's: the holding and the Gulf company), installed by their
 * administrator. Each install is all or nothing; an organization that has it at this version is left
 * as it is, so every start may call this.
 */
export async function seedServiceDesk(db: Db): Promise<void> {
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
    await installPackage(db, BUILT_IN_PACKAGES, SERVICEDESK_PACKAGE, {
      orgId: org.id,
      actorId: adaId,
      demo: true,
    });
}
