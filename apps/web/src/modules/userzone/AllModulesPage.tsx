import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModuleLabels } from '../../shell/useModuleLabels';
import { useNavigationAccess } from '../../shell/useNavigationAccess';
import { usePageTitle } from '../../shell/usePageTitle';
import { ModuleIcon } from '../../ui/ModuleIcon';

/** The user zone home: a card for every module the user may open. */
export function AllModulesPage() {
  const { t } = useTranslation();
  const { modules } = useNavigationAccess();
  const { moduleName } = useModuleLabels();
  usePageTitle(t('shell.allModules'));
  const openable = modules.filter((module) => module.key !== 'userzone');
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('shell.allModules')}</Typography.Title>
      {openable.length === 0 ? (
        <Empty description={t('shell.noModules')} />
      ) : (
        <ul className="atrium-card-grid atrium-card-grid--modules">
          {openable.map((module) => (
            <li key={module.key}>
              <Link to={`/${module.key}`} className="atrium-card-link">
                <Card hoverable className="atrium-module-card">
                  <span className="atrium-module-card__icon">
                    <ModuleIcon name={module.icon} />
                  </span>
                  <span className="atrium-module-card__name">{moduleName(module)}</span>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
