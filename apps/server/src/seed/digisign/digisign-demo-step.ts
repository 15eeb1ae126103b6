import { objectTableName } from '@atrium/core';
import { sql } from 'kysely';
import type { PackageStep } from '../../features/packages/package-steps';
import { prepareWrites, runSteps } from '../../features/records/write-pipeline/run-write';
import { resolveJobAuth } from '../../platform/auth/request-context';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import { DOC_TYPE_OBJECT, TEMPLATE_OBJECT } from './digisign-objects';
import { DIGISIGN_DEMO_STEP } from './digisign-package';

/** The demo template's signers, in order. */
export const DEMO_SIGNERS = ['ada.lovelace@atrium.local', 'sam.sales@atrium.local'] as const;
export const DEMO_TEMPLATE = 'Contract: Ada, then Sam';

/**
 * The package's demo step: a contract template signed by Ada Lovelace then Sam Sales, made by Ada
 * through the pipeline (so the rules step checks its signers) where both may sign — an organization
 * in which Sam holds the package's Employee role.
 */
export const DIGISIGN_DEMO_RECORDS: PackageStep = {
  name: DIGISIGN_DEMO_STEP,
  async demoData(db, { orgId }) {
    await withTenant(db, orgId, async (tx) => {
      const { rows } = await sql<{ email: string }>`
        select u.email from users u
        join user_roles ur on ur.user_id = u.id
        join roles r on r.id = ur.role_id and r.org_id = ${orgId}
        where u.email in (${sql.join([...DEMO_SIGNERS])})
          and r.name in ('Employee', 'Administrator')`.execute(tx);
      const present = new Set(rows.map((row) => row.email));
      if (!DEMO_SIGNERS.every((email) => present.has(email))) return;
      const contract = await sql<{ id: number }>`
        select id::int as id from ${sql.table(objectTableName(DOC_TYPE_OBJECT))}
        where org_id = ${orgId} and name = 'Contract' order by id limit 1`.execute(tx);
      const ada = await tx
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_SIGNERS[0])
        .executeTakeFirstOrThrow();
      const auth = await resolveJobAuth(tx, { userId: ada.id, orgId, jobId: 'seed-digisign' });
      const request = {
        kind: 'create' as const,
        object: TEMPLATE_OBJECT,
        values: {
          name: DEMO_TEMPLATE,
          document_type_id: contract.rows[0]?.id ?? null,
          signer_1_user: DEMO_SIGNERS[0],
          signer_2_user: DEMO_SIGNERS[1],
        },
      };
      const prepared = await prepareWrites(tx, [request]);
      await runSteps(tx, auth, prepared, request).catch((error: unknown) => {
        const reason =
          error instanceof AppError ? JSON.stringify(error.errors ?? error.message) : String(error);
        throw new Error(`Digital signature seed: the demo template was refused: ${reason}`);
      });
    });
  },
};
