import { useTranslation } from 'react-i18next';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { ActivityPanel } from './ActivityPanel';

function LastMeeting(props: FieldWidgetProps) {
  const { t } = useTranslation();
  return (
    <ActivityPanel
      props={props}
      kind="appointment"
      title={t('panels.activity.lastMeeting')}
      emptyText={t('panels.activity.noMeetings')}
    />
  );
}

export const LastMeetingWidget: FieldWidget = { Input: LastMeeting, Display: LastMeeting, labelled: false };
