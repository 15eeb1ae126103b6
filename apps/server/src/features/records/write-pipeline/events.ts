import { channels, type RecordData } from '@atrium/core';
import type { Audience, Realtime } from '../../../platform/realtime/realtime';
import type { PendingEvent, WriteState } from './write-state';

/** The published copy carries no permission: each subscriber keeps their own (spec 000 §4). */
function publicCopy(record: RecordData): Omit<RecordData, 'permission'> {
  const { permission: _permission, ...rest } = record;
  return rest;
}

/**
 * Pipeline step, events: what the write announces, queued now and published by the runner only once the
 * transaction has committed, so nobody hears of a change that was rolled back. Each event names its
 * audience; the real-time layer reads the record again for each listener before it sends it.
 */
export function announce(state: WriteState): void {
  const { request, result, auth, model } = state;
  const { object } = request;
  const orgId = auth.orgId;
  const about = (id: number): Audience => ({ kind: 'record', orgId, object, id });
  const queue = (channel: string, event: string, payload: Record<string, unknown>, audience: Audience) =>
    state.events.push({ channel, event, payload, audience });
  switch (request.kind) {
    case 'create':
      if (result)
        queue(channels.newRecords(object), 'created', { record: publicCopy(result) }, about(result.id));
      return;
    case 'update':
      if (result)
        queue(
          channels.record(object, request.id),
          'updated',
          { record: publicCopy(result) },
          about(request.id),
        );
      return;
    case 'delete': {
      // A deleted record can no longer be read: those who may view the object hear its id, on both
      // channels, so open lists drop the row and an open record page learns it is gone (issue 14.5).
      const audience: Audience = { kind: 'object', orgId, object };
      for (const channel of [channels.record(object, request.id), channels.newRecords(object)]) {
        queue(channel, 'deleted', { id: request.id }, audience);
      }
      return;
    }
    case 'version':
      if (!result) return;
      queue(channels.record(object, request.id), 'versioned', { id: result.id }, about(request.id));
      queue(channels.newRecords(object), 'created', { record: publicCopy(result) }, about(result.id));
      return;
    case 'duplicate':
      if (!result) return;
      queue(
        channels.record(object, request.id),
        'duplicated',
        {
          id: result.id,
          source: request.id,
          // Spec 001 §4.4: the page shows the event's message, then opens the copy.
          message: `${model.object.display_name} ${request.id} was duplicated as ${result.id}.`,
        },
        about(request.id),
      );
      queue(channels.newRecords(object), 'created', { record: publicCopy(result) }, about(result.id));
      return;
    default:
      // Reorder and files announce nothing of their own (yet): the lists they change refetch.
      return;
  }
}

/**
 * The events of records whose owner changed beside the write steps (a transfer of one record or of all of
 * a person's, record-permissions/): each is announced as an update of that record, to those who may read
 * it, and published by the caller with `publishCommitted` once its transaction has committed. Each
 * listener receives their own reading of the record (the real-time gate reads it again for them).
 */
export function ownerChangedEvents(
  orgId: number,
  object: string,
  moved: readonly { id: number; version: number; ownerId: number }[],
): PendingEvent[] {
  return moved.map(({ id, version, ownerId }) => ({
    channel: channels.record(object, id),
    event: 'updated',
    payload: { record: { id, version, owner_id: ownerId } },
    audience: { kind: 'record', orgId, object, id },
  }));
}

/** After commit: every queued event, in the order the writes queued them. */
export function publishCommitted(realtime: Realtime, events: readonly PendingEvent[]): void {
  for (const { channel, event, payload, audience } of events) {
    realtime.publish({ channel, event, data: payload, audience });
  }
}
