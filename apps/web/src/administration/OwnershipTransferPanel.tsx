import type { OwnershipTransferAnswer } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../app/api-error';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { recordAccessApi } from './record-access-api';

/** Hands every record one member owns in this organization (or those of chosen objects) to another. */
export function OwnershipTransferPanel() {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  const [objects, setObjects] = useState<string[]>([]);
  const [result, setResult] = useState<OwnershipTransferAnswer>();
  const members = useQuery({
    queryKey: ['administration', 'access-members'],
    queryFn: recordAccessApi.members,
  });
  const objectList = useQuery({
    queryKey: ['administration', 'access-objects'],
    queryFn: recordAccessApi.objects,
  });
  const transfer = useMutation({
    mutationFn: () =>
      recordAccessApi.transfer({
        from_user_id: from as number,
        to_user_id: to as number,
        ...(objects.length > 0 ? { objects } : {}),
      }),
    onSuccess: (answer) => {
      setResult(answer);
      void message.success(t('administration.recordAccess.transferred', { count: answer.total }));
      void queryClient.invalidateQueries({ queryKey: ['administration', 'access-records'] });
    },
  });
  const people = (members.data ?? []).map((member) => ({
    value: member.id,
    label: `${member.name} <${member.email}>`,
  }));
  const names = new Map((objectList.data ?? []).map((row) => [row.name, row.display_name]));
  const failure = members.error ?? objectList.error ?? transfer.error;
  return (
    <Form layout="vertical" style={{ maxWidth: 560 }}>
      {failure ? (
        <Alert type="error" showIcon title={errorMessage(failure)} style={{ marginBottom: 12 }} />
      ) : null}
      <Form.Item label={t('administration.recordAccess.fromUser')}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('administration.recordAccess.fromUser')}
          value={from}
          onChange={setFrom}
          options={people}
        />
      </Form.Item>
      <Form.Item label={t('administration.recordAccess.toUser')}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('administration.recordAccess.toUser')}
          value={to}
          onChange={setTo}
          options={people.filter((person) => person.value !== from)}
        />
      </Form.Item>
      <Form.Item
        label={t('administration.recordAccess.objects')}
        extra={t('administration.recordAccess.allObjects')}
      >
        <Select<string[]>
          mode="multiple"
          allowClear
          aria-label={t('administration.recordAccess.objects')}
          value={objects}
          onChange={setObjects}
          options={(objectList.data ?? []).map((row) => ({ value: row.name, label: row.display_name }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Popconfirm
          title={t('administration.recordAccess.confirmTransfer')}
          onConfirm={() => {
            setResult(undefined);
            transfer.mutate();
          }}
        >
          <Button
            type="primary"
            disabled={from === undefined || to === undefined}
            loading={transfer.isPending}
          >
            {t('administration.recordAccess.transfer')}
          </Button>
        </Popconfirm>
        {result ? (
          <Alert
            type="success"
            showIcon
            title={t('administration.recordAccess.transferred', { count: result.total })}
            description={result.data
              .map((row) => `${names.get(row.object) ?? row.object}: ${row.count}`)
              .join(', ')}
          />
        ) : null}
      </Space>
    </Form>
  );
}
