import { type Policy, policiesListSchema, policyAssignmentListSchema, policyUsersSchema } from '@atrium/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../app/api-client';
import { isApiError } from '../app/api-error';
import { useDebouncedValue } from '../app/useDebouncedValue';
import { useAdministrationTranslation } from '../i18n/resources/administration';

/** The spec's debounce for the policy user search (spec 000 §8). */
const DEBOUNCE_MS = 300;

type Assignment = {
  policy_id: number;
  policy_name: string;
  user: { id: number; name: string; email: string };
};

/**
 * Policy assignments (spec 000 §7 "Permissions administration", /superadmin/policies): the list
 * filtered by policy and user, assign and revoke with the spec's error texts.
 */
export function PoliciesAdminPage() {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [policyId, setPolicyId] = useState<number | undefined>();
  const [userFilter, setUserFilter] = useState('');
  const userTerm = useDebouncedValue(userFilter.trim(), DEBOUNCE_MS);
  const [assignPolicy, setAssignPolicy] = useState<number | undefined>();
  const [assignUser, setAssignUser] = useState<number | undefined>();
  const [lookup, setLookup] = useState('');
  const lookupTerm = useDebouncedValue(lookup.trim(), DEBOUNCE_MS);

  const policies = useQuery({
    queryKey: ['administration', 'policies-list'],
    queryFn: async () =>
      policiesListSchema.parse(await api.get('auth/administration/policies/policies-list')).data,
  });
  const assignments = useQuery({
    queryKey: ['administration', 'policy-assignments', policyId, userTerm],
    queryFn: async () => {
      const filter = [
        ...(policyId !== undefined ? [{ columnName: 'policy_id', value: policyId }] : []),
        ...(userTerm ? [{ columnName: 'user_id_display', value: userTerm }] : []),
      ];
      const query = filter.length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
      return policyAssignmentListSchema.parse(await api.get(`auth/administration/policies${query}`)).data;
    },
    placeholderData: keepPreviousData,
  });
  const users = useQuery({
    queryKey: ['administration', 'policy-users', lookupTerm],
    queryFn: async () =>
      policyUsersSchema.parse(
        await api.get(`auth/administration/policies/users?search=${encodeURIComponent(lookupTerm)}`),
      ).data,
  });

  const change = useMutation({
    mutationFn: async ({
      action,
      body,
    }: {
      action: 'assign' | 'revoke';
      body: { user_id: number; policy_id: number };
    }) => api.post<{ message: string }>(`auth/administration/policies/${action}`, body),
    onSuccess: (answer, { action }) => {
      void message.success(answer.message);
      if (action === 'assign') setAssignUser(undefined);
      void queryClient.invalidateQueries({ queryKey: ['administration', 'policy-assignments'] });
    },
    // The server's reason for a refusal (already held, not held, unknown user); the spec's own text
    // for anything else (server failure, no connection).
    onError: (error, { action }) =>
      void message.error(
        isApiError(error) && error.statusCode >= 400 && error.statusCode < 500
          ? error.message
          : t(
              action === 'assign'
                ? 'administration.policies.assignFailed'
                : 'administration.policies.revokeFailed',
            ),
      ),
  });

  const policyOptions = (policies.data ?? []).map((p: Policy) => ({ value: p.id, label: p.name }));
  const failure = policies.error ?? assignments.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('administration.policies.title')}</Typography.Title>
      {failure ? <Alert type="error" showIcon message={failure.message} /> : null}
      <Card size="small" title={t('administration.policies.assignTitle')}>
        <Space wrap>
          <Select
            showSearch
            allowClear
            aria-label={t('administration.policies.chooseUser')}
            placeholder={t('administration.policies.chooseUser')}
            filterOption={false}
            onSearch={setLookup}
            value={assignUser}
            onChange={setAssignUser}
            loading={users.isFetching}
            options={(users.data ?? []).map((u) => ({ value: u.id, label: `${u.name} <${u.email}>` }))}
            style={{ minWidth: 280 }}
          />
          <Select
            aria-label={t('administration.policies.choosePolicy')}
            placeholder={t('administration.policies.choosePolicy')}
            value={assignPolicy}
            onChange={setAssignPolicy}
            options={policyOptions}
            style={{ minWidth: 220 }}
          />
          <Button
            type="primary"
            disabled={assignUser === undefined || assignPolicy === undefined}
            loading={change.isPending}
            onClick={() =>
              assignUser !== undefined &&
              assignPolicy !== undefined &&
              change.mutate({ action: 'assign', body: { user_id: assignUser, policy_id: assignPolicy } })
            }
          >
            {t('administration.policies.assign')}
          </Button>
        </Space>
      </Card>
      <Space wrap>
        <Select
          allowClear
          aria-label={t('administration.policies.policy')}
          placeholder={t('administration.policies.allPolicies')}
          value={policyId}
          onChange={setPolicyId}
          options={policyOptions}
          style={{ minWidth: 220 }}
        />
        <Input.Search
          allowClear
          aria-label={t('administration.policies.filterUser')}
          placeholder={t('administration.policies.filterUser')}
          value={userFilter}
          onChange={(event) => setUserFilter(event.target.value)}
          style={{ maxWidth: 280 }}
        />
      </Space>
      <Table<Assignment>
        rowKey={(row) => `${row.policy_id}-${row.user.id}`}
        loading={assignments.isLoading}
        dataSource={assignments.data ?? []}
        columns={[
          { title: t('administration.policies.policy'), dataIndex: 'policy_name' },
          { title: t('administration.policies.user'), render: (_, row) => row.user.name },
          { title: t('administration.policies.email'), render: (_, row) => row.user.email },
          {
            title: t('administration.policies.actions'),
            render: (_, row) => (
              <Popconfirm
                title={t('administration.policies.confirmRevoke', {
                  policy: row.policy_name,
                  user: row.user.name,
                })}
                okText={t('common.yes')}
                cancelText={t('common.no')}
                onConfirm={() =>
                  change.mutate({
                    action: 'revoke',
                    body: { user_id: row.user.id, policy_id: row.policy_id },
                  })
                }
              >
                <Button size="small" danger>
                  {t('administration.policies.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Space>
  );
}
