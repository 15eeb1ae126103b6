import { isDeepStrictEqual } from 'node:util';
import {
  CompiledWorkflow,
  isPublishable,
  validateWorkflow,
  type WorkflowDefinition,
  type WorkflowIssue,
  type WorkflowObjectShape,
  workflowDefinitionSchema,
} from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import type { WorkflowDefinitionRow } from '../../platform/db/workflow-schema';
import { AppError } from '../../platform/errors/app-error';
import { loadModel } from '../records/model-cache';
import type { RecordModel } from '../records/record-model';

/** What a workflow's conditions and expressions may read: the object's stored attributes and its owner. */
export function shapeOf(model: RecordModel): WorkflowObjectShape {
  const attributes = [...model.fields.values()].map((field) => ({
    name: field.name,
    type: field.type,
    options: field.options,
  }));
  return { attributes: [...attributes, { name: 'owner_id', type: 'numberField' }] };
}

/** Issues keyed for a 422 answer: by node (or `definition`), each with its messages. */
export function issuesByNode(issues: readonly WorkflowIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    if (issue.severity !== 'error') continue;
    const key = issue.nodeId ?? 'definition';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

export async function validateDefinition(db: Db, input: WorkflowDefinition) {
  const model = await loadModel(db, input.object);
  return validateWorkflow(input, shapeOf(model));
}

const compiledCache = new WeakMap<Db, Map<number, CompiledWorkflow>>();

/** A definition version compiled once per process: versions never change once active. */
export async function compiledDefinition(db: Db, row: WorkflowDefinitionRow): Promise<CompiledWorkflow> {
  let cache = compiledCache.get(db);
  if (!cache) {
    cache = new Map();
    compiledCache.set(db, cache);
  }
  const cached = cache.get(row.id);
  if (cached && row.status !== 'DRAFT') return cached;
  const definition = workflowDefinitionSchema.parse(row.definition);
  const compiled = new CompiledWorkflow(definition, shapeOf(await loadModel(db, definition.object)));
  if (row.status !== 'DRAFT') cache.set(row.id, compiled);
  return compiled;
}

export function definitionRows(db: Db) {
  return db.selectFrom('workflow_definitions').selectAll();
}

export async function activeDefinitions(db: Db, object: string): Promise<WorkflowDefinitionRow[]> {
  return definitionRows(db)
    .where('object', '=', object)
    .where('status', '=', 'ACTIVE')
    .orderBy('name')
    .execute();
}

export async function activeDefinition(db: Db, name: string): Promise<WorkflowDefinitionRow | undefined> {
  return definitionRows(db).where('name', '=', name).where('status', '=', 'ACTIVE').executeTakeFirst();
}

async function versionsOf(db: Db, name: string): Promise<WorkflowDefinitionRow[]> {
  return definitionRows(db).where('name', '=', name).orderBy('version', 'desc').execute();
}

/** A new workflow: version 1, a draft. A draft need not validate; publishing needs it to. */
export async function createDefinition(db: Db, input: WorkflowDefinition, userId: number) {
  const { issues } = await validateDefinition(db, input);
  return inTransaction(db, async (tx) => {
    if ((await versionsOf(tx, input.name)).length > 0)
      throw new AppError('CONFLICT', `A workflow named '${input.name}' exists already.`);
    const row = await tx
      .insertInto('workflow_definitions')
      .values({
        name: input.name,
        object: input.object,
        version: 1,
        status: 'DRAFT',
        definition: JSON.stringify(input),
        created_by: userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, issues };
  });
}

/** Edits the draft; when only published versions exist, the draft is the next version. */
export async function editDefinition(db: Db, name: string, input: WorkflowDefinition, userId: number) {
  if (input.name !== name)
    throw new AppError('BAD_REQUEST', `The definition is named '${input.name}', not '${name}'.`);
  const { issues } = await validateDefinition(db, input);
  return inTransaction(db, async (tx) => {
    const versions = await versionsOf(tx, name);
    const latest = versions[0];
    if (!latest) throw new AppError('NOT_FOUND', `There is no workflow named '${name}'.`);
    if (latest.object !== input.object)
      throw new AppError(
        'BAD_REQUEST',
        `The workflow '${name}' runs on ${latest.object}; it cannot move to ${input.object}.`,
      );
    const definition = JSON.stringify(input);
    const row =
      latest.status === 'DRAFT'
        ? await tx
            .updateTable('workflow_definitions')
            .set({ definition, updated_at: new Date() })
            .where('id', '=', latest.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await tx
            .insertInto('workflow_definitions')
            .values({
              name,
              object: input.object,
              version: latest.version + 1,
              status: 'DRAFT',
              definition,
              created_by: userId,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
    return { row, issues };
  });
}

/** The draft becomes the active version (the one new instances start on); running ones keep theirs. */
export async function publishDefinition(db: Db, name: string) {
  return inTransaction(db, async (tx) => {
    const versions = await versionsOf(tx, name);
    if (versions.length === 0) throw new AppError('NOT_FOUND', `There is no workflow named '${name}'.`);
    const draft = versions.find((row) => row.status === 'DRAFT');
    if (!draft) throw new AppError('CONFLICT', `The workflow '${name}' has no draft to publish.`);
    const { issues } = await validateDefinition(tx, workflowDefinitionSchema.parse(draft.definition));
    if (!isPublishable(issues))
      throw new AppError(
        'UNPROCESSABLE',
        `The workflow '${name}' cannot be published: it does not validate.`,
        issuesByNode(issues),
      );
    await tx
      .updateTable('workflow_definitions')
      .set({ status: 'RETIRED', updated_at: new Date() })
      .where('name', '=', name)
      .where('status', '=', 'ACTIVE')
      .execute();
    return tx
      .updateTable('workflow_definitions')
      .set({ status: 'ACTIVE', published_at: new Date(), updated_at: new Date() })
      .where('id', '=', draft.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function definitionVersions(db: Db, name: string) {
  const versions = await versionsOf(db, name);
  if (versions.length === 0) throw new AppError('NOT_FOUND', `There is no workflow named '${name}'.`);
  return versions;
}

/**
 * A workflow a module package ships becomes the active version of its name: a new version when the
 * active one differs, nothing when it is the same. It must validate against the live object, as a
 * publish must; instances already running keep the version they started on.
 */
export async function publishShippedDefinition(tx: Db, definition: WorkflowDefinition): Promise<void> {
  const versions = await versionsOf(tx, definition.name);
  const active = versions.find((row) => row.status === 'ACTIVE');
  if (active && isDeepStrictEqual(workflowDefinitionSchema.parse(active.definition), definition)) return;
  const latest = versions[0];
  if (latest && latest.object !== definition.object)
    throw new AppError(
      'CONFLICT',
      `the workflow '${definition.name}' runs on ${latest.object} here, not on ${definition.object}.`,
    );
  const { issues } = await validateDefinition(tx, definition);
  if (!isPublishable(issues))
    throw new AppError(
      'UNPROCESSABLE',
      `the workflow '${definition.name}' does not validate against ${definition.object} as it stands here.`,
      issuesByNode(issues),
    );
  await tx
    .updateTable('workflow_definitions')
    .set({ status: 'RETIRED', updated_at: new Date() })
    .where('name', '=', definition.name)
    .where('status', '=', 'ACTIVE')
    .execute();
  await tx
    .insertInto('workflow_definitions')
    .values({
      name: definition.name,
      object: definition.object,
      version: (latest?.version ?? 0) + 1,
      status: 'ACTIVE',
      definition: JSON.stringify(definition),
      published_at: new Date(),
    })
    .execute();
}
