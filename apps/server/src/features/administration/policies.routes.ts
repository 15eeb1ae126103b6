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
import { authOf, requirePermission, requireSession } from '../../platform/auth/request-context';
import type { AdminDeps } from './admin-users.service';
import {
  assignPolicy,
  listPolicies,
  policyAssignments,
  policyCandidates,
  revokePolicy,
} from './policies.service';

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

/** Policy administration (spec 000 §7 "Permissions administration", /superadmin/policies). */
export const policiesRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  requireSession(app, db, config);
  app.addHook('preHandler', async (request) => requirePermission(request, MANAGE));

  app.get(
    '/auth/administration/policies/policies-list',
    { schema: { response: { 200: policiesListSchema } } },
    async () => ({ data: await listPolicies(db) }),
  );

  app.get(
    '/auth/administration/policies',
    { schema: { querystring: filterQuery, response: { 200: policyAssignmentListSchema } } },
    async (request) => ({ data: await policyAssignments(db, request.query.filter) }),
  );

  app.get(
    '/auth/administration/policies/users',
    { schema: { querystring: policyUsersQuerySchema, response: { 200: policyUsersSchema } } },
    async (request) => ({ data: await policyCandidates(db, request.query.search) }),
  );

  const answer = z.object({ success: z.literal(true), message: z.string() });

  app.post(
    '/auth/administration/policies/assign',
    { schema: { body: policyAssignmentBodySchema, response: { 200: answer } } },
    async (request) => {
      const { user_id, policy_id } = request.body;
      const message = await assignPolicy(db, authOf(request), user_id, policy_id);
      return { success: true as const, message };
    },
  );

  app.post(
    '/auth/administration/policies/revoke',
    { schema: { body: policyAssignmentBodySchema, response: { 200: answer } } },
    async (request) => {
      const { user_id, policy_id } = request.body;
      const message = await revokePolicy(db, authOf(request), user_id, policy_id);
      return { success: true as const, message };
    },
  );
};
