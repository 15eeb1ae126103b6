import { declareObjectStep } from '../records/write-pipeline/object-steps';
import { commentMentionsStep, commentSummaryStep } from './comment-step';
import { ticketAfterWrite } from './ticket-after-write';
import { commentPrivacyStep, ticketPrivacyStep } from './ticket-privacy';
import { ticketSlaStep } from './ticket-step';

let declared = false;

/**
 * The service desk package's write pipeline steps (decision 0014; named in its manifest as
 * `servicedesk.ticket-sla` and `servicedesk.comment-mentions`), declared once per process.
 */
export function declareServiceDeskSteps(): void {
  if (declared) return;
  declared = true;
  declareObjectStep(
    { object: 'service_ticket' },
    { name: 'servicedesk.ticket-sla', kinds: ['create', 'update'], run: ticketSlaStep },
  );
  declareObjectStep(
    { object: 'service_ticket' },
    {
      name: 'servicedesk.ticket-notices',
      kinds: ['create', 'update'],
      phase: 'afterWrite',
      run: ticketAfterWrite,
    },
  );
  declareObjectStep(
    { object: 'service_ticket' },
    {
      name: 'servicedesk.ticket-privacy',
      kinds: ['create', 'update'],
      phase: 'afterWrite',
      run: ticketPrivacyStep,
    },
  );
  declareObjectStep(
    { object: 'service_ticket_comment' },
    { name: 'servicedesk.comment-summary', kinds: ['create', 'update'], run: commentSummaryStep },
  );
  declareObjectStep(
    { object: 'service_ticket_comment' },
    {
      name: 'servicedesk.comment-mentions',
      kinds: ['create', 'update'],
      phase: 'afterWrite',
      run: commentMentionsStep,
    },
  );
  declareObjectStep(
    { object: 'service_ticket_comment' },
    {
      name: 'servicedesk.comment-privacy',
      kinds: ['create', 'update'],
      phase: 'afterWrite',
      run: commentPrivacyStep,
    },
  );
}
