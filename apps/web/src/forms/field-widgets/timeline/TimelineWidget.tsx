import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client';
import { stringOption } from '../shared/field-options';
import { textOf } from '../shared/field-value';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { isActiveItem, timelineItemsOf, timelinePath } from './timeline-items';

/** The timeline endpoint: `customServicePath`, or `endpoint`, with `{id}` standing for the record. */
const endpointOf = (props: FieldWidgetProps) =>
  stringOption(props, 'customServicePath') ?? stringOption(props, 'endpoint');

function RecordTimeline(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const endpoint = endpointOf(props);
  const recordId = textOf(props.record.id);
  const path =
    endpoint !== undefined && recordId !== '' && !props.isNew ? timelinePath(endpoint, recordId) : undefined;
  const answer = useQuery({
    queryKey: ['widget-timeline', path],
    queryFn: ({ signal }) => api.get<unknown>(path ?? '', { signal }),
    enabled: path !== undefined,
    select: timelineItemsOf,
  });
  if (path === undefined) return null;
  if (answer.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (answer.isError) return <Alert type="error" showIcon title={t('widgets.timeline.loadFailed')} />;
  return (
    <Timeline
      className="atrium-record-timeline"
      items={answer.data.map((item) => ({
        key: item.id,
        color: isActiveItem(item) ? 'green' : 'gray',
        content: (
          <span className={isActiveItem(item) ? 'atrium-timeline-active' : undefined}>
            {item.name}
            {item.endDate !== '' && <span className="atrium-timeline-date"> · {item.endDate}</span>}
          </span>
        ),
      }))}
    />
  );
}

/** timeline: steps loaded from a configured endpoint; completed and current ones are active. */
export const TimelineWidget: FieldWidget = {
  Input: RecordTimeline,
  Display: RecordTimeline,
  labelled: false,
};
