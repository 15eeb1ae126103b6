import type { NotificationItem } from '@atrium/core';
import { Alert, Badge, Button, Empty, List, Space, Spin, Typography } from 'antd';
import { useRef } from 'react';
import { errorMessage } from '../../app/api-error';
import { useUserZoneTranslation } from '../../i18n/resources/user-zone';
import { usePageTitle } from '../../shell/usePageTitle';
import { useLoadMoreMarker } from '../../ui/useLoadMoreMarker';
import { RecordLink } from './RecordLink';
import { useMarkRead, useNotifications } from './user-zone-calls';

/** My Notifications (issue 19 item 5): read and unread, newest first, live, marked read one or all. */
export function NotificationsPage() {
  const { t, i18n } = useUserZoneTranslation();
  usePageTitle(t('userZone.notificationsTitle'));
  const list = useNotifications();
  const mark = useMarkRead();
  const marker = useRef<HTMLDivElement | null>(null);
  useLoadMoreMarker(marker, list);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="atrium-page">
      <Space align="center" wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={1}>{t('userZone.notificationsTitle')}</Typography.Title>
        <Button disabled={unread === 0 || mark.isPending} onClick={() => mark.mutate('all')}>
          {t('userZone.markAllRead')}
        </Button>
      </Space>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          title={t('userZone.loadFailed', { message: errorMessage(list.error) })}
        />
      ) : null}
      {mark.error ? <Alert type="error" showIcon title={errorMessage(mark.error)} /> : null}
      {list.isPending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={t('userZone.notificationsEmpty')} />
      ) : (
        <List<NotificationItem>
          dataSource={items}
          rowKey="id"
          renderItem={(item) => (
            <List.Item
              data-testid="notification"
              data-read={item.read ? 'true' : 'false'}
              actions={
                item.read
                  ? []
                  : [
                      <Button key="read" size="small" onClick={() => mark.mutate(item.id)}>
                        {t('userZone.markRead')}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                avatar={item.read ? null : <Badge status="processing" title={t('userZone.unread')} />}
                title={
                  item.object && item.recordId !== null ? (
                    <RecordLink object={item.object} recordId={item.recordId} label={item.title} />
                  ) : (
                    item.title
                  )
                }
                description={
                  <>
                    {item.body ? <div>{item.body}</div> : null}
                    <Typography.Text type="secondary">{time.format(new Date(item.at))}</Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {list.hasNextPage ? (
        <div ref={marker} className="atrium-load-more">
          {t('userZone.loadingMore')}
        </div>
      ) : null}
    </section>
  );
}
