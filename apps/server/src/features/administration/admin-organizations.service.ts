import type { AdminOrganization, AdminOrganizationCreate, AdminOrganizationUpdate } from '@atrium/core';
import { sql } from 'kysely';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { organizationLogoSvg } from '../organizations/organization-logo';
import { organizationLogoUrl } from '../organizations/organizations.repository';
import {
  type AdminScope,
  adminScope,
  ORGANIZATIONS_CONCERN,
  requireOrgInScope,
  requireSuperAdmin,
} from './admin-scope';

const DEFAULT_COLOR = '#1677ff';

/** The organizations of a scope (or the one organization `id`), with their logo's address and members. */
export async function listOrganizations(
  db: Db,
  scope: AdminScope,
  id?: number,
): Promise<AdminOrganization[]> {
  const rows = await db
    .selectFrom('organizations as o')
    .select(['o.id', 'o.code', 'o.name', 'o.color', 'o.logo_svg'])
    // A new upload changes the logo's address, so no cached copy of the old one is shown.
    .select(sql<string | null>`substr(md5(o.logo_data), 1, 12)`.as('logo_hash'))
    .select((eb) =>
      eb
        .selectFrom('memberships as m')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('m.org_id', '=', 'o.id')
        .as('members'),
    )
    .$if(scope !== 'all', (q) => q.where('o.id', 'in', scope as number[]))
    .$if(id !== undefined, (q) => q.where('o.id', '=', id as number))
    .orderBy('o.code')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    color: row.color,
    avatar: row.logo_hash
      ? `${organizationLogoUrl(row.id)}?v=${row.logo_hash}`
      : row.logo_svg
        ? organizationLogoUrl(row.id)
        : null,
    members: Number(row.members ?? 0),
  }));
}

async function codeTaken(db: Db, code: string, exceptId?: number): Promise<void> {
  const row = await db
    .selectFrom('organizations')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()))
    .executeTakeFirst();
  if (row && row.id !== exceptId) {
    throw new AppError('CONFLICT', `An organization with the code ${code} already exists.`, {
      code: ['This code is already used by another organization.'],
    });
  }
}

async function readBack(db: Db, id: number): Promise<AdminOrganization> {
  const [org] = await listOrganizations(db, 'all', id);
  if (!org) throw new AppError('NOT_FOUND', `There is no organization ${id}.`);
  return org;
}

/** The organizations the caller administers: every one for a super admin. */
export async function organizationsOf(db: Db, auth: AuthContext): Promise<AdminOrganization[]> {
  return listOrganizations(db, await adminScope(db, auth, ORGANIZATIONS_CONCERN));
}

/** A new organization, with its drawn badge; only a super admin creates one. */
export async function createOrganization(
  db: Db,
  auth: AuthContext,
  body: AdminOrganizationCreate,
): Promise<AdminOrganization> {
  requireSuperAdmin(auth, 'create an organization');
  const { code, name, color = DEFAULT_COLOR } = body;
  const id = await inTransaction(db, async (tx) => {
    await codeTaken(tx, code);
    const row = await tx
      .insertInto('organizations')
      .values({ code, name, color, logo_svg: organizationLogoSvg(code, color) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAdminAudit(tx, {
      kind: 'organization',
      action: 'created',
      actorId: auth.user.id,
      orgId: row.id,
      summary: `Created the organization ${code} (${name}).`,
    });
    return row.id;
  });
  return readBack(db, id);
}

/** Edits the code, name or colour of an organization the caller administers. */
export async function updateOrganization(
  db: Db,
  auth: AuthContext,
  id: number,
  body: AdminOrganizationUpdate,
): Promise<AdminOrganization> {
  requireOrgInScope(await adminScope(db, auth, ORGANIZATIONS_CONCERN), id);
  await inTransaction(db, async (tx) => {
    const current = await tx.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', `There is no organization ${id}.`);
    const code = body.code ?? current.code;
    const color = body.color ?? current.color ?? DEFAULT_COLOR;
    if (body.code !== undefined) await codeTaken(tx, code, id);
    await tx
      .updateTable('organizations')
      .set({ code, name: body.name ?? current.name, color, logo_svg: organizationLogoSvg(code, color) })
      .where('id', '=', id)
      .execute();
    await writeAdminAudit(tx, {
      kind: 'organization',
      action: 'updated',
      actorId: auth.user.id,
      orgId: id,
      summary: `Edited the organization ${current.code}${code !== current.code ? ` (now ${code})` : ''}: ${body.name ?? current.name}.`,
    });
  });
  return readBack(db, id);
}

/** An organization the caller administers, refused before any upload is read when it is not one. */
export async function organizationInScope(db: Db, auth: AuthContext, id: number) {
  requireOrgInScope(await adminScope(db, auth, ORGANIZATIONS_CONCERN), id);
  const org = await db
    .selectFrom('organizations')
    .select(['id', 'code'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!org) throw new AppError('NOT_FOUND', `There is no organization ${id}.`);
  return org;
}

/** Keeps a checked image as the organization's logo, or removes it (`null`) so the badge shows again. */
export async function setOrganizationLogo(
  db: Db,
  auth: AuthContext,
  id: number,
  logo: { bytes: Buffer; mime: string; ext: string } | null,
): Promise<AdminOrganization> {
  const org = await organizationInScope(db, auth, id);
  await inTransaction(db, async (tx) => {
    await tx
      .updateTable('organizations')
      .set({ logo_data: logo?.bytes ?? null, logo_mime: logo?.mime ?? null })
      .where('id', '=', org.id)
      .execute();
    await writeAdminAudit(tx, {
      kind: 'organization',
      action: logo ? 'logo' : 'logo-removed',
      actorId: auth.user.id,
      orgId: org.id,
      summary: logo
        ? `Uploaded a logo for ${org.code} (${logo.ext}, ${logo.bytes.length} bytes).`
        : `Removed the uploaded logo of ${org.code}; the drawn badge shows again.`,
    });
  });
  return readBack(db, org.id);
}
