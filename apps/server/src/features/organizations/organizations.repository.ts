import type { Organization } from '@atrium/core';
import type { Db } from '../../platform/db/database';

export function organizationLogoUrl(id: number): string {
  return `/api/v1/organizations/${id}/logo`;
}

export async function listUserOrganizations(db: Db, userId: number): Promise<Organization[]> {
  const rows = await db
    .selectFrom('organizations as o')
    .innerJoin('memberships as m', 'm.org_id', 'o.id')
    .select(['o.id', 'o.code', 'o.name', 'o.logo_svg'])
    .where('m.user_id', '=', userId)
    .orderBy('o.code')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    avatar: row.logo_svg ? organizationLogoUrl(row.id) : null,
  }));
}

export async function isMember(db: Db, userId: number, orgId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('org_id')
    .where('user_id', '=', userId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function firstMembership(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('memberships')
    .select('org_id')
    .where('user_id', '=', userId)
    .orderBy('org_id')
    .executeTakeFirst();
  return row?.org_id;
}

/** The logo to show: an uploaded one, else the badge drawn from the code and colour. */
export async function findOrganizationLogo(
  db: Db,
  id: number,
): Promise<{ body: string | Buffer; mime: string } | undefined> {
  const row = await db
    .selectFrom('organizations')
    .select(['logo_svg', 'logo_data', 'logo_mime'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.logo_data && row.logo_mime) return { body: Buffer.from(row.logo_data), mime: row.logo_mime };
  return row?.logo_svg ? { body: row.logo_svg, mime: 'image/svg+xml' } : undefined;
}
