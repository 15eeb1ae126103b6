import { DeleteOutlined } from '@ant-design/icons';
import type { PermissionLevel } from '@atrium/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Segmented, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { type Grant, type GranteeKind, grantCalls, LEVELS } from './grant-calls';

interface PermissionEditorModalProps {
  object: string;
  recordId: number;
  onClose: () => void;
}

/** 'Edit Permissions' (spec 001 §2.4): the record's grants, and a user or role added with a level. */
export function PermissionEditorModal({ object, recordId, onClose }: PermissionEditorModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const calls = grantCalls(object, recordId);
  const key = ['record-grants', object, recordId];
  const grants = useQuery({ queryKey: key, queryFn: calls.list });
  const [kind, setKind] = useState<GranteeKind>('user');
  const grantees = useQuery({ queryKey: [...key, kind], queryFn: () => calls.grantees(kind) });
  const [granteeId, setGranteeId] = useState<number>();
  const [level, setLevel] = useState<PermissionLevel>(1);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const levelOptions = LEVELS.map((option) => ({ value: option.level, label: t(option.key) }));

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const add = () =>
    granteeId !== undefined &&
    void run(async () => {
      await calls.add(kind, granteeId, level);
      setGranteeId(undefined);
    });

  return (
    <Modal open title={t('panels.permissions.title')} footer={null} onCancel={onClose} width={640}>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 8 }} /> : null}
      {grants.isError ? <Alert type="error" showIcon title={errorMessage(grants.error)} /> : null}
      <Table<Grant>
        size="small"
        rowKey="id"
        pagination={false}
        loading={grants.isLoading}
        dataSource={grants.data ?? []}
        locale={{ emptyText: t('panels.permissions.none') }}
        columns={[
          {
            key: 'grantee',
            title: t('panels.permissions.grantee'),
            render: (_, grant) => grant.to_user_display ?? grant.to_role_display ?? '',
          },
          {
            key: 'type',
            title: t('panels.permissions.type'),
            render: (_, grant) =>
              grant.to_user ? t('panels.permissions.user') : t('panels.permissions.role'),
          },
          {
            key: 'level',
            title: t('panels.permissions.level'),
            render: (_, grant) => (
              <Select<PermissionLevel>
                aria-label={`${t('panels.permissions.level')} ${grant.to_user_display ?? grant.to_role_display ?? ''}`}
                value={grant.permission}
                options={levelOptions}
                disabled={busy}
                onChange={(next) => void run(() => calls.change(grant, next))}
                style={{ minWidth: 110 }}
              />
            ),
          },
          {
            key: 'remove',
            width: 48,
            render: (_, grant) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('panels.permissions.remove')} ${grant.to_user_display ?? grant.to_role_display ?? ''}`}
                disabled={busy}
                onClick={() => void run(() => calls.remove(grant))}
              />
            ),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Segmented<GranteeKind>
          value={kind}
          onChange={(next) => {
            setKind(next);
            setGranteeId(undefined);
          }}
          options={[
            { value: 'user', label: t('panels.permissions.user') },
            { value: 'role', label: t('panels.permissions.role') },
          ]}
        />
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('panels.permissions.choose')}
          placeholder={t('panels.permissions.choose')}
          loading={grantees.isLoading}
          value={granteeId}
          onChange={setGranteeId}
          options={(grantees.data ?? []).map((grantee) => ({ value: grantee.id, label: grantee.name }))}
          style={{ minWidth: 200 }}
        />
        <Select<PermissionLevel>
          aria-label={t('panels.permissions.level')}
          value={level}
          onChange={setLevel}
          options={levelOptions}
          style={{ minWidth: 110 }}
        />
        <Button type="primary" disabled={granteeId === undefined} loading={busy} onClick={add}>
          {t('panels.permissions.add')}
        </Button>
      </Space>
    </Modal>
  );
}
