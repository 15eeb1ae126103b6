import { PlusOutlined } from '@ant-design/icons';
import type { AdminRole } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { adminApi } from './admin-api';
import { RoleFormDrawer } from './RoleFormDrawer';
import { useAdministeredOrganizations } from './useAdministeredOrganizations';

const SHOWN_PERMISSIONS = 6;

/** Roles per administered organization (spec 000 §2 /administration/roles 'My Roles'). */
export function RolesAdminPage() {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const organizations = useAdministeredOrganizations();
  const [picked, setPicked] = useState<number | undefined>();
  const orgId = picked ?? organizations.data?.[0]?.id;
  const [editing, setEditing] = useState<{ role: AdminRole | null } | null>(null);

  const roles = useQuery({
    queryKey: ['administration', 'roles', orgId],
    queryFn: () => adminApi.roles(orgId as number),
    enabled: orgId !== undefined,
  });

  const remove = useMutation({
    mutationFn: async (role: AdminRole) => {
      await api.delete(`auth/administration/roles/${role.id}`);
      return role;
    },
    onSuccess: (role) => {
      void message.success(t('administration.roles.deleted', { name: role.name }));
      void queryClient.invalidateQueries({ queryKey: ['administration', 'roles'] });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });

  const failure = organizations.error ?? roles.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('administration.roles.title')}</Typography.Title>
      <Space wrap>
        <Select
          aria-label={t('administration.roles.organization')}
          value={orgId}
          onChange={setPicked}
          loading={organizations.isLoading}
          options={(organizations.data ?? []).map((org) => ({
            value: org.id,
            label: `${org.code} · ${org.name}`,
          }))}
          style={{ minWidth: 260 }}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={orgId === undefined}
          onClick={() => setEditing({ role: null })}
        >
          {t('administration.roles.newRole')}
        </Button>
      </Space>
      {failure ? <Alert type="error" showIcon message={errorMessage(failure)} /> : null}
      <Table<AdminRole>
        rowKey="id"
        loading={roles.isLoading}
        dataSource={roles.data ?? []}
        pagination={false}
        columns={[
          { title: t('administration.roles.name'), dataIndex: 'name' },
          { title: t('administration.roles.description'), dataIndex: 'description' },
          {
            title: t('administration.roles.permissions'),
            render: (_, role) => (
              <Space size={[4, 4]} wrap>
                {role.permissions.slice(0, SHOWN_PERMISSIONS).map((p) => (
                  <Tag key={p}>{p}</Tag>
                ))}
                {role.permissions.length > SHOWN_PERMISSIONS ? (
                  <Tag>+{role.permissions.length - SHOWN_PERMISSIONS}</Tag>
                ) : null}
              </Space>
            ),
          },
          { title: t('administration.roles.members'), dataIndex: 'members' },
          {
            title: t('administration.roles.actions'),
            render: (_, role) => (
              <Space size={4}>
                <Button size="small" onClick={() => setEditing({ role })}>
                  {t('administration.roles.edit')}
                </Button>
                <Popconfirm
                  title={t('administration.roles.confirmDelete', { name: role.name })}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                  onConfirm={() => remove.mutate(role)}
                >
                  <Button size="small" danger>
                    {t('administration.roles.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {orgId !== undefined ? (
        <RoleFormDrawer
          orgId={orgId}
          role={editing?.role ?? null}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Space>
  );
}
