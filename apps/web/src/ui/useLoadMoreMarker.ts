import { type RefObject, useEffect } from 'react';

/** Spec 001 §9: a Load More marker is observed with a 20 px margin, wholly in view. */
const MARKER_OPTIONS = { rootMargin: '20px', threshold: 1 } as const;

/**
 * Loads the next page when the marker scrolls into view (of `root`, else the window), while there is
 * one and none is loading. The marker is rendered only while there is more, so a new observer starts
 * with each page and sees the marker again if it is still in view.
 */
export function useLoadMoreMarker(
  marker: RefObject<HTMLElement | null>,
  paging: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown },
  root?: RefObject<HTMLElement | null>,
): void {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = paging;
  useEffect(() => {
    const target = marker.current;
    if (!target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root: root?.current ?? null, ...MARKER_OPTIONS },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [marker, root, hasNextPage, isFetchingNextPage, fetchNextPage]);
}
