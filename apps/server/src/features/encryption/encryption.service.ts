import type {
  EncryptionKeyCount,
  EncryptionStatus,
  ReEncryptBody,
  ReEncryptionJob,
  ReEncryptionResult,
} from '@atrium/core';
import { sql } from 'kysely';
import { writeAdminAudit } from '../../platform/audit/admin-audit';
import type { AuthContext } from '../../platform/auth/request-context';
import { fieldKeyring } from '../../platform/crypto/field-keyring';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { insertJob } from '../../platform/jobs/job-queue';
import { listEncryptedColumns } from './encrypted-columns';
import { RE_ENCRYPT_JOB, type ReEncryptPayload } from './re-encryption-job';
import { countSealedValues } from './sealed-value-counts';

interface JobRow {
  id: string;
  payload: Record<string, unknown>;
  status: string;
  progress: number;
  result: unknown;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

const STATUSES = ['queued', 'running', 'done', 'failed'] as const;

function toJob(row: JobRow): ReEncryptionJob {
  const status = STATUSES.find((s) => s === row.status) ?? 'failed';
  return {
    id: String(row.id),
    key_id: String((row.payload as Partial<ReEncryptPayload>).keyId ?? ''),
    status,
    progress: row.progress,
    result: status === 'done' ? (row.result as ReEncryptionResult) : null,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function latestJob(db: Db): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .select(['id', 'payload', 'status', 'progress', 'result', 'error', 'created_at', 'updated_at'])
    .where('type', '=', RE_ENCRYPT_JOB)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const isUnderway = (row: JobRow | undefined) => row?.status === 'queued' || row?.status === 'running';

/**
 * Per key id, how many values it seals: every configured key (current first), then any id found in
 * the data that no configured key has (those values cannot be read by anyone).
 */
export async function encryptionStatus(db: Db): Promise<EncryptionStatus> {
  const keyring = fieldKeyring();
  const counts = await countSealedValues(db, await listEncryptedColumns(db));
  const ids = [...keyring.keys.keys(), ...[...counts.keys()].filter((id) => !keyring.keys.has(id)).sort()];
  const keys: EncryptionKeyCount[] = ids.map((id) => ({
    id,
    current: id === keyring.current.id,
    configured: keyring.keys.has(id),
    objects: counts.get(id)?.objects ?? 0,
    history: counts.get(id)?.history ?? 0,
  }));
  const job = await latestJob(db);
  return { current_key: keyring.current.id, keys, job: job ? toJob(job) : null };
}

/** Serialises the "is one running?" check with the insert, so two clicks cannot start two jobs. */
const START_LOCK = sql`pg_advisory_xact_lock(hashtext('atrium:re-encryption'))`;

/**
 * Starts the re-encryption job, in one transaction with its audit line. Refused (409) while one is
 * queued or running, and when the key the caller saw as current is no longer the current key.
 */
export async function startReEncryption(
  db: Db,
  auth: AuthContext,
  body: ReEncryptBody,
): Promise<ReEncryptionJob> {
  const current = fieldKeyring().current.id;
  if (body.key_id !== current) {
    throw new AppError(
      'CONFLICT',
      `Values are sealed with key '${current}' now, not '${body.key_id}'. Reload the page and check the keys before re-encrypting.`,
    );
  }
  return inTransaction(db, async (tx) => {
    await sql`select ${START_LOCK}`.execute(tx);
    const underway = await latestJob(tx);
    if (underway && isUnderway(underway)) {
      throw new AppError(
        'CONFLICT',
        `A re-encryption is already ${underway.status} (job ${underway.id}, ${underway.progress}% done). Wait for it to finish.`,
      );
    }
    const payload: ReEncryptPayload = { keyId: current, userId: auth.user.id };
    const id = await insertJob(tx, { type: RE_ENCRYPT_JOB, payload: { ...payload } });
    await writeAdminAudit(tx, {
      kind: 'encryption',
      action: 'requested',
      actorId: auth.user.id,
      summary: `Re-encryption of every value sealed with another key than '${current}' requested (job ${id}).`,
    });
    const row = await latestJob(tx);
    if (!row || String(row.id) !== id) throw new Error('The re-encryption job was not stored.');
    return toJob(row);
  });
}
