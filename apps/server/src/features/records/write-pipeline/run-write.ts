import type { RecordData } from '@atrium/core';
import type { AuthContext } from '../../../platform/auth/request-context';
import type { Db } from '../../../platform/db/database';
import { withTenant } from '../../../platform/db/tenant';
import { AppError } from '../../../platform/errors/app-error';
import type { Realtime } from '../../../platform/realtime/realtime';
import type { UploadRow } from '../../uploads/uploads.repository';
import { loadModel } from '../model-cache';
import { accessOf } from '../record-access';
import { formPolicyOf } from '../record-form-policy';
import { selectRecord } from '../records.repository';
import { authorize, authorizeObject } from './authorize';
import { checkVersion } from './check-version';
import { writeChildren } from './children';
import { convert } from './convert';
import { announce, publishCommitted } from './events';
import { history } from './history';
import { afterWriteSteps, objectSteps } from './object-steps';
import { persist } from './persist';
import { resolveRelations } from './resolve-relations';
import { validate } from './validate';
import type { PendingEvent, Prepared, WriteRequest, WriteState, WriteStep } from './write-state';

export interface WriteDeps {
  db: Db;
  realtime: Realtime;
}

/** What one write answers: the record as the writer now reads it (when one was written or read). */
export interface WriteOutcome {
  id: number | undefined;
  record: RecordData | undefined;
  attached: UploadRow[];
}

/** The record as the writer reads it after the change: the answer, and what the events carry. */
async function readBack(state: WriteState): Promise<void> {
  const { request, id } = state;
  const kinds = ['create', 'update', 'duplicate', 'version'];
  // A row persist wrote was read back in its own statement; an update that changed nothing was not.
  if (!kinds.includes(request.kind) || id === undefined || state.result) return;
  const record = await selectRecord(state.tx, state.model, state.access, id);
  if (!record)
    throw new AppError('NOT_FOUND', `There is no ${state.model.object.display_name} with id ${id}.`);
  state.result = record;
}

/**
 * The steps, in order, every write goes through; each does its part for the kinds it concerns and
 * nothing for the others. Adding a kind of write means saying what each step does for it.
 */
export const WRITE_STEPS: readonly (readonly [string, WriteStep])[] = [
  ['authorize', authorize],
  ['checkVersion', checkVersion],
  ['resolveRelations', resolveRelations],
  ['validate', validate],
  ['convert', convert],
  ['objectSteps', objectSteps],
  ['persist', persist],
  ['readBack', readBack],
  ['history', history],
  ['afterWrite', afterWriteSteps],
  ['announce', announce],
  ['children', writeChildren],
];

/** Loads, before the transaction, the models and form policies of every object the requests touch. */
export async function prepareWrites(db: Db, requests: readonly WriteRequest[]): Promise<Prepared> {
  const models: Prepared['models'] = new Map();
  const load = async (object: string) => {
    if (models.has(object)) return;
    const model = await loadModel(db, object);
    models.set(object, { model, policy: await formPolicyOf(db, model) });
  };
  for (const request of requests) {
    await load(request.object);
    if ((request.kind === 'create' || request.kind === 'update') && request.children) {
      const { model } = models.get(request.object) ?? {};
      for (const relationship of Object.keys(request.children)) {
        const child = model?.object.relationships[relationship.toLowerCase()]?.child_object;
        if (child) await load(child);
      }
    }
  }
  return { models };
}

function emptyState(
  tx: Db,
  auth: AuthContext,
  prepared: Prepared,
  request: WriteRequest,
): Omit<WriteState, 'model' | 'policy'> {
  return {
    request,
    tx,
    auth,
    access: accessOf(auth, request.object),
    prepared,
    current: undefined,
    stored: undefined,
    values: {},
    columns: {},
    id: undefined,
    errors: {},
    history: undefined,
    result: undefined,
    attached: [],
    events: [],
  };
}

/** Runs one write's steps inside a transaction that already acts for the writer's organization. */
export async function runSteps(
  tx: Db,
  auth: AuthContext,
  prepared: Prepared,
  request: WriteRequest,
): Promise<WriteState> {
  const loaded = prepared.models.get(request.object);
  if (!loaded) throw new AppError('NOT_FOUND', `There is no object named '${request.object}'.`);
  const state = { ...emptyState(tx, auth, prepared, request), model: loaded.model, policy: loaded.policy };
  for (const [, step] of WRITE_STEPS) await step(state);
  return state;
}

/**
 * Runs writes through the pipeline in one transaction, all or nothing, and publishes their events
 * once it has committed. Answers each write's outcome, in order.
 */
export async function runWrites(
  deps: WriteDeps,
  auth: AuthContext,
  requests: readonly WriteRequest[],
): Promise<WriteOutcome[]> {
  // An unknown object is not found (404); then a write the object permission refuses is refused
  // before a transaction opens.
  const prepared = await prepareWrites(deps.db, requests);
  for (const request of requests) authorizeObject(auth, request.kind, request.object);
  const events: PendingEvent[] = [];
  const outcomes = await withTenant(deps.db, auth.orgId, async (tx) => {
    const answers: WriteOutcome[] = [];
    for (const request of requests) {
      const state = await runSteps(tx, auth, prepared, request);
      events.push(...state.events);
      answers.push({ id: state.id, record: state.result ?? state.current, attached: state.attached });
    }
    return answers;
  });
  publishCommitted(deps.realtime, events);
  return outcomes;
}

/** One write through the pipeline. */
export async function runWrite(
  deps: WriteDeps,
  auth: AuthContext,
  request: WriteRequest,
): Promise<WriteOutcome> {
  const [outcome] = await runWrites(deps, auth, [request]);
  if (!outcome) throw new Error('A write answered nothing.');
  return outcome;
}

/**
 * Only the authorize step of a write, in a transaction of its own that writes nothing: to refuse a
 * write before its costly part (receiving the files of an upload, say) rather than after it.
 */
export async function authorizeWrite(
  deps: WriteDeps,
  auth: AuthContext,
  request: WriteRequest,
): Promise<void> {
  const prepared = await prepareWrites(deps.db, [request]);
  authorizeObject(auth, request.kind, request.object);
  const loaded = prepared.models.get(request.object);
  if (!loaded) throw new AppError('NOT_FOUND', `There is no object named '${request.object}'.`);
  await withTenant(deps.db, auth.orgId, (tx) =>
    authorize({ ...emptyState(tx, auth, prepared, request), model: loaded.model, policy: loaded.policy }),
  );
}
