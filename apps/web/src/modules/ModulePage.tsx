import { type ModuleDefinition, type NavigationEntry, PRODUCT_NAME } from '@atrium/core';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useModuleWithCustomObjects } from '../records/custom-objects/useCustomObjects';
import { derivePageTitle, recordCrumb } from '../shell/breadcrumb-title';
import { useModuleLabels } from '../shell/useModuleLabels';
import { usePageTitle } from '../shell/usePageTitle';
import { ModuleNavigationCards } from './ModuleNavigationCards';

interface ModulePageProps {
  module: ModuleDefinition;
  /** The navigation entry this route belongs to; absent for the module's home. */
  entry?: NavigationEntry;
}

/** A module screen whose content is not part of this version: it says so plainly and offers the module's pages. */
export function ModulePage({ module, entry }: ModulePageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { moduleName, entryLabel } = useModuleLabels();
  const derived = derivePageTitle(pathname, useModuleWithCustomObjects(module) ?? module);
  let title = entry ? entryLabel(entry) : moduleName(module);
  if (derived.kind === 'create' || derived.kind === 'edit') title = recordCrumb(t, derived);
  usePageTitle(title);

  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Alert
        type="info"
        showIcon
        title={t('modulePage.notAvailable', { page: title, product: PRODUCT_NAME })}
      />
      <ModuleNavigationCards module={module} />
    </section>
  );
}
