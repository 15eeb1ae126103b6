import type { ListAnswer, RecordData } from '@atrium/core';

/** What the real-time channels tell a list (docs/api/records.md, spec 000 §4). */
export type LiveListEvent =
  | { type: 'created'; record: Record<string, unknown> }
  | { type: 'updated'; record: Record<string, unknown> }
  | { type: 'deleted'; id: number | string };

const sameId = (a: unknown, b: unknown) => a !== undefined && String(a) === String(b);

/** Published records carry no `permission`: a row keeps its own, a new row gets read only until reloaded. */
function withPermission(record: Record<string, unknown>, permission: number): RecordData {
  return { ...record, id: Number(record.id), permission } as RecordData;
}

/**
 * Applies one live event to the list page: a new record goes on top unless present (total + 1), an
 * update replaces its row keeping the row's permission, a delete removes the row (total − 1).
 */
export function applyLiveEvent(list: ListAnswer, event: LiveListEvent): ListAnswer {
  switch (event.type) {
    case 'created': {
      if (list.data.some((row) => sameId(row.id, event.record.id))) return list;
      const permission = typeof event.record.permission === 'number' ? event.record.permission : 1;
      return {
        ...list,
        data: [withPermission(event.record, permission), ...list.data],
        total: list.total + 1,
      };
    }
    case 'updated': {
      if (!list.data.some((row) => sameId(row.id, event.record.id))) return list;
      return {
        ...list,
        data: list.data.map((row) =>
          sameId(row.id, event.record.id) ? withPermission({ ...row, ...event.record }, row.permission) : row,
        ),
      };
    }
    case 'deleted': {
      if (!list.data.some((row) => sameId(row.id, event.id))) return list;
      return {
        ...list,
        data: list.data.filter((row) => !sameId(row.id, event.id)),
        total: Math.max(0, list.total - 1),
      };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** Reads a channel message as a list event; anything else is ignored. */
export function liveEventOf(event: string, data: unknown): LiveListEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const payload = data as { record?: unknown; id?: unknown };
  const record =
    typeof payload.record === 'object' && payload.record !== null
      ? (payload.record as Record<string, unknown>)
      : undefined;
  if ((event === 'created' || event === 'updated') && record) return { type: event, record };
  if (event === 'deleted' && (typeof payload.id === 'number' || typeof payload.id === 'string'))
    return { type: 'deleted', id: payload.id };
  return undefined;
}
