import {
  ATRIUM_VERSION,
  compareSemver,
  type ModulePackage,
  modulePackageSchema,
  objectPermission,
  type PackageError,
  type PackageInstallAnswer,
  type PackagesAnswer,
  validateModulePackage,
} from '@atrium/core';
import { sql } from 'kysely';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { PermissionSet } from '../../platform/auth/permission-set';
import { type AuthContext, resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { applyPackageMetadata } from './package-metadata';
import { createPackageRecords, createPackageReports, hasNoRecords, suggestRoles } from './package-records';
import type { PackageCatalogue } from './package-steps';

export interface InstallOptions {
  orgId: number;
  /** The person installing: records and reports are theirs, created as their own would be. */
  actorId: number;
  /** Add the demo data too (only into an organization with none of the package's records). */
  demo: boolean;
}

/** Every validation error of a package as one refusal, keyed by where each is. */
export function refusePackage(errors: readonly PackageError[]): never {
  const byPath: Record<string, string[]> = {};
  for (const error of errors) {
    const path = error.path || 'package';
    byPath[path] = [...(byPath[path] ?? []), error.message];
  }
  const count = errors.length === 1 ? 'one error' : `${errors.length} errors`;
  throw new AppError(
    'UNPROCESSABLE',
    `The package does not validate (${count}); nothing was installed.`,
    byPath,
  );
}

/** A package file checked against this installation (its Atrium version, its registered steps). */
export function checkPackage(raw: unknown, catalogue: PackageCatalogue): ModulePackage {
  const result = validateModulePackage(raw, { knownSteps: [...catalogue.steps.keys()] });
  if (!result.ok) refusePackage(result.errors);
  return result.value;
}

async function installedRow(tx: Db, orgId: number, name: string) {
  return withTenant(tx, orgId, (scoped) =>
    scoped
      .selectFrom('installed_packages')
      .select(['version', 'definition'])
      .where('org_id', '=', orgId)
      .where('name', '=', name)
      .executeTakeFirst(),
  );
}

/** The objects the packages installed in this organization brought, each with its package's name. */
export async function packagedObjects(db: Db, orgId: number): Promise<Map<string, string>> {
  const rows = await withTenant(db, orgId, async (scoped) => {
    const found = await sql<{ package: string; object: string }>`
      select p.name as package, o.value->>'name' as object
      from installed_packages p, jsonb_array_elements(p.definition->'objects') o
      where p.org_id = ${orgId}`.execute(scoped);
    return found.rows;
  });
  return new Map(rows.map((row) => [row.object, row.package]));
}

/** The newest version of the package installed in any organization: the metadata as it stands. */
async function newestAnywhere(tx: Db, name: string): Promise<ModulePackage | undefined> {
  const rows = await tx
    .selectFrom('installed_packages')
    .select(['version', 'definition'])
    .where('name', '=', name)
    .execute();
  const newest = rows.sort((a, b) => compareSemver(b.version, a.version))[0];
  return newest ? modulePackageSchema.parse(newest.definition) : undefined;
}

/**
 * Installs a validated package in one organization, or upgrades it there when its version rose: all or
 * nothing, one install at a time across processes (an advisory lock), and nothing at all when that
 * version is already installed.
 */
export async function installPackage(
  db: Db,
  catalogue: PackageCatalogue,
  pkg: ModulePackage,
  options: InstallOptions,
): Promise<PackageInstallAnswer> {
  const started = performance.now();
  const answer = await inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('atrium.packages'))`.execute(tx);
    const installed = await installedRow(tx, options.orgId, pkg.name);
    if (installed && compareSemver(installed.version, pkg.version) === 0)
      return { outcome: 'unchanged' as const, from: installed.version };
    if (installed && compareSemver(installed.version, pkg.version) > 0)
      throw new AppError(
        'CONFLICT',
        `'${pkg.name}' ${installed.version} is installed here, newer than ${pkg.version}; a package is not downgraded.`,
      );
    const here = installed ? modulePackageSchema.parse(installed.definition) : undefined;
    const anywhere = await newestAnywhere(tx, pkg.name);
    const previous = anywhere && compareSemver(anywhere.version, pkg.version) <= 0 ? anywhere : here;
    try {
      await applyPackageMetadata(tx, pkg, previous);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const doing = installed
        ? `Upgrading '${pkg.name}' to ${pkg.version}`
        : `Installing '${pkg.name}' ${pkg.version}`;
      throw new AppError(error.code, `${doing} was refused: ${error.message}`, error.errors);
    }
    await installForOrganization(tx, catalogue, pkg, here, options);
    await writeAdminAudit(tx, {
      kind: 'package',
      action: installed ? 'upgrade' : 'install',
      actorId: options.actorId,
      orgId: options.orgId,
      summary: installed
        ? `Upgraded '${pkg.name}' from ${installed.version} to ${pkg.version}`
        : `Installed '${pkg.name}' ${pkg.version}`,
    });
    return {
      outcome: installed ? ('upgraded' as const) : ('installed' as const),
      from: installed?.version ?? null,
    };
  });
  return {
    name: pkg.name,
    version: pkg.version,
    outcome: answer.outcome,
    from: answer.outcome === 'upgraded' ? answer.from : null,
    duration_ms: Math.round(performance.now() - started),
  };
}

/**
 * Records and reports are the installing person's, made as their own: they must be a member. Their
 * right to install the package lets them view and create the package's own objects while it installs
 * (nobody holds permissions on an object that did not exist); everything else the pipeline checks.
 */
async function actorIn(tx: Db, actorId: number, orgId: number, pkg: ModulePackage): Promise<AuthContext> {
  const { name } = pkg;
  try {
    const auth = await resolveJobAuth(tx, { userId: actorId, orgId, jobId: `package-${name}` });
    const own = pkg.objects.flatMap((object) =>
      (['view', 'create'] as const).map((verb) => objectPermission(object.name, verb)),
    );
    return {
      ...auth,
      permissions: new PermissionSet([...auth.permissions.list(), ...own], auth.permissions.superAdmin),
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_A_MEMBER') throw error;
    throw new AppError(
      'FORBIDDEN',
      `The package '${name}' brings records and reports, which are made as yours: you must be a member of organization ${orgId} to install it there.`,
    );
  }
}

/** What belongs to the organization: roles, new objects' reference data, reports, demo data, the row. */
async function installForOrganization(
  tx: Db,
  catalogue: PackageCatalogue,
  pkg: ModulePackage,
  here: ModulePackage | undefined,
  options: InstallOptions,
): Promise<void> {
  const { orgId } = options;
  await suggestRoles(tx, orgId, pkg);
  const knew = (object: string) => here?.objects.some((candidate) => candidate.name === object) ?? false;
  const referenceData = pkg.reference_data.filter((set) => !knew(set.object));
  const reported = new Set(here?.reports.map((report) => report.name));
  const reports = pkg.reports.filter((report) => !reported.has(report.name));
  const demo = options.demo && !here && (await hasNoRecords(tx, orgId, demoObjects(pkg)));
  if (referenceData.length > 0 || reports.length > 0 || (demo && pkg.demo_data.records.length > 0)) {
    const auth = await actorIn(tx, options.actorId, orgId, pkg);
    await createPackageRecords(tx, auth, referenceData);
    await createPackageReports(tx, auth, reports);
    if (demo) await createPackageRecords(tx, auth, pkg.demo_data.records);
  }
  if (demo) {
    const generator = pkg.demo_data.generator
      ? catalogue.steps.get(pkg.demo_data.generator)?.demoData
      : undefined;
    if (generator) {
      const org = await tx
        .selectFrom('organizations')
        .select('code')
        .where('id', '=', orgId)
        .executeTakeFirstOrThrow();
      await generator(tx, { orgId, orgCode: org.code });
    }
  }
  for (const name of pkg.steps) {
    const afterInstall = catalogue.steps.get(name)?.afterInstall;
    if (afterInstall)
      await afterInstall(tx, { orgId, actorId: options.actorId, from: here?.version ?? null });
  }
  await withTenant(tx, orgId, (scoped) =>
    scoped
      .insertInto('installed_packages')
      .values({
        org_id: orgId,
        name: pkg.name,
        version: pkg.version,
        title: pkg.title,
        definition: JSON.stringify(pkg),
        installed_by: options.actorId,
      })
      .onConflict((oc) =>
        oc.columns(['org_id', 'name']).doUpdateSet({
          version: pkg.version,
          title: pkg.title,
          definition: JSON.stringify(pkg),
          updated_at: new Date(),
        }),
      )
      .execute(),
  );
}

/** The objects whose records make up demo data: a generator may fill any of the package's. */
function demoObjects(pkg: ModulePackage): string[] {
  return pkg.demo_data.generator
    ? pkg.objects.map((object) => object.name)
    : pkg.demo_data.records.map((set) => set.object);
}

export async function listPackages(
  db: Db,
  catalogue: PackageCatalogue,
  orgId: number,
): Promise<PackagesAnswer> {
  const rows = await withTenant(db, orgId, (scoped) =>
    scoped
      .selectFrom('installed_packages')
      .select(['name', 'title', 'version', 'installed_at', 'updated_at', 'definition'])
      .where('org_id', '=', orgId)
      .orderBy('name')
      .execute(),
  );
  return {
    atrium_version: ATRIUM_VERSION,
    installed: rows.map((row) => ({
      name: row.name,
      title: row.title,
      version: row.version,
      installed_at: new Date(row.installed_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      objects: modulePackageSchema.parse(row.definition).objects.map((object) => object.name),
    })),
    available: catalogue.packages.map((pkg) => ({
      name: pkg.name,
      title: pkg.title,
      version: pkg.version,
      description: pkg.description,
    })),
  };
}

export async function requireInstalled(db: Db, orgId: number, name: string): Promise<ModulePackage> {
  const row = await installedRow(db, orgId, name);
  if (!row) throw new AppError('NOT_FOUND', `The package '${name}' is not installed in this organization.`);
  return modulePackageSchema.parse(row.definition);
}
