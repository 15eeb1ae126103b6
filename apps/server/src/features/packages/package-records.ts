import type { ModulePackage, PackageRecords } from '@atrium/core';
import { objectTableName, savedReportInputSchema } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { prepareWrites, runSteps } from '../records/write-pipeline/run-write';
import { createReport } from '../reports/saved-reports.service';

/**
 * Records a package brings (reference data, declared demo data), each created through the write
 * pipeline by the installing person, as their own create would be (decision 0014). A refusal stops
 * the install with the pipeline's reason and the record it was about.
 */
export async function createPackageRecords(
  tx: Db,
  auth: AuthContext,
  sets: readonly PackageRecords[],
): Promise<number> {
  let count = 0;
  for (const set of sets) {
    if (set.records.length === 0) continue;
    const prepared = await prepareWrites(tx, [{ kind: 'create', object: set.object, values: {} }]);
    await withTenant(tx, auth.orgId, async (scoped) => {
      for (const [at, values] of set.records.entries()) {
        await runSteps(scoped, auth, prepared, {
          kind: 'create',
          object: set.object,
          values,
          trusted: true,
        }).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          throw new AppError(
            error.code,
            `The package's ${set.object} record ${at + 1} was refused: ${error.message}`,
            error.errors,
          );
        });
        count += 1;
      }
    });
  }
  return count;
}

/** True when the organization has no record of any of these objects: only then is demo data added. */
export async function hasNoRecords(tx: Db, orgId: number, objects: readonly string[]): Promise<boolean> {
  return withTenant(tx, orgId, async (scoped) => {
    for (const object of objects) {
      const found = await sql`select 1 from ${sql.table(objectTableName(object))} limit 1`.execute(scoped);
      if (found.rows.length > 0) return false;
    }
    return true;
  });
}

/**
 * The package's suggested roles in the organization: a missing one is created, one that exists gains
 * the permissions the package adds; nothing an administrator granted or took away elsewhere changes.
 */
export async function suggestRoles(tx: Db, orgId: number, pkg: ModulePackage): Promise<void> {
  for (const role of pkg.roles) {
    const row = await tx
      .insertInto('roles')
      .values({ org_id: orgId, name: role.name, description: role.description })
      .onConflict((oc) =>
        oc.columns(['org_id', 'name']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    if (role.permissions.length === 0) continue;
    await tx
      .insertInto('role_permissions')
      .values(role.permissions.map((permission) => ({ role_id: row.id, permission })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The package's reports, owned by the installing person, shared with no one until they choose. */
export async function createPackageReports(
  tx: Db,
  auth: AuthContext,
  reports: ModulePackage['reports'],
): Promise<void> {
  for (const report of reports) {
    await createReport(
      tx,
      auth,
      savedReportInputSchema.parse({
        name: report.name,
        definition: report.definition,
        charts: report.charts,
      }),
    );
  }
}
