import { channels } from '@atrium/core';
import type { Db } from '../../platform/db/database';
import { insertJob } from '../../platform/jobs/job-queue';
import type { PendingEvent } from '../records/write-pipeline/write-state';
import { WORKFLOW_MAIL_JOB } from '../workflow/workflow-engine';
import type { Member } from './desk-records';

/** The live event a person's notifications hear (on their own channel only). */
export const SERVICEDESK_NOTIFICATION = 'servicedesk.notification';

export interface Notice {
  subject: string;
  message: string;
  object: string;
  id: number;
}

/**
 * Tells each person: a live notification on their channel once the transaction commits, and an e-mail
 * through the mail job (SMTP, or the outbox), enqueued in the same transaction so it is sent only if
 * the change it tells of is.
 */
export async function tell(tx: Db, events: PendingEvent[], people: readonly Member[], notice: Notice) {
  for (const person of people) {
    events.push({
      channel: channels.user(person.id),
      event: SERVICEDESK_NOTIFICATION,
      payload: { ...notice },
      audience: { kind: 'user', userId: person.id },
    });
    await insertJob(tx, {
      type: WORKFLOW_MAIL_JOB,
      payload: { to: person.email, subject: notice.subject, text: notice.message },
    });
  }
}
