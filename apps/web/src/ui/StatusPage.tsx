import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface StatusPageProps {
  status: '403' | '404' | '500';
  title: string;
  text: string;
}

/** The 403, 404 and 500 pages: a large status, the spec's title and a way back. */
export function StatusPage({ status, title, text }: StatusPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="atrium-status">
      <Result
        status={status}
        title={<h1 className="atrium-status__title">{title}</h1>}
        subTitle={text}
        extra={
          <Button type="primary" onClick={() => navigate('/userzone')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </main>
  );
}
