import { channels, type ListAnswer, type Relationship } from '@atrium/core';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from '../../../app/api-client';
import { errorMessage } from '../../../app/api-error';
import { useListRefresh } from '../../../app/list-refresh';
import { useChannel } from '../../../app/useChannel';
import { initialLoadMoreState, loadMoreReducer, nextPage } from './load-more-reducer';
import { belongsToParent, RELATED_PAGE_SIZE, relatedEndpoint } from './related-children';

interface RelatedListOptions {
  relation: Relationship;
  parentId: number;
  /** False while the person may not see the children: nothing is loaded or followed. */
  enabled: boolean;
}

/**
 * One relationship's children as a load-more list: page 1 on mount, `loadMore` appends the next page,
 * children created elsewhere for this parent arrive live on top, deleted ones leave, and the child object's
 * '{listId}::refresh' (a change saved in this window) loads the list again from page 1.
 */
export function useRelatedList({ relation, parentId, enabled }: RelatedListOptions) {
  const [state, dispatch] = useReducer(loadMoreReducer, initialLoadMoreState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const endpoint = relatedEndpoint(relation, parentId);
  // Bumped whenever the list starts over (another parent, a refresh, unmounted): answers to the
  // requests of an earlier generation are dropped, so an old page never lands in the new list.
  const generation = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const mine = generation.current;
      dispatch({ type: 'loadStarted' });
      try {
        const answer = await api.get<ListAnswer>(endpoint, {
          query: { page, pageSize: RELATED_PAGE_SIZE },
        });
        if (generation.current === mine) dispatch({ type: 'pageLoaded', answer });
      } catch (error) {
        if (generation.current === mine) dispatch({ type: 'loadFailed', message: errorMessage(error) });
      }
    },
    [endpoint],
  );

  const startOver = useCallback(() => {
    generation.current += 1;
    dispatch({ type: 'reset' });
    if (enabled) void load(1);
  }, [enabled, load]);

  useEffect(() => {
    startOver();
    return () => {
      generation.current += 1;
    };
  }, [startOver]);

  useListRefresh(enabled ? relation.child_object : undefined, startOver);

  const loadMore = useCallback(() => {
    const page = nextPage(stateRef.current);
    if (page !== undefined) void load(page);
  }, [load]);

  /** After a failure: the page that failed again. */
  const retry = useCallback(() => void load(stateRef.current.page + 1), [load]);

  const onMessage = useCallback(
    ({ event, data }: { event: string; data: unknown }) => {
      if (typeof data !== 'object' || data === null) return;
      const { id } = data as { id?: unknown };
      if (event === 'deleted' && (typeof id === 'number' || typeof id === 'string')) {
        dispatch({ type: 'liveDeleted', id });
        return;
      }
      if (event !== 'created') return;
      const record = (data as { record?: unknown }).record;
      if (typeof record !== 'object' || record === null) return;
      const values = record as Record<string, unknown>;
      if (belongsToParent(relation, values, parentId)) dispatch({ type: 'liveCreated', record: values });
    },
    [relation, parentId],
  );
  useChannel(enabled ? channels.newRecords(relation.child_object) : undefined, onMessage);

  return { state, loadMore, retry };
}
