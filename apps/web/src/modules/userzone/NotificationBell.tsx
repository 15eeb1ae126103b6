import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { useUserZoneTranslation } from '../../i18n/resources/user-zone';
import { useLiveNotifications, useUnreadCount } from './user-zone-calls';

/** The top bar's bell: a link to My Notifications with the unread count, kept live. */
export function NotificationBell() {
  const { t } = useUserZoneTranslation();
  useLiveNotifications();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={unread > 0 ? t('userZone.bellCount', { count: unread }) : t('userZone.bell')}
      className="atrium-header__icon-link"
    >
      <Badge count={unread} size="small" overflowCount={99} data-testid="notification-count">
        <BellOutlined aria-hidden="true" />
      </Badge>
    </Link>
  );
}
