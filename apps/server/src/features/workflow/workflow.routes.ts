import {
  IDENTIFIER_PATTERN,
  isPublishable,
  objectPermission,
  textIdSchema,
  WORKFLOW_ASSIGNMENT_SCOPES,
  type WorkflowDefinition,
  type WorkflowDefinitionSummary,
  type WorkflowValidationAnswer,
  type WorkflowVersionAnswer,
  workflowDefinitionSchema,
  z,
} from '@atrium/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authOf,
  requireAnyPermission,
  requirePermission,
  requireSession,
} from '../../platform/auth/request-context';
import type { AppConfig } from '../../platform/config/config';
import type { Db } from '../../platform/db/database';
import type { WorkflowDefinitionRow } from '../../platform/db/workflow-schema';
import type { Realtime } from '../../platform/realtime/realtime';
import { decideApproval, moveInstance, simulateOnRecord, startManually } from './workflow-actions';
import { workflowAssignments, workflowNameOf } from './workflow-assignments';
import {
  createDefinition,
  definitionRows,
  definitionVersions,
  editDefinition,
  publishDefinition,
  validateDefinition,
} from './workflow-definitions';
import { membersFor, rolesFor } from './workflow-people';
import { myPendingApprovals, workflowStatus, workflowTimeline } from './workflow-status';

const workflowName = z.string().regex(/^[a-z][A-Za-z0-9_]{0,62}$/, 'The workflow name is not valid.');
const recordTarget = z.object({
  object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.'),
  id: textIdSchema('The record id'),
  // A workflow's name, or a definition id as the widgets' workflowId option gives it.
  workflowId: z.union([
    workflowName,
    z.string().regex(/^[1-9][0-9]{0,11}$/, 'The workflow id is not valid.'),
  ]),
});
const instanceParam = { instance: textIdSchema('The workflow instance id').transform(String) };
const noBody = z.union([z.object({}).strict(), z.null()]).optional();
const comment = z.object({ comment: z.string().trim().max(4000).optional() }).strict();
/** Who designs workflows: the object composer, or the service desk's workflow screen. */
const DESIGNERS = ['admin:composer', 'serviceTicketWorkflow:view'];

function versionAnswer(row: WorkflowDefinitionRow): WorkflowVersionAnswer {
  return {
    id: row.id,
    name: row.name,
    object: row.object,
    version: row.version,
    status: row.status,
    // Kept only after workflowDefinitionSchema accepted it (create and edit parse the body).
    definition: row.definition as WorkflowDefinition,
  };
}

