import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { TopBarConfig } from './top-bar-types';

interface TopBarContextValue {
  config: TopBarConfig;
  setConfig: (config: TopBarConfig) => void;
}

const EMPTY: TopBarConfig = { buttons: [] };

const TopBarContext = createContext<TopBarContextValue>({ config: EMPTY, setConfig: () => undefined });

/** Pages hand their buttons and search handler up to the shell's top bar through this context. */
export function TopBarProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<TopBarConfig>(EMPTY);
  const value = useMemo(() => ({ config, setConfig }), [config]);
  return <TopBarContext.Provider value={value}>{children}</TopBarContext.Provider>;
}

export function useTopBarContext(): TopBarContextValue {
  return useContext(TopBarContext);
}

export { EMPTY as EMPTY_TOP_BAR };
