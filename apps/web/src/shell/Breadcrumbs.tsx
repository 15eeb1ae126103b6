import { findModule, moduleKeyOfPath } from '@atrium/core';
import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useModuleWithCustomObjects } from '../records/custom-objects/useCustomObjects';
import { derivePageTitle, recordCrumb } from './breadcrumb-title';
import { usePageTitleContext } from './PageTitleContext';
import { useModuleLabels } from './useModuleLabels';

type Crumb = NonNullable<BreadcrumbProps['items']>[number];

/** All Modules › module › page. A page may name itself (usePageTitle); otherwise the route names it. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { title: pageTitle } = usePageTitleContext();
  const { moduleName, entryLabel } = useModuleLabels();
  const module = useModuleWithCustomObjects(findModule(moduleKeyOfPath(pathname)));

  const crumbs: Crumb[] = [{ key: 'root', title: <Link to="/userzone">{t('shell.allModules')}</Link> }];
  let last: string | null = pageTitle;
  if (module && module.key !== 'userzone') {
    const derived = derivePageTitle(pathname, module);
    crumbs.push({
      key: 'module',
      title:
        derived.kind === 'module' ? (
          moduleName(module)
        ) : (
          <Link to={`/${module.key}`}>{moduleName(module)}</Link>
        ),
    });
    if (derived.kind === 'entry' && last === null) last = entryLabel(derived.entry);
    if (derived.kind === 'create' || derived.kind === 'edit') {
      // One record sits under its list: the list links back, and the record's page names itself with
      // the object's singular name ('Edit Account'). Until it has, the crumb says only what it is.
      crumbs.push({
        key: 'entry',
        title: <Link to={derived.entry.url}>{entryLabel(derived.entry)}</Link>,
      });
      last ??= recordCrumb(t, derived);
    }
  }
  if (last && !(module?.key === 'userzone' && pathname.replace(/\/+$/, '') === '/userzone')) {
    crumbs.push({ key: 'page', title: last });
  }

  return (
    <nav aria-label={t('shell.breadcrumb')} className="atrium-breadcrumbs">
      <Breadcrumb items={crumbs} />
    </nav>
  );
}
