import { channels, type RecordData } from '@atrium/core';
import type { Realtime } from '../../../platform/realtime/realtime';
import type { PendingEvent, WriteState } from './write-state';

/** The published copy carries no permission: each subscriber keeps their own (spec 000 §4). */
function publicCopy(record: RecordData): Omit<RecordData, 'permission'> {
  const { permission: _permission, ...rest } = record;
  return rest;
}

/**
 * Pipeline step, events: what the write announces, queued now and published by the runner only once the
 * transaction has committed, so nobody hears of a change that was rolled back.
 */
export function announce(state: WriteState): void {
  const { request, result } = state;
  const { object } = request;
  const queue = (channel: string, event: string, payload: Record<string, unknown>) =>
    state.events.push({ channel, event, payload });
  switch (request.kind) {
    case 'create':
      if (result) queue(channels.newRecords(object), 'created', { record: publicCopy(result) });
      return;
    case 'update':
      if (result) queue(channels.record(object, request.id), 'updated', { record: publicCopy(result) });
      return;
    case 'delete':
      queue(channels.record(object, request.id), 'deleted', { id: request.id });
      return;
    case 'version':
      if (!result) return;
      queue(channels.record(object, request.id), 'versioned', { id: result.id });
      queue(channels.newRecords(object), 'created', { record: publicCopy(result) });
      return;
    case 'duplicate':
      if (!result) return;
      queue(channels.record(object, request.id), 'duplicated', { id: result.id, source: request.id });
      queue(channels.newRecords(object), 'created', { record: publicCopy(result) });
      return;
    default:
      // Reorder and files announce nothing of their own (yet): the lists they change refetch.
      return;
  }
}

/** After commit: every queued event, in the order the writes queued them. */
export function publishCommitted(realtime: Realtime, events: readonly PendingEvent[]): void {
  for (const event of events) realtime.publish(event.channel, event.event, event.payload);
}
