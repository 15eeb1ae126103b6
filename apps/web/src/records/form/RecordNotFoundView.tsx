import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotFoundState } from './useRecordNotFound';

/** A 404 on an existing record (spec 000 §4): off to its organization, or 'Not Found'. */
export function RecordNotFoundView({ state }: { state: NotFoundState }) {
  const { t } = useTranslation();
  if (state.kind === 'redirecting')
    return <Result status="info" title={t('records.recordExistsIn', { organization: state.organization })} />;
  if (state.kind === 'denied')
    return <Result status="404" title={t('records.notFound')} subTitle={t('records.noPermission')} />;
  return <Skeleton active />;
}
