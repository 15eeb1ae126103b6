import { z } from '@atrium/core';
import { type AuthContext, resolveJobAuth } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant';
import { AppError } from '../../platform/errors/app-error';
import type { JobHandler } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { Realtime } from '../../platform/realtime/realtime';
import { publishCommitted } from '../records/write-pipeline/events';
import { prepareWrites } from '../records/write-pipeline/run-write';
import type { PendingEvent } from '../records/write-pipeline/write-state';
import { applyEvent, drainFollowUps } from './workflow-engine';
import { newContext } from './workflow-engine-context';
import { appendTimeline, lockInstance, saveState, stateOf } from './workflow-instances.repository';

const timerPayload = z.object({
  orgId: z.number().int().positive(),
  instanceId: z.union([z.string().regex(/^[1-9][0-9]*$/), z.number().int().positive()]).transform(String),
  step: z.number().int().min(0),
});

/**
 * A WAIT step's timer. The job queue hands a job to one worker (`for update skip locked`); the step
 * itself runs with the instance row locked and only if the instance still stands on the step the timer
 * was set for, in one transaction. A job run again (a retry, a worker that died after committing, a
 * duplicate) finds the step already left and does nothing: a step never runs twice.
 */
export function workflowTimerJob(deps: { db: Db; realtime: Realtime }): JobHandler {
  return async (raw) => {
    const payload = timerPayload.parse(raw);
    const { db } = deps;
    const head = await withTenant(db, payload.orgId, (tx) =>
      tx
        .selectFrom('workflow_instances')
        .select(['object', 'record_id', 'started_by', 'step', 'status'])
        .where('id', '=', payload.instanceId)
        .executeTakeFirst(),
    );
    if (!head || head.step !== payload.step || head.status !== 'WAITING' || head.started_by === null)
      return { ran: false };
    let auth: AuthContext;
    try {
      auth = await resolveJobAuth(db, {
        userId: head.started_by,
        orgId: payload.orgId,
        jobId: `workflow-${payload.instanceId}`,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      // Retrying would not bring them back: the instance fails where it waits, and says why.
      await failWaiting(
        db,
        payload,
        `The timer cannot act for the person who started the workflow: ${error.message}`,
      );
      return { ran: false, failed: error.message };
    }
    const prepared = await prepareWrites(db, [
      { kind: 'update', object: head.object, id: Number(head.record_id), values: {}, version: undefined },
    ]);
    const events: PendingEvent[] = [];
    const ran = await withTenant(db, payload.orgId, async (tx) => {
      const row = await lockInstance(tx, payload.instanceId);
      if (!row || row.step !== payload.step || row.status !== 'WAITING') return false;
      const ctx = newContext(tx, auth, prepared, events);
      const moved = await applyEvent(ctx, row, { type: 'timer', step: payload.step }, { quiet: true });
      await drainFollowUps(ctx);
      return moved;
    });
    publishCommitted(deps.realtime, events);
    return { ran };
  };
}

/** Fails an instance still waiting on the timer's step, with the reason in its timeline. */
async function failWaiting(
  db: Db,
  payload: { orgId: number; instanceId: string; step: number },
  message: string,
) {
  await withTenant(db, payload.orgId, async (tx) => {
    const row = await lockInstance(tx, payload.instanceId);
    if (!row || row.step !== payload.step || row.status !== 'WAITING') return;
    await saveState(tx, row.id, { ...stateOf(row), status: 'FAILED', error: message });
    await appendTimeline(
      tx,
      { id: row.id, orgId: row.org_id },
      [{ kind: 'failed', nodeId: row.current_node, message }],
      null,
    );
  });
}

const mailPayload = z.object({
  to: z.string().email(),
  subject: z.string().max(200),
  text: z.string().max(4000),
});

/** A NOTIFY step's e-mail, sent after the step committed, through the mailer (SMTP or the outbox). */
export function workflowMailJob(deps: { mailer: Mailer }): JobHandler {
  return async (raw) => {
    const mail = mailPayload.parse(raw);
    await deps.mailer.send(mail);
    return { sent: mail.to };
  };
}
