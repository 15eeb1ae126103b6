import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The wait state of a page or a guarded block: 'Loading... Please wait'. */
export function LoadingBlock({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'atrium-loading atrium-loading--page' : 'atrium-loading'} role="status">
      <Spin />
      <span>{t('common.loadingPleaseWait')}</span>
    </div>
  );
}
