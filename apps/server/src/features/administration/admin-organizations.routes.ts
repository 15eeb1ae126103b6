import {
  type AdminOrganization,
  adminIdParams,
  adminOrganizationCreateSchema,
  adminOrganizationListSchema,
  adminOrganizationSchema,
  adminOrganizationUpdateSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { authOf, requireSession } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
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
import type { AdminDeps } from './admin-users.service';

const DEFAULT_COLOR = '#1677ff';

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

/** Organizations (spec 000 §2: /superadmin/organizations, /administration/organizations). */
export const adminOrganizationsRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);
  const scopeOf = (request: Parameters<typeof authOf>[0]) =>
    adminScope(db, authOf(request), ORGANIZATIONS_CONCERN);

  app.get(
    '/auth/administration/organizations',
    { schema: { response: { 200: adminOrganizationListSchema } } },
    async (request) => ({ data: await listOrganizations(db, await scopeOf(request)) }),
  );

  app.post(
    '/auth/administration/organizations',
    { schema: { body: adminOrganizationCreateSchema, response: { 201: adminOrganizationSchema } } },
    async (request, reply) => {
      requireSuperAdmin(authOf(request), 'create an organization');
      const { code, name, color = DEFAULT_COLOR } = request.body;
      const id = await db.transaction().execute(async (tx) => {
        await codeTaken(tx, code);
        const row = await tx
          .insertInto('organizations')
          .values({ code, name, color, logo_svg: organizationLogoSvg(code, color) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAdminAudit(tx, {
          kind: 'organization',
          action: 'created',
          actorId: authOf(request).user.id,
          orgId: row.id,
          summary: `Created the organization ${code} (${name}).`,
        });
        return row.id;
      });
      const [created] = await listOrganizations(db, 'all', id);
      if (!created) throw new AppError('INTERNAL', 'The new organization could not be read back.');
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/auth/administration/organizations/:id',
    {
      schema: {
        params: adminIdParams,
        body: adminOrganizationUpdateSchema,
        response: { 200: adminOrganizationSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { id } = request.params;
      requireOrgInScope(scope, id);
      await db.transaction().execute(async (tx) => {
        const current = await tx
          .selectFrom('organizations')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) throw new AppError('NOT_FOUND', `There is no organization ${id}.`);
        const code = request.body.code ?? current.code;
        const color = request.body.color ?? current.color ?? DEFAULT_COLOR;
        if (request.body.code !== undefined) await codeTaken(tx, code, id);
        await tx
          .updateTable('organizations')
          .set({
            code,
            name: request.body.name ?? current.name,
            color,
            logo_svg: organizationLogoSvg(code, color),
          })
          .where('id', '=', id)
          .execute();
        await writeAdminAudit(tx, {
          kind: 'organization',
          action: 'updated',
          actorId: authOf(request).user.id,
          orgId: id,
          summary: `Edited the organization ${current.code}${code !== current.code ? ` (now ${code})` : ''}: ${request.body.name ?? current.name}.`,
        });
      });
      const [updated] = await listOrganizations(db, 'all', id);
      if (!updated) throw new AppError('NOT_FOUND', `There is no organization ${id}.`);
      return updated;
    },
  );
};
