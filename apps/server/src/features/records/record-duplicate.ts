import { channels } from '@atrium/core';
import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { Realtime } from '../../platform/realtime/realtime';
import { loadModel } from './model-cache';
import { copyOfStoredValues } from './record-values';
import { insertHistory, insertRecord, lockRecord } from './records.repository';
import { accessOf, readRecordFor, requireVerb } from './records.service';

export const DUPLICATE_JOB = 'records.duplicate';

export interface DuplicatePayload {
  object: string;
  id: number;
  orgId: number;
  userId: number;
}

/**
 * The duplicate job: a copy of the record's stored values, owned by the person who asked, in the same
 * organization; the result is announced on the original record's channel.
 */
export function duplicateRecordJob(deps: { db: Db; realtime: Realtime }): JobHandler {
  return async (raw, context) => {
    const payload = raw as unknown as DuplicatePayload;
    const auth = await resolveJobAuth(deps.db, {
      userId: payload.userId,
      orgId: payload.orgId,
      jobId: context.id,
    });
    const { user } = auth;
    const model = await loadModel(deps.db, payload.object);
    requireVerb(auth, payload.object, 'create');
    const copy = await withTenant(deps.db, payload.orgId, async (tx) => {
      const access = accessOf(auth, payload.object);
      await readRecordFor(tx, model, access, payload.id);
      const stored = await lockRecord(tx, model, payload.id);
      if (!stored)
        throw new AppError('NOT_FOUND', `There is no ${model.object.display_name} with id ${payload.id}.`);
      const values = copyOfStoredValues(model, stored);
      const id = await insertRecord(tx, model, { ...values, org_id: payload.orgId, owner_id: user.id });
      await insertHistory(tx, {
        orgId: payload.orgId,
        object: payload.object,
        recordId: id,
        version: 1,
        action: 'created',
        changes: { duplicated_from: payload.id },
        userId: user.id,
      });
      const { permission: _permission, ...record } = await readRecordFor(tx, model, access, id);
      return record;
    });
    deps.realtime.publish(channels.record(payload.object, payload.id), 'duplicated', {
      id: copy.id,
      source: payload.id,
      // Spec 001 §4.4: the page shows the event's message, then opens the copy.
      message: `${model.object.display_name} ${payload.id} was duplicated as ${copy.id}.`,
    });
    deps.realtime.publish(channels.newRecords(payload.object), 'created', { record: copy });
    return { id: copy.id };
  };
}
