import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../session/browser-storage';

const PINNED_KEY = 'atrium.sidebarPinned';

export interface SidebarState {
  open: boolean;
  pinned: boolean;
  /** Visible: pinned, or opened by a click. */
  visible: boolean;
  openSidebar: () => void;
  closeSidebar: () => void;
  togglePinned: () => void;
}

/** Product sidebar: opens on click, closes on the overlay unless pinned. Pinned by default on first use. */
export function useSidebarState(): SidebarState {
  const [pinned, setPinned] = useState<boolean>(
    () => readStored(PINNED_KEY, (value) => (typeof value === 'boolean' ? value : null)) ?? true,
  );
  const [open, setOpen] = useState(false);
  const openSidebar = useCallback(() => setOpen(true), []);
  const closeSidebar = useCallback(() => {
    setOpen(false);
    setPinned(false);
    writeStored(PINNED_KEY, false);
  }, []);
  const togglePinned = useCallback(() => {
    setPinned((current) => {
      writeStored(PINNED_KEY, !current);
      return !current;
    });
    setOpen(true);
  }, []);
  return { open, pinned, visible: pinned || open, openSidebar, closeSidebar, togglePinned };
}
