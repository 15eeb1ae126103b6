import { type WorkflowDefinitionSummary, workflowLabel } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../app/api-error';
import { designerKeys, fetchObjects } from '../designer/designer-api';
import { usePageTitle } from '../shell/usePageTitle';
import { LoadFailed } from '../ui/LoadFailed';
import { fetchDefinitions, workflowKeys } from './workflow-designer-api';

export interface NewWorkflow {
  object: string;
  name: string;
  label: string;
}

interface WorkflowListProps {
  object: string | undefined;
  onObject: (object: string | undefined) => void;
  onOpen: (name: string) => void;
  onCreate: (workflow: NewWorkflow) => void;
}

/** Every workflow definition, per object, with its active and draft versions; open one or start a new one. */
export function WorkflowList({ object, onObject, onOpen, onCreate }: WorkflowListProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('workflowDesigner.title'));
  const definitions = useQuery({
    queryKey: workflowKeys.list(object),
    queryFn: () => fetchDefinitions(object),
  });
  // The objects' list is an administration call: without it, the objects workflows already use are offered.
  const objects = useQuery({ queryKey: designerKeys.objects, queryFn: fetchObjects, retry: false });
  const objectOptions = objects.data
    ? objects.data.map((candidate) => ({ value: candidate.name, label: candidate.display_name }))
    : [...new Set((definitions.data ?? []).map((summary) => summary.object))].map((name) => ({
        value: name,
        label: name,
      }));
  const [creating, setCreating] = useState(false);
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('workflowDesigner.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('workflowDesigner.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minInlineSize: 240 }}
          aria-label={t('workflowDesigner.list.object')}
          placeholder={t('workflowDesigner.list.allObjects')}
          value={object}
          options={objectOptions}
          onChange={(value: string | undefined) => onObject(value)}
        />
        <Button type="primary" data-testid="wf-new" onClick={() => setCreating(true)}>
          {t('workflowDesigner.actions.new')}
        </Button>
      </Space>
      {definitions.error ? (
        <LoadFailed title={errorMessage(definitions.error)} onRetry={() => void definitions.refetch()} />
      ) : (
        <Table<WorkflowDefinitionSummary>
          rowKey="name"
          size="small"
          loading={definitions.isPending}
          dataSource={definitions.data ?? []}
          pagination={false}
          locale={{ emptyText: t('workflowDesigner.list.empty') }}
          columns={[
            {
              key: 'label',
              title: t('workflowDesigner.list.label'),
              render: (_, row) => (
                <Button type="link" onClick={() => onOpen(row.name)} data-testid={`wf-open-${row.name}`}>
                  {workflowLabel(row.translations, i18n.language, 'label', row.label)}
                </Button>
              ),
            },
            { key: 'name', dataIndex: 'name', title: t('workflowDesigner.list.name') },
            { key: 'object', dataIndex: 'object', title: t('workflowDesigner.list.object') },
            {
              key: 'versions',
              title: t('workflowDesigner.list.versions'),
              render: (_, row) => (
                <Space>
                  {row.activeVersion !== null ? (
                    <Tag color="green">
                      {t('workflowDesigner.status.ACTIVE')} ·{' '}
                      {t('workflowDesigner.version', { version: row.activeVersion })}
                    </Tag>
                  ) : null}
                  {row.draftVersion !== null ? (
                    <Tag>
                      {t('workflowDesigner.status.DRAFT')} ·{' '}
                      {t('workflowDesigner.version', { version: row.draftVersion })}
                    </Tag>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      )}
      {creating ? (
        <NewWorkflowModal
          objectOptions={objectOptions}
          object={object}
          onClose={() => setCreating(false)}
          onCreate={onCreate}
        />
      ) : null}
    </section>
  );
}

/** What a workflow's name must look like (core's definition schema). */
const NAME_PATTERN = /^[a-z][A-Za-z0-9_]{0,62}$/;

/** A label as a name: "Ticket triage" → "ticketTriage". */
export function nameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const joined = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  const name = /^[a-z]/.test(joined) ? joined : `workflow${joined}`;
  return name.slice(0, 63);
}

function NewWorkflowModal({
  objectOptions,
  object,
  onClose,
  onCreate,
}: {
  objectOptions: { value: string; label: string }[];
  object: string | undefined;
  onClose: () => void;
  onCreate: (workflow: NewWorkflow) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewWorkflow>();
  return (
    <Modal
      open
      title={t('workflowDesigner.list.newTitle')}
      okText={t('workflowDesigner.actions.create')}
      okButtonProps={{ 'data-testid': 'wf-new-create' } as Record<string, string>}
      onCancel={onClose}
      onOk={() =>
        form.validateFields().then(
          (values) => {
            onClose();
            onCreate(values);
          },
          // The form shows what is missing beside the field.
          () => undefined,
        )
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ object }}
        onValuesChange={(changed: Partial<NewWorkflow>) => {
          if (changed.label !== undefined && !form.isFieldTouched('name'))
            form.setFieldValue('name', nameFromLabel(changed.label));
        }}
      >
        <Form.Item name="object" label={t('workflowDesigner.list.object')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={objectOptions} data-testid="wf-new-object" />
        </Form.Item>
        <Form.Item
          name="label"
          label={t('workflowDesigner.list.label')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input data-testid="wf-new-label" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('workflowDesigner.list.name')}
          rules={[{ required: true, pattern: NAME_PATTERN, message: t('workflowDesigner.list.nameRule') }]}
        >
          <Input data-testid="wf-new-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
