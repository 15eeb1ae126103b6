import { ExportOutlined } from '@ant-design/icons';
import type { ExportTemplate, FilterEntry } from '@atrium/core';
import { App, Button, Dropdown, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useExportTemplates } from '../../templates/templates-api';

interface ExportButtonProps {
  object: string;
  filter: FilterEntry[];
}

/**
 * The grid's Export (spec 001 §7.4): the object's export templates, each run with the grid's filter as
 * the e-mailed export; one template is a button asking first, several a menu; none, no button at all.
 */
export function ExportButton({ object, filter }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const templates = useExportTemplates(object);
  const run = async (template: ExportTemplate) => {
    try {
      await api.post(`exports/templates/${template.id}`, { filter });
      void message.success(t('records.exportStarted'));
    } catch (error) {
      void message.error(errorMessage(error), 8);
    }
  };
  const list = templates.data ?? [];
  const [only] = list;
  if (!only) return null;
  if (list.length === 1) {
    return (
      <Popconfirm
        title={t('records.exportConfirm')}
        okText={t('common.yes')}
        cancelText={t('common.no')}
        onConfirm={() => run(only)}
      >
        <Button icon={<ExportOutlined />}>{t('records.export')}</Button>
      </Popconfirm>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: list.map((template) => ({ key: String(template.id), label: template.name })),
        onClick: ({ key }) => {
          const chosen = list.find((template) => String(template.id) === key);
          if (!chosen) return;
          void modal.confirm({
            title: t('records.exportConfirm'),
            content: chosen.name,
            okText: t('common.yes'),
            cancelText: t('common.no'),
            onOk: () => run(chosen),
          });
        },
      }}
    >
      <Button icon={<ExportOutlined />}>{t('records.export')}</Button>
    </Dropdown>
  );
}
