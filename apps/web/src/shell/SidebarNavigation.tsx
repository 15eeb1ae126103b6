import {
  AppstoreOutlined,
  FileProtectOutlined,
  HistoryOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { findModule, moduleKeyOfPath } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BiGroupLinks } from '../modules/business-intelligence/BiGroupLinks';
import { useCustomEntries } from '../records/custom-objects/useCustomObjects';
import { ModuleIcon } from '../ui/ModuleIcon';
import { InboxCount } from '../workflow/WorkflowLive';
import { SidebarLink } from './SidebarLink';
import { useModuleLabels } from './useModuleLabels';
import { useNavigationAccess } from './useNavigationAccess';

/** User zone: its own pages and the Administration section. */
function UserZoneNavigation() {
  const { t } = useTranslation();
  const { administration } = useNavigationAccess();
  const { moduleName } = useModuleLabels();
  return (
    <>
      <ul className="atrium-sidebar__list">
        <SidebarLink to="/userzone" end icon={<AppstoreOutlined />} label={t('shell.allModules')} />
        <SidebarLink to="/userzone/activities" icon={<HistoryOutlined />} label={t('shell.myActivities')} />
        <SidebarLink to="/userzone/pages/about" icon={<InfoCircleOutlined />} label={t('shell.about')} />
        <SidebarLink
          to="/userzone/pages/privacy-policy"
          icon={<FileProtectOutlined />}
          label={t('shell.privacyPolicy')}
        />
        <SidebarLink
          to="/userzone/pages/terms-of-service"
          icon={<SolutionOutlined />}
          label={t('shell.termsOfService')}
        />
        <SidebarLink to="/logout" icon={<LogoutOutlined />} label={t('shell.logout')} />
      </ul>
      {administration.length > 0 ? (
        <section aria-labelledby="atrium-sidebar-administration">
          <h2 id="atrium-sidebar-administration" className="atrium-sidebar__heading">
            {t('shell.administration')}
          </h2>
          <ul className="atrium-sidebar__list">
            {administration.map((module) => (
              <SidebarLink
                key={module.key}
                to={`/${module.key}`}
                icon={<ModuleIcon name={module.icon} />}
                label={moduleName(module)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The current module's entries the user may open; the user zone has its own list. */
export function SidebarNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { entriesOf } = useNavigationAccess();
  const { moduleName, entryLabel } = useModuleLabels();
  const module = findModule(moduleKeyOfPath(pathname));
  const customEntries = useCustomEntries(module);
  if (!module || module.key === 'userzone') return <UserZoneNavigation />;
  return (
    <>
      <h2 className="atrium-sidebar__heading">{moduleName(module)}</h2>
      <ul className="atrium-sidebar__list">
        <SidebarLink to="/userzone" end icon={<AppstoreOutlined />} label={t('shell.allModules')} />
        {entriesOf(module).map(({ entry, href }) =>
          entry.expandsTo === 'bi-groups' ? (
            <BiGroupLinks key={entry.key} entry={entry} />
          ) : (
            <SidebarLink
              key={entry.key}
              to={href}
              end={href === `/${module.key}`}
              icon={<ModuleIcon name={entry.icon} />}
              label={entryLabel(entry)}
              external={entry.external === true}
              externalHint={t('common.opensInNewTab')}
              extra={<InboxCount url={entry.url} />}
            />
          ),
        )}
        {customEntries.map((entry) => (
          <SidebarLink
            key={entry.key}
            to={entry.url}
            icon={<ModuleIcon name={entry.icon} />}
            label={entryLabel(entry)}
          />
        ))}
      </ul>
    </>
  );
}
