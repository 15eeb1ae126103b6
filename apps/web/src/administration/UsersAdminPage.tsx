import { PlusOutlined } from '@ant-design/icons';
import { type AdminUser, adminUserListSchema, adminUserSchema } from '@atrium/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useDebouncedValue } from '../app/useDebouncedValue';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { loginAsUser } from '../session/login-as-user';
import { useSession } from '../session/useSession';
import { UserFormDrawer } from './UserFormDrawer';

const PAGE_SIZE = 25;

/**
 * People (spec 000 §2 /superadmin/users, /administration/users 'My Users'): search, page, create and
 * edit (with organizations and roles), deactivate or reactivate after a confirmation, and, for a super
 * admin, sign in as someone.
 */
export function UsersAdminPage() {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search, 300);
  const loginAs = pathname.startsWith('/superadmin/login-as-user');
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);

  const users = useQuery({
    queryKey: ['administration', 'users', term, page],
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), status: 'all' });
      if (term.trim()) query.set('search', term.trim());
      return adminUserListSchema.parse(await api.get(`auth/administration/users?${query}`));
    },
    // The rows stay while a new search loads, so an open confirmation is not torn down under a click.
    placeholderData: keepPreviousData,
  });

  const setActive = useMutation({
    mutationFn: async ({ user, active }: { user: AdminUser; active: boolean }) =>
      adminUserSchema.parse(
        await api.post(`auth/administration/users/${user.id}/${active ? 'reactivate' : 'deactivate'}`),
      ),
    onSuccess: (user) => {
      void message.success(
        t(user.active ? 'administration.users.reactivated' : 'administration.users.deactivated', {
          name: user.name,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['administration', 'users'] });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });

  const left = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => left.current?.(), []);
  const startLoginAs = async (user: AdminUser) => {
    try {
      // Resolved when this page unmounts, that is once the user zone has taken its place.
      await loginAsUser(
        user.id,
        () =>
          new Promise<void>((resolve) => {
            left.current = resolve;
            navigate('/userzone');
          }),
      );
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  // Only a super admin may change a super admin (the server refuses anyone else with 403).
  const untouchable = (user: AdminUser) => user.is_super_admin && !profile?.is_super_admin;
  const activeButton = (user: AdminUser) =>
    user.active ? (
      <Popconfirm
        title={t('administration.users.confirmDeactivate', { name: user.name })}
        okText={t('common.yes')}
        cancelText={t('common.no')}
        onConfirm={() => setActive.mutate({ user, active: false })}
      >
        <Button size="small" danger disabled={user.id === profile?.id || untouchable(user)}>
          {t('administration.users.deactivate')}
        </Button>
      </Popconfirm>
    ) : (
      <Button
        size="small"
        disabled={untouchable(user)}
        onClick={() => setActive.mutate({ user, active: true })}
      >
        {t('administration.users.reactivate')}
      </Button>
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3}>
        {t(loginAs ? 'administration.users.loginAsTitle' : 'administration.users.title')}
      </Typography.Title>
      {loginAs ? null : (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ user: null })}>
          {t('administration.users.newUser')}
        </Button>
      )}
      <Input.Search
        allowClear
        aria-label={t('administration.users.search')}
        placeholder={t('administration.users.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 360 }}
      />
      {users.isError ? <Alert type="error" showIcon message={errorMessage(users.error)} /> : null}
      <Table<AdminUser>
        rowKey="id"
        loading={users.isLoading}
        dataSource={users.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: users.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: t('administration.users.name'), dataIndex: 'name' },
          { title: t('administration.users.email'), dataIndex: 'email' },
          {
            title: t('administration.users.organizations'),
            render: (_, user) => user.memberships.map((m) => <Tag key={m.org_id}>{m.org_code}</Tag>),
          },
          {
            title: t('administration.users.status'),
            render: (_, user) => (
              <Space size={4}>
                <Tag color={user.active ? 'green' : 'default'}>
                  {t(user.active ? 'administration.users.active' : 'administration.users.inactive')}
                </Tag>
                {user.is_super_admin ? <Tag color="gold">{t('administration.users.superAdmin')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('administration.users.actions'),
            render: (_, user) =>
              loginAs ? (
                <Button
                  size="small"
                  disabled={user.is_super_admin || !user.active || user.id === profile?.id}
                  onClick={() => void startLoginAs(user)}
                >
                  {t('administration.users.loginAs')}
                </Button>
              ) : (
                <Space size={4}>
                  <Button size="small" disabled={untouchable(user)} onClick={() => setEditing({ user })}>
                    {t('administration.users.edit')}
                  </Button>
                  {activeButton(user)}
                </Space>
              ),
          },
        ]}
      />
      <UserFormDrawer user={editing?.user ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </Space>
  );
}
