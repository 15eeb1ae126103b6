import type { FormDefinition } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Collapse,
  Form,
  Input,
  List,
  Modal,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../app/api-error';
import { useDesignerTranslation } from '../i18n/resources/designer';
import { usePageTitle } from '../shell/usePageTitle';
import { LoadFailed } from '../ui/LoadFailed';
import { type AdminObject, createForm, designerKeys, fetchObjectForms, fetchObjects } from './designer-api';

/** Form types a new form may take (spec 001 §3.3 form types; a phone variant is `mobile_{type}`). */
const FORM_TYPES = ['default', 'detail', 'mobile_default', 'mobile_detail'] as const;

/** The composer's landing page: every object, its forms with their status and version, and New form. */
export function ComposerLanding({ base }: { base: string }) {
  const { t } = useDesignerTranslation();
  usePageTitle(t('designer.title'));
  const objects = useQuery({ queryKey: designerKeys.objects, queryFn: fetchObjects });
  const [creatingFor, setCreatingFor] = useState<AdminObject | undefined>(undefined);
  return (
    <section className="atrium-page atrium-composer">
      <Typography.Title level={1}>{t('designer.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('designer.landing.intro')}</Typography.Paragraph>
      {objects.error ? (
        <LoadFailed
          title={t('designer.landing.loadFailed')}
          description={errorMessage(objects.error)}
          onRetry={() => void objects.refetch()}
        />
      ) : !objects.data ? (
        <Skeleton active />
      ) : (
        <Collapse
          data-testid="composer-objects"
          items={objects.data.map((object) => ({
            key: object.name,
            label: (
              <span data-testid={`composer-object-${object.name}`}>
                {object.display_name} <Typography.Text type="secondary">({object.name})</Typography.Text>
              </span>
            ),
            extra: (
              <Space size="small">
                <Link
                  to={`${base}/workflows?object=${object.name}`}
                  data-testid={`composer-workflows-${object.name}`}
                  onClick={(event) => event.stopPropagation()}
                >
                  {t('nav.servicedesk.workflows')}
                </Link>
                <Button
                  size="small"
                  data-testid={`composer-new-form-${object.name}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    setCreatingFor(object);
                  }}
                >
                  {t('designer.landing.newForm')}
                </Button>
              </Space>
            ),
            children: <ObjectForms object={object.name} base={base} />,
          }))}
        />
      )}
      {creatingFor ? (
        <NewFormModal object={creatingFor} base={base} onClose={() => setCreatingFor(undefined)} />
      ) : null}
    </section>
  );
}

function ObjectForms({ object, base }: { object: string; base: string }) {
  const { t } = useDesignerTranslation();
  const forms = useQuery({ queryKey: designerKeys.forms(object), queryFn: () => fetchObjectForms(object) });
  if (forms.error) return <Alert type="error" showIcon title={errorMessage(forms.error)} />;
  if (!forms.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <List<FormDefinition>
      size="small"
      locale={{ emptyText: t('designer.landing.noForms') }}
      dataSource={forms.data}
      renderItem={(form) => (
        <List.Item
          actions={[
            <Link key="open" to={`${base}/${form.id}`} data-testid={`composer-open-form-${form.id}`}>
              {t('designer.landing.open')}
            </Link>,
          ]}
        >
          <Space wrap>
            <Typography.Text strong>{form.name}</Typography.Text>
            <Typography.Text type="secondary">{form.type}</Typography.Text>
            <Tag color={form.status === 'ACTIVE' ? 'green' : 'default'}>
              {t(`designer.status.${form.status}`)}
            </Tag>
            <Typography.Text type="secondary">
              {t('designer.version', { version: form.version })}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

function NewFormModal({ object, base, onClose }: { object: AdminObject; base: string; onClose: () => void }) {
  const { t } = useDesignerTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string; type: string }>();
  const create = useMutation({
    mutationFn: (values: { name: string; type: string }) => createForm(object.name, values),
    onSuccess: (created) => {
      queryClient.setQueryData(designerKeys.design(created.form.id), created);
      void queryClient.invalidateQueries({ queryKey: designerKeys.forms(object.name) });
      onClose();
      navigate(`${base}/${created.form.id}`);
    },
  });
  return (
    <Modal
      open
      title={t('designer.landing.newFormOf', { object: object.display_name })}
      okText={t('designer.landing.create')}
      cancelText={t('designer.actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() =>
        form.validateFields().then(
          (values) => create.mutate(values),
          // The form shows what is missing beside the field; nothing else to do.
          () => undefined,
        )
      }
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ type: 'default' }}>
        <Form.Item
          name="name"
          label={t('designer.landing.formName')}
          rules={[{ required: true, whitespace: true, message: t('designer.landing.formNameRequired') }]}
        >
          <Input data-testid="composer-new-form-name" maxLength={120} />
        </Form.Item>
        <Form.Item name="type" label={t('designer.landing.formType')}>
          <Select options={FORM_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
      </Form>
      {create.error ? <Alert type="error" showIcon title={errorMessage(create.error)} /> : null}
    </Modal>
  );
}
