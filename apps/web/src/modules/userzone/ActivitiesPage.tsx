import type { ActivityItem } from '@atrium/core';
import { Alert, Empty, List, Spin, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { errorMessage } from '../../app/api-error';
import { useUserZoneTranslation } from '../../i18n/resources/user-zone';
import { useObjectDefinition } from '../../metadata/useObjectDefinition';
import { usePageTitle } from '../../shell/usePageTitle';
import { useLoadMoreMarker } from '../../ui/useLoadMoreMarker';
import { RecordLink } from './RecordLink';
import { useActivities } from './user-zone-calls';

const KIND_COLORS: Record<ActivityItem['kind'], string> = {
  created: 'green',
  changed: 'blue',
  approved: 'cyan',
  rejected: 'red',
  decided: 'purple',
  triggered: 'geekblue',
  assigned: 'orange',
};

function ActivityRecord({ item }: { item: ActivityItem }) {
  const definition = useObjectDefinition(item.object);
  const objectName = definition.data?.display_name ?? item.object;
  const label = item.recordLabel ?? `${objectName} #${item.recordId}`;
  return (
    <>
      <RecordLink object={item.object} recordId={item.recordId} label={label} />{' '}
      <Typography.Text type="secondary">({objectName})</Typography.Text>
    </>
  );
}

/**
 * My Activities (issue 19 item 5): what I created, changed, approved and was given, across modules,
 * newest first, loading more as I scroll; the server leaves out records I may no longer read.
 */
export function ActivitiesPage() {
  const { t, i18n } = useUserZoneTranslation();
  usePageTitle(t('userZone.activitiesTitle'));
  const list = useActivities();
  const marker = useRef<HTMLDivElement | null>(null);
  useLoadMoreMarker(marker, list);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('userZone.activitiesTitle')}</Typography.Title>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          title={t('userZone.loadFailed', { message: errorMessage(list.error) })}
        />
      ) : null}
      {list.isPending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={t('userZone.activitiesEmpty')} />
      ) : (
        <List<ActivityItem>
          dataSource={items}
          rowKey="key"
          renderItem={(item) => (
            <List.Item data-testid="activity">
              <List.Item.Meta
                title={
                  <>
                    <Tag color={KIND_COLORS[item.kind]}>{t(`userZone.kinds.${item.kind}`)}</Tag>
                    <ActivityRecord item={item} />
                  </>
                }
                description={
                  <>
                    {item.detail ? <div>{item.detail}</div> : null}
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
