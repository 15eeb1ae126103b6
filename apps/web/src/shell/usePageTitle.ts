import { PRODUCT_NAME } from '@atrium/core';
import { useEffect } from 'react';
import { usePageTitleContext } from './PageTitleContext';

/** Names the current page in the breadcrumbs and the browser tab. */
export function usePageTitle(title: string): void {
  const { setTitle } = usePageTitleContext();
  useEffect(() => {
    setTitle(title);
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => setTitle(null);
  }, [title, setTitle]);
}
