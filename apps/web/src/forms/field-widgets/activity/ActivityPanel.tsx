import type { ActivitySummary } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client';
import { savedId } from '../related-object/related-object-model';
import type { FieldWidgetProps } from '../widget-types';

interface ActivityPanelProps {
  props: FieldWidgetProps;
  kind: 'call' | 'appointment';
  title: string;
  emptyText: string;
}

/**
 * 'Last Call' / 'Last Meeting' (spec 001 §2.4): start date and owner of the latest one. A failure is
 * only logged (§8): the panel then shows its empty text.
 */
export function ActivityPanel({ props, kind, title, emptyText }: ActivityPanelProps) {
  const { t } = useTranslation();
  const id = savedId(props.record);
  const latest = useQuery({
    queryKey: ['latest-activity', props.definition.name, kind, id],
    enabled: id !== undefined,
    queryFn: async () => {
      try {
        return await api.get<ActivitySummary | null>(
          `folio/statistics/latest-activity/${encodeURIComponent(props.definition.name)}/${kind}/${id}`,
        );
      } catch (error) {
        console.error(`The latest ${kind} could not be loaded`, error);
        return null;
      }
    },
  });
  const activity = latest.data;
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      {latest.isLoading && id !== undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : activity ? (
        <>
          {activity.subject ? <Typography.Paragraph strong>{activity.subject}</Typography.Paragraph> : null}
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'start',
                label: t('panels.activity.startDate'),
                children: activity.start_date ? dayjs(activity.start_date).format('DD/MM/YYYY hh:mm a') : '—',
              },
              { key: 'owner', label: t('panels.activity.owner'), children: activity.owner_name ?? '—' },
            ]}
          />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      )}
    </Card>
  );
}
