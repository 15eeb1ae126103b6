import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSessionBootstrap } from '../session/useSessionBootstrap';
import { LoadingBlock } from '../ui/LoadingBlock';
import { Breadcrumbs } from './Breadcrumbs';
import { LoginAsBanner } from './LoginAsBanner';
import { NavigationRail } from './NavigationRail';
import { PageTitleProvider } from './PageTitleContext';
import { ShellHeader } from './ShellHeader';
import { Sidebar } from './Sidebar';
import { TopBar } from './top-bar/TopBar';
import { TopBarProvider } from './top-bar/TopBarContext';
import { UpdateModal } from './UpdateModal';
import { useNavigationAccess } from './useNavigationAccess';
import { useSidebarState } from './useSidebarState';

/** The signed-in frame: rail, product sidebar, header, breadcrumbs, top bar and the page. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sidebar = useSidebarState();
  const [mobileNavigation, setMobileNavigation] = useState(false);
  const session = useSessionBootstrap();
  const navigation = useNavigationAccess();
  // The frame waits for its first answers once. Later refetches (another organization's permissions,
  // a new profile) update it in place: unmounting it would drop what a person is typing in the page.
  const [shown, setShown] = useState(false);
  if (!shown && session.ready && navigation.ready) setShown(true);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // Moving to another page closes the phone-sized navigation.
    setLastPath(pathname);
    setMobileNavigation(false);
  }

  if (!shown && !(session.ready && navigation.ready)) return <LoadingBlock fullPage />;

  const className = [
    'atrium-shell',
    sidebar.pinned ? 'atrium-shell--pinned' : '',
    mobileNavigation ? 'atrium-shell--mobile-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <TopBarProvider>
      <PageTitleProvider>
        <div className={className}>
          <NavigationRail onModuleChosen={sidebar.openSidebar} />
          <Sidebar state={sidebar} />
          {sidebar.open && !sidebar.pinned ? (
            <button
              type="button"
              className="atrium-overlay"
              aria-label={t('shell.closeSidebar')}
              onClick={sidebar.closeSidebar}
            />
          ) : null}
          <div className="atrium-shell__body">
            <LoginAsBanner />
            <ShellHeader
              mobileNavigationOpen={mobileNavigation}
              onToggleMobileNavigation={() => setMobileNavigation((open) => !open)}
            />
            {!sidebar.visible ? (
              <button type="button" className="atrium-sidebar-opener" onClick={sidebar.openSidebar}>
                {t('shell.openSidebar')}
              </button>
            ) : null}
            <main className="atrium-shell__main">
              <Breadcrumbs />
              <TopBar />
              {children}
            </main>
          </div>
          <UpdateModal />
        </div>
      </PageTitleProvider>
    </TopBarProvider>
  );
}
