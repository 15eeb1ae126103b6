import { resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { Realtime } from '../../platform/realtime/realtime';
import { runWrite } from './write-pipeline/run-write';

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
    const { record } = await runWrite(deps, auth, {
      kind: 'duplicate',
      object: payload.object,
      id: payload.id,
    });
    return { id: record?.id };
  };
}
