import type { PackageStep } from '../../features/packages/package-steps';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { CRM_DEMO_STEP } from './crm-package';
import { seededRandom } from './random';
import { seedCrmRecords } from './records';

/** Where the demo records go: most in the holding, a quarter as many in the Gulf trading company. */
export const CRM_ORGANIZATIONS = [
  { code: 'AHQ', scale: 1, seed: 20_250_601 },
  { code: 'AGT', scale: 0.25, seed: 20_250_602 },
] as const;

/** Demo records for an organization an administrator adds them to later: a small set of its own. */
const OTHER_ORGANIZATION = { scale: 0.25, seed: 20_250_699 };

export async function idOfUser(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!row) throw new Error(`CRM seed: the demo account ${email} is missing.`);
  return row.id;
}

/**
 * The CRM package's declared step: a few hundred linked demo records of one organization, each
 * created through the write pipeline by its owner (Sam Sales, every seventh Ada Lovelace).
 */
export const CRM_DEMO_RECORDS: PackageStep = {
  name: CRM_DEMO_STEP,
  async demoData(db, { orgId, orgCode }) {
    const org = CRM_ORGANIZATIONS.find((candidate) => candidate.code === orgCode) ?? OTHER_ORGANIZATION;
    const samId = await idOfUser(db, 'sam.sales@atrium.local');
    const adaId = await idOfUser(db, 'ada.lovelace@atrium.local');
    const random = seededRandom(org.seed);
    const jobId = `seed-crm-${orgCode}`;
    const owners = new Map([
      [samId, await resolveJobAuth(db, { userId: samId, orgId, jobId })],
      [adaId, await resolveJobAuth(db, { userId: adaId, orgId, jobId })],
    ]);
    const authOf = (ownerId: number) => {
      const auth = owners.get(ownerId);
      if (!auth) throw new Error(`CRM seed: no owner ${ownerId}.`);
      return auth;
    };
    await withTenant(db, orgId, (tx) =>
      seedCrmRecords(tx, { orgId, orgCode, scale: org.scale, random, samId, adaId, authOf }),
    );
  },
};
