import { isRtl, moduleKeyOfPath } from '@atrium/core';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/useSession';
import { ModuleIcon } from '../ui/ModuleIcon';
import { useModuleLabels } from './useModuleLabels';
import { useNavigationAccess } from './useNavigationAccess';

/** The 64 px global rail: one icon per module the user may open. Choosing one opens the product sidebar. */
export function NavigationRail({ onModuleChosen }: { onModuleChosen: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSession();
  const { pathname } = useLocation();
  const { modules } = useNavigationAccess();
  const { moduleName } = useModuleLabels();
  const current = moduleKeyOfPath(pathname);
  return (
    <nav className="atrium-rail" aria-label={t('shell.modulesNav')}>
      <ul>
        {modules.map((module) => {
          const name = moduleName(module);
          return (
            <li key={module.key}>
              <Tooltip title={name} placement={isRtl(locale) ? 'left' : 'right'}>
                <Link
                  to={`/${module.key}`}
                  aria-label={name}
                  aria-current={current === module.key ? 'page' : undefined}
                  className={current === module.key ? 'atrium-rail__item is-active' : 'atrium-rail__item'}
                  onClick={onModuleChosen}
                >
                  <ModuleIcon name={module.icon} />
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
