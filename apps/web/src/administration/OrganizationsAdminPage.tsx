import { PlusOutlined } from '@ant-design/icons';
import { type AdminOrganization, adminOrganizationSchema } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Avatar, Button, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { useSession } from '../session/useSession';
import { adminApi } from './admin-api';
import { OrganizationLogoField } from './OrganizationLogoField';

interface OrganizationValues {
  code: string;
  name: string;
  color: string;
}

const CODE = /^[A-Za-z0-9_-]{2,16}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Organizations (spec 000 §2 /superadmin/organizations, all of them; /administration/organizations,
 * the administered ones): list, create (super admin), edit code, name and badge colour, upload a
 * logo (without one, the server draws a badge from the code and colour).
 */
export function OrganizationsAdminPage() {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ org: AdminOrganization | null } | null>(null);
  const [form] = Form.useForm<OrganizationValues>();

  const organizations = useQuery({
    queryKey: ['administration', 'organizations'],
    queryFn: adminApi.organizations,
  });
  // The edited organization as last read, so a new logo shows in the open dialog.
  const current = organizations.data?.find((org) => org.id === editing?.org?.id);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      editing.org
        ? { code: editing.org.code, name: editing.org.name, color: editing.org.color ?? '#1677ff' }
        : { code: '', name: '', color: '#1677ff' },
    );
  }, [editing, form]);

  const save = useMutation({
    mutationFn: async (values: OrganizationValues) => {
      const body = { code: values.code.trim(), name: values.name.trim(), color: values.color };
      const org = editing?.org;
      return adminOrganizationSchema.parse(
        org
          ? await api.put(`auth/administration/organizations/${org.id}`, body)
          : await api.post('auth/administration/organizations', body),
      );
    },
    onSuccess: (org) => {
      void message.success(t('administration.organizations.saved', { code: org.code }));
      void queryClient.invalidateQueries({ queryKey: ['administration'] });
      setEditing(null);
    },
  });

  const required = { required: true, whitespace: true, message: t('administration.organizations.required') };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('administration.organizations.title')}</Typography.Title>
      {profile?.is_super_admin ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ org: null })}>
          {t('administration.organizations.newOrganization')}
        </Button>
      ) : null}
      {organizations.isError ? (
        <Alert type="error" showIcon message={errorMessage(organizations.error)} />
      ) : null}
      <Table<AdminOrganization>
        rowKey="id"
        loading={organizations.isLoading}
        dataSource={organizations.data ?? []}
        pagination={false}
        columns={[
          {
            title: t('administration.organizations.logo'),
            render: (_, org) =>
              org.avatar ? <Avatar shape="square" src={org.avatar} alt={org.code} /> : null,
          },
          { title: t('administration.organizations.code'), dataIndex: 'code' },
          { title: t('administration.organizations.name'), dataIndex: 'name' },
          {
            title: t('administration.organizations.color'),
            render: (_, org) => (org.color ? <Tag color={org.color}>{org.color}</Tag> : null),
          },
          { title: t('administration.organizations.members'), dataIndex: 'members' },
          {
            title: t('administration.organizations.actions'),
            render: (_, org) => (
              <Button size="small" onClick={() => setEditing({ org })}>
                {t('administration.organizations.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={
          editing?.org
            ? t('administration.organizations.editTitle', { code: editing.org.code })
            : t('administration.organizations.createTitle')
        }
        okText={t('administration.organizations.save')}
        cancelText={t('administration.organizations.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {save.isError ? (
          <Alert type="error" showIcon message={errorMessage(save.error)} style={{ marginBottom: 16 }} />
        ) : null}
        <Form<OrganizationValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item
            name="code"
            label={t('administration.organizations.code')}
            extra={t('administration.organizations.codeHint')}
            rules={[required, { pattern: CODE, message: t('administration.organizations.codeHint') }]}
          >
            <Input maxLength={16} />
          </Form.Item>
          <Form.Item name="name" label={t('administration.organizations.name')} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="color"
            label={t('administration.organizations.color')}
            rules={[{ pattern: COLOR }]}
          >
            <Input type="color" style={{ width: 80 }} />
          </Form.Item>
          {editing?.org ? (
            <Form.Item label={t('administration.organizations.logo')}>
              <OrganizationLogoField org={current ?? editing.org} />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </Space>
  );
}
