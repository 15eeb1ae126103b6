import {
  policiesListSchema,
  policyAssignmentBodySchema,
  policyAssignmentFilterSchema,
  policyAssignmentListSchema,
  policyUsersQuerySchema,
  policyUsersSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { containsPattern } from './admin-scope';
import type { AdminDeps } from './admin-users.service';

const MANAGE = 'superadmin:manage-policies';

const filterQuery = z.object({
  filter: z
    .string()
    .max(2000)
    .optional()
    .transform((raw, context) => {
      if (raw === undefined || raw === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        context.addIssue({ code: 'custom', message: 'filter must be a JSON list of {columnName, value}.' });
        return z.NEVER;
      }
      const result = policyAssignmentFilterSchema.safeParse(parsed);
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          message: result.error.issues[0]?.message ?? 'filter is malformed.',
        });
        return z.NEVER;
      }
      return result.data;
    }),
});

async function requireUserAndPolicy(db: Db, userId: number, policyId: number) {
  const [user, policy] = await Promise.all([
    db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('policies').select(['id', 'name']).where('id', '=', policyId).executeTakeFirst(),
  ]);
  if (!user) throw new AppError('NOT_FOUND', `There is no user ${userId}.`);
  if (!policy) throw new AppError('NOT_FOUND', `There is no policy ${policyId}.`);
  return { user, policy };
}

/** Policy administration (spec 000 §7 "Permissions administration", /superadmin/policies). */
export const policiesRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);
  app.addHook('preHandler', async (request) => requirePermission(request, MANAGE));

  app.get(
    '/auth/administration/policies/policies-list',
    { schema: { response: { 200: policiesListSchema } } },
    async () => ({
      data: await db.selectFrom('policies').select(['id', 'name', 'description']).orderBy('name').execute(),
    }),
  );

  app.get(
    '/auth/administration/policies',
    { schema: { querystring: filterQuery, response: { 200: policyAssignmentListSchema } } },
    async (request) => {
      let query = db
        .selectFrom('policy_assignments as pa')
        .innerJoin('users as u', 'u.id', 'pa.user_id')
        .innerJoin('policies as p', 'p.id', 'pa.policy_id')
        .select(['pa.policy_id', 'p.name as policy_name', 'u.id', 'u.name', 'u.email']);
      for (const condition of request.query.filter) {
        if (condition.columnName === 'policy_id') query = query.where('pa.policy_id', '=', condition.value);
        else {
          const pattern = containsPattern(condition.value);
          query = query.where((eb) =>
            eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
          );
        }
      }
      const rows = await query.orderBy('p.name').orderBy('u.name').limit(1000).execute();
      return {
        data: rows.map((row) => ({
          policy_id: row.policy_id,
          policy_name: row.policy_name,
          user: { id: row.id, name: row.name, email: row.email },
        })),
      };
    },
  );

  app.get(
    '/auth/administration/policies/users',
    { schema: { querystring: policyUsersQuerySchema, response: { 200: policyUsersSchema } } },
    async (request) => {
      const search = request.query.search?.trim();
      const data = await db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('deactivated_at', 'is', null)
        .$if(Boolean(search), (q) =>
          q.where((eb) =>
            eb.or([
              eb('name', 'ilike', containsPattern(search ?? '')),
              eb('email', 'ilike', containsPattern(search ?? '')),
            ]),
          ),
        )
        .orderBy('name')
        .limit(50)
        .execute();
      return { data };
    },
  );

  const answer = z.object({ success: z.literal(true), message: z.string() });

  app.post(
    '/auth/administration/policies/assign',
    { schema: { body: policyAssignmentBodySchema, response: { 200: answer } } },
    async (request) => {
      const { user_id, policy_id } = request.body;
      const { user, policy } = await requireUserAndPolicy(db, user_id, policy_id);
      await db.transaction().execute(async (tx) => {
        const inserted = await tx
          .insertInto('policy_assignments')
          .values({ user_id, policy_id })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
          throw new AppError('CONFLICT', `${user.name} already holds the policy ${policy.name}.`);
        }
        await writeAdminAudit(tx, {
          kind: 'policy',
          action: 'assigned',
          actorId: authOf(request).user.id,
          orgId: authOf(request).orgId,
          userId: user.id,
          summary: `Assigned the policy ${policy.name} to ${user.name}.`,
        });
      });
      return { success: true as const, message: `${policy.name} assigned to ${user.name}.` };
    },
  );

  app.post(
    '/auth/administration/policies/revoke',
    { schema: { body: policyAssignmentBodySchema, response: { 200: answer } } },
    async (request) => {
      const { user_id, policy_id } = request.body;
      const { user, policy } = await requireUserAndPolicy(db, user_id, policy_id);
      await db.transaction().execute(async (tx) => {
        const removed = await tx
          .deleteFrom('policy_assignments')
          .where('user_id', '=', user_id)
          .where('policy_id', '=', policy_id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) {
          throw new AppError('NOT_FOUND', `${user.name} does not hold the policy ${policy.name}.`);
        }
        await writeAdminAudit(tx, {
          kind: 'policy',
          action: 'revoked',
          actorId: authOf(request).user.id,
          orgId: authOf(request).orgId,
          userId: user.id,
          summary: `Revoked the policy ${policy.name} from ${user.name}.`,
        });
      });
      return { success: true as const, message: `${policy.name} revoked from ${user.name}.` };
    },
  );
};
