import type { RealtimeMessage } from '@atrium/core';

/**
 * Who may receive a published message. Channel names carry no organization, so every message says
 * whose it is, and each socket is checked against it when the message is delivered, not only when it
 * subscribed: a record a person may not GET at that moment never reaches them.
 */
export type Audience =
  | { kind: 'user'; userId: number }
  /** People in `orgId` who can read that record now; the data is read again for each of them. */
  | { kind: 'record'; orgId: number; object: string; id: number }
  /** People in `orgId` who may view the object (a deletion: the record can no longer be read). */
  | { kind: 'object'; orgId: number; object: string };

/** A message as published, before each socket's share of it is decided. */
export interface Envelope extends RealtimeMessage {
  audience: Audience;
}
