import {
  attemptResultSchema,
  myTestsQuerySchema,
  myTestsResponseSchema,
  submitAttemptSchema,
  templateIdParamsSchema,
  testFromTemplateResponseSchema,
  testIdParamsSchema,
  testPaperSchema,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PermissionSet } from '../../platform/auth/permission-set';
import {
  type AuthContext,
  authOf,
  requirePermission,
  requireSession,
} from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import type { Realtime } from '../../platform/realtime/realtime';
import { accessOf } from '../records/record-access';
import { runWrite } from '../records/write-pipeline/run-write';
import { attemptResult, myTests, paperOf, requireLms, testFor } from './lms.repository';
import { testFromTemplate } from './test-from-template';

/**
 * Taking a test is what `module:lms` allows. The attempt is written through the pipeline as the
 * taker's own create, which the LMS step marks; for that one write the taker may create and read an
 * attempt and read the test it names, as a package's installer may write its records (decisions 0022, 0024).
 * Nothing else of the LMS objects opens to them: the question bank, with its correct options, stays
 * with the LMS administrators.
 */
function asTaker(auth: AuthContext): AuthContext {
  const granted = ['lmsAttempt:create', 'lmsAttempt:view', 'lmsTest:view'];
  return {
    ...auth,
    permissions: new PermissionSet([...auth.permissions.list(), ...granted], auth.permissions.superAdmin),
  };
}

/**
 * A taker's access to tests, record by record: all of the organization's, unless grants restrict one
 * to the people it is assigned to, as the attempt's write checks its test.
 */
const testAccess = (auth: AuthContext) => accessOf(asTaker(auth), 'lms_test');

/** The LMS's own calls (docs/api/lms.md): my tests, a test's paper, and submitting an attempt. */
export const lmsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; realtime: Realtime }> = async (
  app,
  { db, config, realtime },
) => {
  requireSession(app, db, config);

  app.get(
    '/lms/my-tests',
    { schema: { querystring: myTestsQuerySchema, response: { 200: myTestsResponseSchema } } },
    async (request) => {
      requirePermission(request, 'module:lms');
      await requireLms(db);
      const auth = authOf(request);
      const { user, orgId } = auth;
      const tests = await withTenant(db, orgId, (tx) =>
        myTests(tx, { orgId, userId: user.id, access: testAccess(auth), category: request.query.category }),
      );
      return { tests };
    },
  );

  app.get(
    '/lms/tests/:id/paper',
    { schema: { params: testIdParamsSchema, response: { 200: testPaperSchema } } },
    async (request) => {
      requirePermission(request, 'module:lms');
      await requireLms(db);
      const auth = authOf(request);
      const { user, orgId } = auth;
      return withTenant(db, orgId, (tx) =>
        paperOf(tx, { orgId, userId: user.id, access: testAccess(auth), testId: request.params.id }),
      );
    },
  );

  app.post(
    '/lms/tests/:id/attempts',
    {
      schema: {
        params: testIdParamsSchema,
        body: submitAttemptSchema,
        response: { 201: attemptResultSchema },
      },
    },
    async (request, reply) => {
      requirePermission(request, 'module:lms');
      await requireLms(db);
      const auth = authOf(request);
      const testId = request.params.id;
      // Another organization's test, or none, is not found before anything is written.
      await withTenant(db, auth.orgId, (tx) =>
        testFor(tx, { orgId: auth.orgId, userId: auth.user.id, access: testAccess(auth), testId }),
      );
      const outcome = await runWrite({ db, realtime }, asTaker(auth), {
        kind: 'create',
        object: 'lms_attempt',
        values: { test_id: testId, answers: JSON.stringify(request.body.answers) },
      });
      const result = await withTenant(db, auth.orgId, (tx) =>
        attemptResult(tx, {
          orgId: auth.orgId,
          userId: auth.user.id,
          access: testAccess(auth),
          testId,
          attemptId: Number(outcome.id),
        }),
      );
      return reply.code(201).send(result);
    },
  );

  // The templates' entry permission; the writes check the test's and its questions' own.
  app.post(
    '/lms/templates/:id/tests',
    { schema: { params: templateIdParamsSchema, response: { 201: testFromTemplateResponseSchema } } },
    async (request, reply) => {
      requirePermission(request, 'lmsAdmin:templates');
      await requireLms(db);
      const id = await testFromTemplate({ db, realtime }, authOf(request), request.params.id);
      return reply.code(201).send({ id });
    },
  );
};