/** The workflow service (spec 000 §7 "Workflow", issue 16): definitions, status, timeline and actions. */
export const workflowRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  realtime: Realtime;
}> = async (app, { db, config, realtime }) => {
  requireSession(app, db, config);
  const deps = { db, realtime };
  const view = (request: Parameters<typeof authOf>[0], object: string) =>
    requirePermission(request, objectPermission(object, 'view'));

  app.get(
    '/workflow/objects/:object/:id/status/:workflowId',
    { schema: { params: recordTarget } },
    async (request) => {
      const { object, id, workflowId } = request.params;
      view(request, object);
      const workflow = await workflowNameOf(db, workflowId);
      return workflowStatus(deps, authOf(request), { object, recordId: id, workflow });
    },
  );

  app.get(
    '/workflow/objects/:object/:id/timeline/:workflowId',
    { schema: { params: recordTarget } },
    async (request) => {
      const { object, id, workflowId } = request.params;
      view(request, object);
      const workflow = await workflowNameOf(db, workflowId);
      return workflowTimeline(deps, authOf(request), { object, recordId: id, workflow });
    },
  );

  app.post(
    '/workflow/objects/:object/:id/start/:workflowId',
    { schema: { params: recordTarget, body: noBody } },
    async (request, reply) => {
      const { object, id, workflowId } = request.params;
      requirePermission(request, objectPermission(object, 'edit'));
      const workflow = await workflowNameOf(db, workflowId);
      reply.code(201);
      return startManually(deps, authOf(request), { object, recordId: id, workflow });
    },
  );

  app.post(
    '/workflow/instances/:instance/trigger/:name',
    { schema: { params: z.object({ ...instanceParam, name: workflowName }), body: noBody } },
    async (request) =>
      moveInstance(deps, authOf(request), {
        instanceId: request.params.instance,
        event: { type: 'trigger', name: request.params.name },
      }),
  );

  app.post(
    '/workflow/instances/:instance/decide/:nodeId',
    {
      schema: {
        params: z.object({
          ...instanceParam,
          nodeId: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,62}$/, 'The node id is not valid.'),
        }),
        body: z
          .object({ option: z.string().min(1).max(63), input: z.string().max(4000).optional() })
          .strict(),
      },
    },
    async (request) =>
      moveInstance(deps, authOf(request), {
        instanceId: request.params.instance,
        event: {
          type: 'decide',
          nodeId: request.params.nodeId,
          option: request.body.option,
          input: request.body.input,
        },
      }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/workflow/approvals/:id/${decision}`,
      {
        schema: {
          params: z.object({ id: textIdSchema('The approval id').transform(String) }),
          body: comment,
        },
      },
      async (request) =>
        decideApproval(deps, authOf(request), {
          approvalId: request.params.id,
          decision,
          comment: request.body.comment || undefined,
        }),
    );
  }

  app.get('/workflow/approvals/pending', async (request) => ({
    data: await myPendingApprovals(db, authOf(request)),
  }));

  app.get(
    '/workflow/assignments',
    {
      schema: {
        querystring: z.object({ scope: z.enum(WORKFLOW_ASSIGNMENT_SCOPES).default('mine') }).strict(),
      },
    },
    async (request) => ({ data: await workflowAssignments(db, authOf(request), request.query.scope) }),
  );

  // The designer's pickers: only the caller's organization is ever listed.
  app.get(
    '/workflow/people',
    {
      schema: {
        querystring: z
          .object({
            search: z.string().max(100, 'The search is at most 100 characters.').optional(),
            ids: z
              .string()
              .regex(
                /^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$/,
                'ids must be up to 50 user ids, comma separated.',
              )
              .transform((text) => text.split(',').map(Number))
              .optional(),
          })
          .strict(),
      },
    },
    async (request) => {
      requireAnyPermission(request, DESIGNERS);
      return { data: await membersFor(db, authOf(request).orgId, request.query) };
    },
  );

  app.get('/workflow/roles', async (request) => {
    requireAnyPermission(request, DESIGNERS);
    return { data: await rolesFor(db, authOf(request).orgId) };
  });

  app.get(
    '/workflow/definitions',
    {
      schema: {
        querystring: z
          .object({
            object: z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.').optional(),
          })
          .strict(),
      },
    },
    async (request) => {
      requireAnyPermission(request, DESIGNERS);
      let query = definitionRows(db).orderBy('name').orderBy('version');
      if (request.query.object) query = query.where('object', '=', request.query.object);
      const rows = await query.execute();
      const names = [...new Set(rows.map((row) => row.name))];
      return {
        data: names.map((name): WorkflowDefinitionSummary => {
          const versions = rows.filter((row) => row.name === name);
          const active = versions.find((row) => row.status === 'ACTIVE');
          const draft = versions.find((row) => row.status === 'DRAFT');
          const latest = draft ?? active ?? versions[versions.length - 1];
          const stored = latest?.definition as Partial<WorkflowDefinitionSummary> | undefined;
          return {
            name,
            label: stored?.label ?? name,
            translations: stored?.translations,
            object: latest?.object ?? '',
            activeVersion: active?.version ?? null,
            draftVersion: draft?.version ?? null,
          };
        }),
      };
    },
  );

  app.get(
    '/workflow/definitions/:name',
    { schema: { params: z.object({ name: workflowName }) } },
    async (request) => {
      requireAnyPermission(request, DESIGNERS);
      const versions = await definitionVersions(db, request.params.name);
      return { data: versions.map(versionAnswer) };
    },
  );

  app.post(
    '/workflow/definitions/validate',
    { schema: { body: workflowDefinitionSchema } },
    async (request) => {
      requireAnyPermission(request, DESIGNERS);
      const { issues } = await validateDefinition(db, request.body);
      const answer: WorkflowValidationAnswer = { valid: isPublishable(issues), issues };
      return answer;
    },
  );

  app.post(
    '/workflow/definitions/simulate',
    {
      schema: {
        body: z
          .object({
            definition: workflowDefinitionSchema,
            recordId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
            choices: z
              .object({
                decisions: z
                  .record(
                    z.string().max(63),
                    z
                      .object({ option: z.string().min(1).max(63), input: z.string().max(4000).optional() })
                      .strict(),
                  )
                  .optional(),
                approvals: z.record(z.string().max(63), z.enum(['approved', 'rejected'])).optional(),
              })
              .strict()
              .optional(),
          })
          .strict(),
      },
    },
    async (request) => {
      requireAnyPermission(request, DESIGNERS);
      const { definition, recordId, choices } = request.body;
      requirePermission(request, objectPermission(definition.object, 'view'));
      return simulateOnRecord(deps, authOf(request), { definition, recordId, choices });
    },
  );

  app.post(
    '/workflow/definitions',
    { schema: { body: workflowDefinitionSchema } },
    async (request, reply) => {
      requireAnyPermission(request, DESIGNERS);
      const { row, issues } = await createDefinition(db, request.body, authOf(request).user.id);
      reply.code(201);
      return { ...versionAnswer(row), issues };
    },
  );

  app.put(
    '/workflow/definitions/:name',
    { schema: { params: z.object({ name: workflowName }), body: workflowDefinitionSchema } },
    async (request) => {
      requireAnyPermission(request, DESIGNERS);
      const { row, issues } = await editDefinition(
        db,
        request.params.name,
        request.body,
        authOf(request).user.id,
      );
      return { ...versionAnswer(row), issues };
    },
  );

  app.post(
    '/workflow/definitions/:name/publish',
    { schema: { params: z.object({ name: workflowName }), body: noBody } },
    async (request) => {
      requireAnyPermission(request, DESIGNERS);
      return versionAnswer(await publishDefinition(db, request.params.name));
    },
  );
};
