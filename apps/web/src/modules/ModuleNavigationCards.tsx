import type { ModuleDefinition } from '@atrium/core';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModuleLabels } from '../shell/useModuleLabels';
import { useNavigationAccess } from '../shell/useNavigationAccess';
import { ModuleIcon } from '../ui/ModuleIcon';

/** A module's navigation as cards, so a page without content still leads somewhere. */
export function ModuleNavigationCards({ module }: { module: ModuleDefinition }) {
  const { t } = useTranslation();
  const { entriesOf } = useNavigationAccess();
  const { moduleName, entryLabel } = useModuleLabels();
  const entries = entriesOf(module).filter(({ href }) => href !== `/${module.key}`);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('modulePage.navigation', { module: moduleName(module) })}>
      <ul className="atrium-card-grid">
        {entries.map(({ entry, href }) => (
          <li key={entry.key}>
            {entry.external ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className="atrium-card-link">
                <Card size="small" hoverable>
                  <ModuleIcon name={entry.icon} /> {entryLabel(entry)}
                  <span className="atrium-visually-hidden"> {t('common.opensInNewTab')}</span>
                </Card>
              </a>
            ) : (
              <Link to={href} className="atrium-card-link">
                <Card size="small" hoverable>
                  <ModuleIcon name={entry.icon} /> {entryLabel(entry)}
                </Card>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
