import type { AdminRole } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { api } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { adminApi } from './admin-api';
import { PermissionPicker } from './PermissionPicker';

interface RoleFormValues {
  name: string;
  description?: string;
  permissions: string[];
}

interface RoleFormDrawerProps {
  orgId: number;
  /** The role to edit, or `null` to create one. */
  role: AdminRole | null;
  open: boolean;
  onClose: () => void;
}

/** Creates or edits a role of one organization: its name, description and permission strings. */
export function RoleFormDrawer({ orgId, role, open, onClose }: RoleFormDrawerProps) {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleFormValues>();
  const permissions = useQuery({
    queryKey: ['administration', 'permissions'],
    queryFn: adminApi.permissions,
    enabled: open,
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? { name: role.name, description: role.description ?? '', permissions: role.permissions }
        : { name: '', description: '', permissions: [] },
    );
  }, [open, role, form]);

  const save = useMutation({
    mutationFn: async (values: RoleFormValues) => {
      const body = {
        name: values.name,
        description: values.description?.trim() ? values.description.trim() : null,
        permissions: values.permissions ?? [],
      };
      return role
        ? api.put<AdminRole>(`auth/administration/roles/${role.id}`, body)
        : api.post<AdminRole>(`auth/administration/organizations/${orgId}/roles`, body);
    },
    onSuccess: (saved) => {
      void message.success(t('administration.roles.saved', { name: saved.name }));
      void queryClient.invalidateQueries({ queryKey: ['administration', 'roles'] });
      onClose();
    },
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={560}
      destroyOnHidden
      title={
        role
          ? t('administration.roles.editTitle', { name: role.name })
          : t('administration.roles.createTitle')
      }
      extra={
        <Space>
          <Button onClick={onClose}>{t('administration.roles.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('administration.roles.save')}
          </Button>
        </Space>
      }
    >
      {save.isError ? (
        <Alert type="error" showIcon message={errorMessage(save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      {permissions.isError ? <Alert type="error" showIcon message={errorMessage(permissions.error)} /> : null}
      <Form<RoleFormValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item
          name="name"
          label={t('administration.roles.name')}
          rules={[{ required: true, whitespace: true, message: t('administration.roles.required') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={t('administration.roles.description')}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="permissions" label={t('administration.roles.permissions')}>
          <PermissionPicker groups={permissions.data ?? []} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
