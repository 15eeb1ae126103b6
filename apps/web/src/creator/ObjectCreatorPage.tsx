import { Typography } from 'antd';
import { useParams } from 'react-router';
import { usePageTitle } from '../shell/usePageTitle';
import './creator.css';
import { useCreatorTranslation } from '../i18n/resources/creator';
import { ObjectDetailView } from './ObjectDetailView';
import { ObjectListView } from './ObjectListView';

/** The object creator (issue 5): the list of objects at `/superadmin/creator`, one object at `/:id`. */
export function ObjectCreatorPage() {
  const { t } = useCreatorTranslation();
  const { id } = useParams();
  usePageTitle(t('creator.title'));
  return (
    <section className="atrium-page atrium-creator">
      <Typography.Title level={1}>{t('creator.title')}</Typography.Title>
      {id ? <ObjectDetailView key={id} name={id} /> : <ObjectListView />}
    </section>
  );
}
