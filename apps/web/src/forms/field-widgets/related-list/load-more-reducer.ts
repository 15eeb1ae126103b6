import type { ListAnswer, RecordData } from '@atrium/core';

/** The records a load-more list shows and where its paging stands (spec 000 §4). */
export interface LoadMoreState {
  rows: RecordData[];
  total: number;
  /** The last page loaded; 0 before the first. */
  page: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The server's message when the last load failed. */
  error: string | null;
  /** No further page: one came back empty, or the last page was reached. */
  exhausted: boolean;
}

export type LoadMoreAction =
  | { type: 'loadStarted' }
  | { type: 'pageLoaded'; answer: ListAnswer }
  | { type: 'loadFailed'; message: string }
  | { type: 'liveCreated'; record: Record<string, unknown> }
  | { type: 'liveDeleted'; id: number | string }
  | { type: 'reset' };

export const initialLoadMoreState: LoadMoreState = {
  rows: [],
  total: 0,
  page: 0,
  status: 'idle',
  error: null,
  exhausted: false,
};

const sameId = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/** The page to ask for next, or undefined when loading is over or already under way. */
export function nextPage(state: LoadMoreState): number | undefined {
  if (state.exhausted || state.status === 'loading') return undefined;
  return state.page + 1;
}

/**
 * Load-more paging: a loaded page is appended (rows already shown, e.g. arrived live, are not repeated);
 * an empty page or `current_page >= last_page` stops further loading; a live record goes on top once
 * and a record deleted elsewhere leaves the list.
 */
export function loadMoreReducer(state: LoadMoreState, action: LoadMoreAction): LoadMoreState {
  switch (action.type) {
    case 'loadStarted':
      return { ...state, status: 'loading', error: null };
    case 'pageLoaded': {
      const { answer } = action;
      const fresh = answer.data.filter((row) => !state.rows.some((shown) => sameId(shown.id, row.id)));
      return {
        rows: [...state.rows, ...fresh],
        total: answer.total,
        page: answer.current_page,
        status: 'loaded',
        error: null,
        exhausted: answer.data.length === 0 || answer.current_page >= answer.last_page,
      };
    }
    case 'loadFailed':
      return { ...state, status: 'failed', error: action.message };
    case 'liveCreated': {
      if (state.rows.some((row) => sameId(row.id, action.record.id))) return state;
      // Published records carry no `permission`: read only until the list is loaded again.
      const permission = typeof action.record.permission === 'number' ? action.record.permission : 1;
      const row = { ...action.record, id: Number(action.record.id), permission } as RecordData;
      return { ...state, rows: [row, ...state.rows], total: state.total + 1 };
    }
    case 'liveDeleted': {
      if (!state.rows.some((row) => sameId(row.id, action.id))) return state;
      return {
        ...state,
        rows: state.rows.filter((row) => !sameId(row.id, action.id)),
        total: Math.max(0, state.total - 1),
      };
    }
    case 'reset':
      return initialLoadMoreState;
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}
