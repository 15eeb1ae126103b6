import type { ReEncryptionResult } from '@atrium/core';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import { fieldKeyring } from '../../platform/crypto/field-keyring';
import type { Db } from '../../platform/db/database';
import type { JobContext, JobHandler } from '../../platform/jobs/job-queue';
import { listEncryptedColumns } from './encrypted-columns';
import {
  type BatchOutcome,
  resealColumnBatch,
  resealFieldHistoryBatch,
  resealHistoryBatch,
} from './reseal-batches';
import { countSealedValues } from './sealed-value-counts';

export const RE_ENCRYPT_JOB = 'encryption.re-encrypt';

export interface ReEncryptPayload {
  /** The key the super admin asked values to be sealed with: the current key when they asked. */
  keyId: string;
  userId: number;
}

/** The places of unreadable values a result lists; the count goes on. */
const PLACES_KEPT = 20;

/** Runs batches from the first id until one says it was the last. */
async function eachBatch(
  run: (after: string) => Promise<BatchOutcome>,
  take: (o: BatchOutcome) => Promise<void>,
) {
  for (let after: string | undefined = '0'; after !== undefined; ) {
    const outcome = await run(after);
    await take(outcome);
    after = outcome.next;
  }
}

/**
 * The re-encryption job (decision 0020, "Rotation"): every value sealed with a key other than the
 * current one, in every encrypted column of every object table and in both history tables, of every
 * organization, is sealed again with the current key. Not a record write: the plaintext does not
 * change, so no version, `updated_at`, history or event is written (the decision says why).
 */
export function reEncryptJob({ db }: { db: Db }): JobHandler {
  return async (payload, context: JobContext): Promise<ReEncryptionResult> => {
    const { keyId, userId } = payload as unknown as ReEncryptPayload;
    const keyring = fieldKeyring();
    // A process started before the rotation would seal with the old key again: it refuses instead.
    if (keyring.current.id !== keyId) {
      throw new Error(
        `This server process seals with key '${keyring.current.id}', not '${keyId}': restart every process with '${keyId}' first in ATRIUM_ENCRYPTION_KEY.`,
      );
    }
    const columns = await listEncryptedColumns(db);
    let remaining = 0;
    for (const [id, count] of await countSealedValues(db, columns)) {
      if (id !== keyId) remaining += count.objects + count.history;
    }
    const result: ReEncryptionResult = { resealed: 0, unreadable: 0, unreadable_places: [], changed: 0 };
    let seen = 0;
    const take = async (outcome: BatchOutcome) => {
      result.resealed += outcome.resealed;
      result.changed += outcome.changed;
      result.unreadable += outcome.unreadable.length;
      const room = PLACES_KEPT - result.unreadable_places.length;
      if (room > 0) result.unreadable_places.push(...outcome.unreadable.slice(0, room));
      seen += outcome.seen;
      // Progress also renews the job's lock, so a long run is not taken up again by another process.
      await context.reportProgress(Math.min(99, (seen * 100) / Math.max(1, remaining)));
    };
    for (const column of columns) {
      await eachBatch((after) => resealColumnBatch(db, keyring, { column, after }), take);
    }
    await eachBatch((after) => resealHistoryBatch(db, keyring, after), take);
    await eachBatch((after) => resealFieldHistoryBatch(db, keyring, after), take);
    await writeAdminAudit(db, {
      kind: 'encryption',
      action: 'finished',
      actorId: userId,
      summary: `Re-encryption with key '${keyId}' finished: ${result.resealed} values re-sealed, ${result.unreadable} unreadable left as they are, ${result.changed} changed meanwhile by a save.`,
    });
    return result;
  };
}
