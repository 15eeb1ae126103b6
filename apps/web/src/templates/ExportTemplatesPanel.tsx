import { PlusOutlined } from '@ant-design/icons';
import { EXPORT_FORMATS, type ExportTemplate, type ExportTemplateInput } from '@atrium/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../app/api-error';
import { useTemplatesTranslation } from '../i18n/resources/templates';
import { useObjectDefinition } from '../metadata/useObjectDefinition';
import { templatesApi, useExportTemplates } from './templates-api';

/** An object's export templates (spec 001 §7.4): which columns, in which order, in which format. */
export function ExportTemplatesPanel({ object }: { object: string }) {
  const { t } = useTemplatesTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useExportTemplates(object);
  const definition = useObjectDefinition(object);
  const [editing, setEditing] = useState<(ExportTemplateInput & { id?: number }) | null>(null);
  const save = useMutation({
    mutationFn: (input: ExportTemplateInput & { id?: number }) => {
      const { id, ...body } = input;
      return templatesApi.saveExport(id, body);
    },
    onSuccess: (saved) => {
      void message.success(t('templates.saved', { name: saved.name }));
      void queryClient.invalidateQueries({ queryKey: ['templates', 'export'] });
      setEditing(null);
    },
  });
  const remove = useMutation({
    mutationFn: (row: ExportTemplate) => templatesApi.removeExport(row.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['templates', 'export'] }),
    onError: (error) => void message.error(errorMessage(error)),
  });
  const labelOf = new Map((definition.data?.attributes ?? []).map((a) => [a.name, a.label]));
  const columnOptions = [
    { value: 'id', label: 'Id' },
    ...(definition.data?.attributes ?? []).map((a) => ({ value: a.name, label: a.label })),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('templates.exportTemplates')}
        </Typography.Title>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing({ name: '', object, columns: [], format: 'xlsx' })}
        >
          {t('templates.newExport')}
        </Button>
      </Space>
      {list.error ? <Alert type="error" showIcon title={errorMessage(list.error)} /> : null}
      <Table<ExportTemplate>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: t('templates.name'), dataIndex: 'name' },
          {
            title: t('templates.columns'),
            render: (_, row) => row.columns.map((c) => labelOf.get(c) ?? c).join(', '),
          },
          { title: t('templates.format'), dataIndex: 'format' },
          {
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing({ ...row })}>
                  {t('templates.edit')}
                </Button>
                <Popconfirm title={t('templates.deleteConfirm')} onConfirm={() => remove.mutate(row)}>
                  <Button size="small" danger>
                    {t('templates.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? t('templates.edit') : t('templates.newExport')}
        okText={t('templates.save')}
        cancelText={t('templates.cancel')}
        confirmLoading={save.isPending}
        onOk={() => editing && save.mutate(editing)}
        onCancel={() => {
          save.reset();
          setEditing(null);
        }}
      >
        {save.error ? <Alert type="error" showIcon title={errorMessage(save.error)} /> : null}
        {editing ? (
          <Form layout="vertical">
            <Form.Item label={t('templates.name')} htmlFor="export-name" required>
              <Input
                id="export-name"
                value={editing.name}
                onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('templates.columns')} htmlFor="export-columns" required>
              <Select
                id="export-columns"
                mode="multiple"
                value={editing.columns}
                onChange={(columns) => setEditing({ ...editing, columns })}
                options={columnOptions}
                optionFilterProp="label"
              />
            </Form.Item>
            <Form.Item label={t('templates.format')} htmlFor="export-format">
              <Select
                id="export-format"
                value={editing.format}
                onChange={(format) => setEditing({ ...editing, format })}
                options={EXPORT_FORMATS.map((format) => ({ value: format, label: format }))}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </Space>
  );
}
