import { useEffect } from 'react';
import { EMPTY_TOP_BAR, useTopBarContext } from './TopBarContext';
import type { TopBarConfig } from './top-bar-types';

/** A page declares its top-bar buttons and search; they are removed when the page unmounts. Pass a memoised config. */
export function useTopBar(config: TopBarConfig): void {
  const { setConfig } = useTopBarContext();
  useEffect(() => {
    setConfig(config);
    return () => setConfig(EMPTY_TOP_BAR);
  }, [config, setConfig]);
}
