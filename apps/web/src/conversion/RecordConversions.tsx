import type { ObjectDefinition, RecordData } from '@atrium/core';
import { Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConversionTranslation } from '../i18n/resources/conversion';
import { listRouteOf } from '../metadata/record-route';
import { ConversionDialog } from './ConversionDialog';
import { useConfigurations, useConversionLinks } from './conversion-api';

/**
 * On a saved record's page: what it was converted to (links to each record it became) and, when its
 * object converts into something and the person may edit it, the Convert button and dialog.
 */
export function RecordConversions({
  definition,
  record,
  canConvert,
}: {
  definition: ObjectDefinition;
  record: RecordData;
  canConvert: boolean;
}) {
  const { t, i18n } = useConversionTranslation();
  const configurations = useConfigurations(definition.name);
  const links = useConversionLinks(definition.name, record.id);
  const [open, setOpen] = useState(false);
  const available = configurations.data ?? [];
  const became = links.data ?? [];
  if (available.length === 0 && became.length === 0) return null;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <Card
      className="atrium-record-conversions"
      title={t('conversion.convertedTo')}
      extra={
        canConvert && available.length > 0 ? (
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('conversion.convert')}
          </Button>
        ) : null
      }
    >
      <List
        aria-label={t('conversion.convertedTo')}
        dataSource={became}
        locale={{ emptyText: '—' }}
        renderItem={(link) => {
          const route = listRouteOf(link.destination_object);
          const label = link.destination_label ?? `#${link.destination_id}`;
          return (
            <List.Item>
              <Typography.Text>
                {route && link.destination_label !== null ? (
                  <Link to={`${route}/${link.destination_id}`}>{label}</Link>
                ) : (
                  `${label} ${link.destination_label === null ? t('conversion.hidden') : ''}`
                )}{' '}
                <Typography.Text type="secondary">
                  ({link.destination_object},{' '}
                  {link.action === 'created' ? t('conversion.created') : t('conversion.linked')},{' '}
                  {t('conversion.byOn', { name: link.converted_by.name, date: date(link.converted_at) })})
                </Typography.Text>
              </Typography.Text>
            </List.Item>
          );
        }}
      />
      {open ? (
        <ConversionDialog
          definition={definition}
          record={record}
          configurations={available}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}
