import { PlusOutlined } from '@ant-design/icons';
import type { PrintTemplateSummary } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../app/api-error';
import { useTemplatesTranslation } from '../i18n/resources/templates';
import { ExportTemplatesPanel } from './ExportTemplatesPanel';
import { TemplateEditorDrawer } from './TemplateEditorDrawer';
import { templatesApi, usePrintTemplates } from './templates-api';

/**
 * `/superadmin/templates` and `/administration/templates`: an object's print templates (written in the
 * rich-text editor with tags) and export templates, in the organization the administrator acts in.
 */
export function TemplatesAdminPage() {
  const { t } = useTemplatesTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [object, setObject] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const objects = useQuery({ queryKey: ['templates', 'objects'], queryFn: templatesApi.objects });
  const templates = usePrintTemplates(object);
  const remove = useMutation({
    mutationFn: async (template: PrintTemplateSummary) => {
      await templatesApi.remove(template.id);
      return template;
    },
    onSuccess: (template) => {
      void message.success(t('templates.deleted', { name: template.name }));
      void queryClient.invalidateQueries({ queryKey: ['templates'] });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  const failure = objects.error ?? templates.error;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} className="atrium-page">
      <Typography.Title level={1}>{t('templates.title')}</Typography.Title>
      <Space wrap>
        <Select
          aria-label={t('templates.object')}
          placeholder={t('templates.chooseObject')}
          showSearch
          optionFilterProp="label"
          value={object}
          onChange={setObject}
          loading={objects.isLoading}
          options={(objects.data ?? []).map((o) => ({ value: o.name, label: o.display_name }))}
          style={{ minWidth: 260 }}
        />
      </Space>
      {failure ? <Alert type="error" showIcon title={errorMessage(failure)} /> : null}
      {object === undefined ? null : (
        <>
          <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t('templates.printTemplates')}
            </Typography.Title>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
              {t('templates.newTemplate')}
            </Button>
          </Space>
          <Table<PrintTemplateSummary>
            rowKey="id"
            loading={templates.isLoading}
            dataSource={templates.data?.data ?? []}
            pagination={false}
            locale={{ emptyText: <Empty description={t('templates.empty')} /> }}
            columns={[
              { title: t('templates.name'), dataIndex: 'name' },
              {
                title: t('templates.pageSize'),
                render: (_, row) => `${row.page_size} · ${t(`templates.${row.orientation}`)}`,
              },
              {
                title: t('templates.language'),
                render: (_, row) => t(`templates.languages.${row.language}`),
              },
              {
                key: 'actions',
                render: (_, row) => (
                  <Space>
                    <Button
                      size="small"
                      aria-label={`${t('templates.edit')} ${row.name}`}
                      onClick={() => setEditing({ id: row.id })}
                    >
                      {t('templates.edit')}
                    </Button>
                    <Popconfirm title={t('templates.deleteConfirm')} onConfirm={() => remove.mutate(row)}>
                      <Button size="small" danger aria-label={`${t('templates.delete')} ${row.name}`}>
                        {t('templates.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
          <ExportTemplatesPanel object={object} />
        </>
      )}
      {editing && object ? (
        <TemplateEditorDrawer object={object} templateId={editing.id} onClose={() => setEditing(null)} />
      ) : null}
    </Space>
  );
}
