import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface PageTitleContextValue {
  title: string | null;
  setTitle: (title: string | null) => void;
}

const PageTitleContext = createContext<PageTitleContextValue>({ title: null, setTitle: () => undefined });

/** Lets a page name itself in the breadcrumbs when the route alone cannot (e.g. a record's name). */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string | null>(null);
  const value = useMemo(() => ({ title, setTitle }), [title]);
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}

export function usePageTitleContext(): PageTitleContextValue {
  return useContext(PageTitleContext);
}
