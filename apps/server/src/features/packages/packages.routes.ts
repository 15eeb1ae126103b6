import {
  importPackageBodySchema,
  installPackageBodySchema,
  packageInstallAnswerSchema,
  packageNameParams,
  packagesAnswerSchema,
  packagesQuerySchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthContext, authOf, requireSession } from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import {
  type AdminConcern,
  adminScope,
  isSuperAdmin,
  requireOrgInScope,
} from '../administration/admin-scope';
import { exportPackage } from './package-export';
import type { PackageCatalogue } from './package-steps';
import { checkPackage, installPackage, listPackages } from './packages.service';

export const PACKAGES_CONCERN: AdminConcern = {
  superAdmin: 'superadmin:manage-packages',
  admin: 'admin:packages',
};

/** A package file may be larger than an ordinary call's body. */
const PACKAGE_BODY_LIMIT = 8 * 1_048_576;

export interface PackagesDeps {
  db: Db;
  config: AppConfig;
  packages: PackageCatalogue;
}

/** The organization the call names, when the caller administers packages there and it exists. */
async function targetOrganization(db: Db, auth: AuthContext, orgId: number): Promise<number> {
  requireOrgInScope(await adminScope(db, auth, PACKAGES_CONCERN), orgId);
  const org = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
  if (!org) throw new AppError('NOT_FOUND', `There is no organization ${orgId}.`);
  return org.id;
}

/** Only a super admin may install a role holding super admin powers. */
function refuseSuperAdminRoles(auth: AuthContext, roles: readonly { name: string; permissions: string[] }[]) {
  if (isSuperAdmin(auth)) return;
  const role = roles.find((candidate) =>
    candidate.permissions.some((p) => p === 'module:superadmin' || p.startsWith('superadmin:')),
  );
  if (role)
    throw new AppError(
      'FORBIDDEN',
      `The package's role '${role.name}' holds super admin permissions; only a super admin may install it.`,
    );
}

/** Module packages per organization (issue 19 item 1): the list, install, import and export. */
export const packagesRoutes: FastifyPluginAsyncZod<PackagesDeps> = async (app, { db, config, packages }) => {
  requireSession(app, db, config);

  app.get(
    '/auth/packages',
    { schema: { querystring: packagesQuerySchema, response: { 200: packagesAnswerSchema } } },
    async (request) => {
      const orgId = await targetOrganization(db, authOf(request), request.query.org_id);
      return listPackages(db, packages, orgId);
    },
  );

  app.post(
    '/auth/packages/install',
    { schema: { body: installPackageBodySchema, response: { 200: packageInstallAnswerSchema } } },
    async (request) => {
      const auth = authOf(request);
      const orgId = await targetOrganization(db, auth, request.body.org_id);
      const pkg = packages.packages.find((candidate) => candidate.name === request.body.name);
      if (!pkg)
        throw new AppError('NOT_FOUND', `This installation ships no package named '${request.body.name}'.`);
      refuseSuperAdminRoles(auth, pkg.roles);
      return installPackage(db, packages, pkg, { orgId, actorId: auth.user.id, demo: request.body.demo });
    },
  );

  app.post(
    '/auth/packages/import',
    {
      bodyLimit: PACKAGE_BODY_LIMIT,
      schema: { body: importPackageBodySchema, response: { 200: packageInstallAnswerSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const orgId = await targetOrganization(db, auth, request.body.org_id);
      const pkg = checkPackage(request.body.package, packages);
      refuseSuperAdminRoles(auth, pkg.roles);
      return installPackage(db, packages, pkg, { orgId, actorId: auth.user.id, demo: request.body.demo });
    },
  );

  app.get(
    '/auth/packages/:name/export',
    { schema: { params: packageNameParams, querystring: packagesQuerySchema } },
    async (request, reply) => {
      const orgId = await targetOrganization(db, authOf(request), request.query.org_id);
      const exported = await exportPackage(db, orgId, request.params.name);
      const filename = `${exported.name}-${exported.version}.atrium-package.json`;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-filename', filename)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(JSON.stringify(exported, null, 2));
    },
  );
};
