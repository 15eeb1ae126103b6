import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: closing or reloading the tab (the browser's own
 * question), following an in-app link, or the page's own Back and Cancel (through `confirmLeave`).
 * The app uses a BrowserRouter, which has no navigation blocker, so links are caught on the document.
 */
export function useLeavePrompt(dirty: boolean): (leave: () => void) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirtyRef.current) {
        leave();
        return;
      }
      modal.confirm({
        title: t('records.leaveTitle'),
        content: t('records.leaveContent'),
        okText: t('records.leave'),
        cancelText: t('records.stay'),
        onOk: leave,
      });
    },
    [modal, t],
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture phase: before React Router's link handler, which then never runs for this click.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const path = `${url.pathname}${url.search}${url.hash}`;
      if (path === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => navigate(path));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirmLeave, navigate]);

  return confirmLeave;
}
