import { sql } from 'kysely';
import { addRelationship, createObject } from '../../features/metadata/metadata.service';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { inTransaction } from '../../platform/db/transaction';
import { CRM_OBJECTS, CRM_RELATIONSHIPS } from './definitions';
import { layoutCrmForms } from './forms';
import { translateCrmObjects } from './object-translations';
import { seededRandom } from './random';
import { seedCrmRecords } from './records';
import { seedCrmTemplates } from './seed-templates';

/** Where the demo records go: most in the holding, a quarter as many in the Gulf trading company. */
const CRM_ORGANIZATIONS = [
  { code: 'AHQ', scale: 1, seed: 20_250_601 },
  { code: 'AGT', scale: 0.25, seed: 20_250_602 },
] as const;

async function idOfUser(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!row) throw new Error(`CRM seed: the demo account ${email} is missing.`);
  return row.id;
}

/**
 * The CRM module's objects, relations, forms and a few hundred demo records. Runs once: when the
 * `account` object exists (from an earlier start, or made by hand), it does nothing. Objects go
 * through the metadata service so their tables, forms and metadata are exactly what the API makes.
 */
export async function seedCrm(db: Db): Promise<void> {
  const seeded = () => db.selectFrom('objects').select('id').where('name', '=', 'account').executeTakeFirst();
  if (await seeded()) return translateCrmObjects(db);
  // All or nothing, and one process at a time: an interrupted first start leaves no half CRM behind,
  // and two processes starting together on a new database do not both seed it.
  await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.seed.crm'))`.execute(tx);
    if (await tx.selectFrom('objects').select('id').where('name', '=', 'account').executeTakeFirst()) return;
    await seedEverything(tx);
    await translateCrmObjects(tx);
  });
}

async function seedEverything(db: Db): Promise<void> {
  for (const object of CRM_OBJECTS) await createObject(db, object);
  for (const relationship of CRM_RELATIONSHIPS) await addRelationship(db, relationship);
  await layoutCrmForms(db);
  const samId = await idOfUser(db, 'sam.sales@atrium.local');
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
    const random = seededRandom(org.seed);
    const jobId = `seed-crm-${org.code}`;
    const owners = new Map([
      [samId, await resolveJobAuth(db, { userId: samId, orgId, jobId })],
      [adaId, await resolveJobAuth(db, { userId: adaId, orgId, jobId })],
    ]);
    const authOf = (ownerId: number) => {
      const auth = owners.get(ownerId);
      if (!auth) throw new Error(`CRM seed: no owner ${ownerId}.`);
      return auth;
    };
    await withTenant(db, orgId, async (tx) => {
      await seedCrmRecords(tx, { orgId, orgCode: org.code, scale: org.scale, random, samId, adaId, authOf });
      await seedCrmTemplates(tx, orgId);
    });
  }
}
