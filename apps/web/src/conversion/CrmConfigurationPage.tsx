import { findModule, objectNameOfEntry } from '@atrium/core';
import { Alert, Button, Empty, Tabs, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/api-error';
import { objectName } from '../i18n/metadata-labels';
import { useConversionTranslation } from '../i18n/resources/conversion';
import { useCustomObjects } from '../records/custom-objects/useCustomObjects';
import { usePageTitle } from '../shell/usePageTitle';
import { LoadingBlock } from '../ui/LoadingBlock';
import { ConversionMappingCard } from './ConversionMappingCard';
import { useModuleObjects } from './conversion-api';

const CRM = 'crm';
/** The object whose conversion the CRM is known for comes first. */
const FIRST = 'lead';

/** The objects of the CRM's navigation entries (accounts, contacts, leads…), in their order. */
function builtInObjects(): string[] {
  const names = (findModule(CRM)?.navigation ?? []).flatMap((entry) => {
    const object = objectNameOfEntry(entry);
    return object ? [object] : [];
  });
  return [...names.filter((name) => name === FIRST), ...names.filter((name) => name !== FIRST)];
}

/**
 * `/crm/configuration` (`crm:configuration`, granted per organization): the organization's CRM
 * settings, which are how records of each CRM object convert into records of the others, a lead into
 * an account, a contact and an opportunity. One tab per CRM object, each the conversion card the
 * object creator shows, with the CRM's objects as the destinations.
 */
export function CrmConfigurationPage() {
  const { t } = useConversionTranslation();
  const { i18n } = useTranslation();
  const title = t('conversion.crmConfiguration.title');
  usePageTitle(title);
  // Objects made in the object creator for the CRM count too; if they cannot be listed, the shipped ones do.
  const custom = useCustomObjects();
  const names = useMemo(() => {
    const made = (custom.data ?? []).filter((o) => o.module === CRM).map((o) => o.name);
    return [...new Set([...builtInObjects(), ...made])];
  }, [custom.data]);
  const objects = useModuleObjects(CRM, names, !custom.isPending);

  let body: ReactNode;
  if (custom.isPending || objects.isPending) body = <LoadingBlock />;
  else if (objects.error)
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(objects.error)}
        action={
          <Button onClick={() => void objects.refetch()}>{t('conversion.crmConfiguration.retry')}</Button>
        }
      />
    );
  else if (objects.data.length === 0) body = <Empty description={t('conversion.crmConfiguration.none')} />;
  else
    body = (
      <Tabs
        aria-label={t('conversion.crmConfiguration.objects')}
        destroyOnHidden
        items={objects.data.map((definition) => {
          const name = objectName(definition, i18n.language);
          return {
            key: definition.name,
            label: name,
            children: (
              <ConversionMappingCard
                definition={definition}
                canEdit
                title={t('conversion.crmConfiguration.conversionOf', { name })}
                destinations={objects.data}
              />
            ),
          };
        })}
      />
    );

  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('conversion.crmConfiguration.intro')}</Typography.Paragraph>
      {body}
    </section>
  );
}
