import { useTranslation } from 'react-i18next';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { ActivityPanel } from './ActivityPanel';

function LastCall(props: FieldWidgetProps) {
  const { t } = useTranslation();
  return (
    <ActivityPanel
      props={props}
      kind="call"
      title={t('panels.activity.lastCall')}
      emptyText={t('panels.activity.noCalls')}
    />
  );
}

export const LastCallWidget: FieldWidget = { Input: LastCall, Display: LastCall, labelled: false };
