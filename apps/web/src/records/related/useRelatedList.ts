import { channels, type ListAnswer, type Relationship } from '@atrium/core';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useChannel } from '../../app/useChannel';
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
 * and children created elsewhere for this parent arrive live on top.
 */
export function useRelatedList({ relation, parentId, enabled }: RelatedListOptions) {
  const [state, dispatch] = useReducer(loadMoreReducer, initialLoadMoreState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const endpoint = relatedEndpoint(relation, parentId);
  // Answers for an endpoint no longer shown (another parent, unmounted) are dropped.
  const current = useRef(endpoint);

  const load = useCallback(
    async (page: number) => {
      dispatch({ type: 'loadStarted' });
      try {
        const answer = await api.get<ListAnswer>(endpoint, {
          query: { page, pageSize: RELATED_PAGE_SIZE },
        });
        if (current.current === endpoint) dispatch({ type: 'pageLoaded', answer });
      } catch (error) {
        if (current.current === endpoint) dispatch({ type: 'loadFailed', message: errorMessage(error) });
      }
    },
    [endpoint],
  );

  useEffect(() => {
    current.current = endpoint;
    dispatch({ type: 'reset' });
    if (enabled) void load(1);
    return () => {
      current.current = '';
    };
  }, [endpoint, enabled, load]);

  const loadMore = useCallback(() => {
    const page = nextPage(stateRef.current);
    if (page !== undefined) void load(page);
  }, [load]);

  /** After a failure: the page that failed again. */
  const retry = useCallback(() => void load(stateRef.current.page + 1), [load]);

  const onMessage = useCallback(
    ({ event, data }: { event: string; data: unknown }) => {
      if (event !== 'created' || typeof data !== 'object' || data === null) return;
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
