import { type ListAnswer, testFromTemplateResponseSchema } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useSession } from '../../session/useSession';
import { useLmsTranslation } from './lms-text';

/**
 * Makes a draft test from one of the organization's templates (`POST lms/templates/:id/tests`: its
 * questions drawn from the bank by the server), then opens the new test to review and publish it.
 */
export function MakeTestFromTemplate() {
  const { t } = useLmsTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { activeOrganization } = useSession();
  const [chosen, setChosen] = useState<number | undefined>();
  const templates = useQuery({
    queryKey: ['records', 'lms_test_template', 'choices', activeOrganization],
    queryFn: async () =>
      (await api.get<ListAnswer>('records/lms_test_template', { query: { pageSize: 200, fields: 'name' } }))
        .data,
  });
  const make = useMutation({
    mutationFn: async (id: number) =>
      testFromTemplateResponseSchema.parse(await api.post(`lms/templates/${id}/tests`)),
    onSuccess: async ({ id }) => {
      void message.success(t('lms.makeTest.made'));
      await queryClient.invalidateQueries({ queryKey: ['records', 'lms_test'] });
      await navigate(`/lms/lms_test/${id}`);
    },
  });
  return (
    <Space direction="vertical" style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('lms.makeTest.title')}</Typography.Text>
      <Space wrap>
        <Select<number>
          aria-label={t('lms.makeTest.choose')}
          placeholder={t('lms.makeTest.choose')}
          style={{ minWidth: 260 }}
          loading={templates.isPending}
          value={chosen}
          onChange={setChosen}
          options={(templates.data ?? []).map((row) => ({
            value: Number(row.id),
            label: String(row.name ?? row.id),
          }))}
        />
        <Button
          type="primary"
          disabled={chosen === undefined}
          loading={make.isPending}
          onClick={() => chosen !== undefined && make.mutate(chosen)}
        >
          {t('lms.makeTest.make')}
        </Button>
      </Space>
      {make.error ? <Alert type="error" showIcon title={errorMessage(make.error)} /> : null}
    </Space>
  );
}
