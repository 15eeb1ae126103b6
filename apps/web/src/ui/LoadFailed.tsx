import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadFailedProps {
  /** What failed, or the server's message when there is nothing more to say. */
  title: ReactNode;
  description?: ReactNode;
  onRetry: () => void;
}

/** The failed state of a page or block that loads something: the reason and a Retry button. */
export function LoadFailed({ title, description, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
