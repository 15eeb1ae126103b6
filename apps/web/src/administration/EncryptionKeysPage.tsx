import type { EncryptionKeyCount, ReEncryptionJob } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Progress, Space, Table, Tag, Typography } from 'antd';
import { errorMessage } from '../app/api-error';
import { useAdministrationTranslation } from '../i18n/resources/administration';
import { encryptionApi } from './encryption-api';

const QUERY_KEY = ['superadmin', 'encryption'];
/** While a re-encryption runs, its progress is asked for this often (each answer counts every table). */
const POLL_MS = 3000;

const underway = (job: ReEncryptionJob | null | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** The outcome of the last re-encryption: running, failed, or what it re-sealed and what it left. */
function JobOutcome({ job }: { job: ReEncryptionJob }) {
  const { t } = useAdministrationTranslation();
  if (underway(job)) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('administration.encryption.running', { key: job.key_id })}</Typography.Text>
        <Progress
          percent={job.progress}
          status="active"
          aria-label={t('administration.encryption.progress')}
        />
      </Space>
    );
  }
  if (job.status === 'failed' || !job.result) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('administration.encryption.failed', { error: job.error ?? '' })}
      />
    );
  }
  const { result } = job;
  return (
    <Alert
      type={result.unreadable > 0 ? 'warning' : 'success'}
      showIcon
      message={t('administration.encryption.finished', {
        key: job.key_id,
        at: new Date(job.updated_at).toLocaleString(),
        resealed: result.resealed,
        unreadable: result.unreadable,
        changed: result.changed,
      })}
      description={
        result.unreadable_places.length > 0 ? (
          <ul>
            {result.unreadable_places.map((place) => (
              <li key={`${place.source}:${place.object}:${place.attribute ?? ''}:${place.record_id}`}>
                {t(`administration.encryption.places.${place.source}`, {
                  object: place.object,
                  attribute: place.attribute ?? '',
                  id: place.record_id,
                })}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}

/**
 * /superadmin/encryption (decision 0020, "Rotation"): how many stored values each key seals, and the
 * re-encryption that seals those of older keys with the current one, so an old key can be removed.
 */
export function EncryptionKeysPage() {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: QUERY_KEY,
    queryFn: encryptionApi.status,
    refetchInterval: (query) => (underway(query.state.data?.job) ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: encryptionApi.reEncrypt,
    onSuccess: (answer) => {
      void message.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) => {
      void message.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });
  const data = status.data;
  const sealed = (keys: EncryptionKeyCount[]) =>
    keys.reduce((sum, key) => sum + key.objects + key.history, 0);
  // Values of older keys the job can re-seal; those of keys no longer configured nobody can open.
  const waiting = sealed((data?.keys ?? []).filter((key) => !key.current && key.configured));
  const lost = (data?.keys ?? []).filter((key) => !key.configured && key.objects + key.history > 0);
  const running = underway(data?.job);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('administration.encryption.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('administration.encryption.intro')}</Typography.Paragraph>
      {status.isError ? <Alert type="error" showIcon message={errorMessage(status.error)} /> : null}
      <Table<EncryptionKeyCount>
        rowKey="id"
        size="small"
        pagination={false}
        loading={status.isLoading}
        dataSource={data?.keys ?? []}
        columns={[
          { title: t('administration.encryption.key'), dataIndex: 'id' },
          {
            title: t('administration.encryption.state'),
            render: (_, key) =>
              key.current ? (
                <Tag color="green">{t('administration.encryption.current')}</Tag>
              ) : key.configured ? (
                <Tag>{t('administration.encryption.older')}</Tag>
              ) : (
                <Tag color="red">{t('administration.encryption.missing')}</Tag>
              ),
          },
          { title: t('administration.encryption.objects'), dataIndex: 'objects', align: 'end' },
          { title: t('administration.encryption.history'), dataIndex: 'history', align: 'end' },
        ]}
      />
      {data && !running ? (
        waiting > 0 ? (
          <Alert
            type="info"
            showIcon
            message={t('administration.encryption.waiting', { count: waiting, key: data.current_key })}
          />
        ) : (
          <Alert
            type="success"
            showIcon
            message={t('administration.encryption.allCurrent', { key: data.current_key })}
          />
        )
      ) : null}
      {lost.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('administration.encryption.lost', {
            count: sealed(lost),
            keys: lost.map((key) => key.id).join(', '),
          })}
        />
      ) : null}
      {data?.job ? <JobOutcome job={data.job} /> : null}
      <Button
        type="primary"
        disabled={!data || running || waiting === 0}
        loading={start.isPending}
        onClick={() => data && start.mutate(data.current_key)}
      >
        {t('administration.encryption.start', { key: data?.current_key ?? '' })}
      </Button>
    </Space>
  );
}
