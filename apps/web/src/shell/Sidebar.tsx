import { CloseOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SidebarNavigation } from './SidebarNavigation';
import { SidebarUser } from './SidebarUser';
import { UserOrganizations } from './UserOrganizations';
import type { SidebarState } from './useSidebarState';

/** The 16rem product sidebar: the person, the module's navigation and the user's organizations. */
export function Sidebar({ state }: { state: SidebarState }) {
  const { t } = useTranslation();
  if (!state.visible) return null;
  const pinLabel = state.pinned ? t('shell.unpinSidebar') : t('shell.pinSidebar');
  return (
    <aside className="atrium-sidebar">
      <div className="atrium-sidebar__tools">
        <Tooltip title={pinLabel}>
          <Button
            type="text"
            aria-label={pinLabel}
            aria-pressed={state.pinned}
            data-testid="sidebar-pin"
            icon={state.pinned ? <PushpinFilled /> : <PushpinOutlined />}
            onClick={state.togglePinned}
          />
        </Tooltip>
        <Tooltip title={t('shell.closeSidebar')}>
          <Button
            type="text"
            aria-label={t('shell.closeSidebar')}
            icon={<CloseOutlined />}
            onClick={state.closeSidebar}
          />
        </Tooltip>
      </div>
      <SidebarUser />
      <nav aria-label={t('shell.sidebar')} className="atrium-sidebar__nav">
        <SidebarNavigation />
        <UserOrganizations />
      </nav>
    </aside>
  );
}
