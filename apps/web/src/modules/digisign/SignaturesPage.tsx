import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { DigisignRequestSummary } from '@atrium/core';
import { Alert, App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../app/api-error';
import { usePermissions } from '../../session/permissions/usePermissions';
import { type Decision, DecisionModal } from './DecisionModal';
import { downloadFile, useSigningRequests } from './digisign-api';
import { useDigisignTranslation } from './digisign-text';
import { NewRequestModal } from './NewRequestModal';
import { SigningProgress } from './SigningProgress';

const STATUS_COLOURS: Record<string, string> = {
  Draft: 'default',
  'In signing': 'gold',
  Signed: 'green',
  Declined: 'red',
};

function FileButton({ id, name, label }: { id: number; name: string; label: string }) {
  const { message } = App.useApp();
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      onClick={() =>
        downloadFile(id, name).catch((error: unknown) => void message.error(errorMessage(error)))
      }
    >
      {label}
    </Button>
  );
}

/**
 * `/digisign/syssign`, "Signatures": the requests waiting for my signature (signed or declined in
 * place), the requests I raised with their signers' progress and files, and a new request.
 */
export function SignaturesPage() {
  const { t } = useDigisignTranslation();
  const { has } = usePermissions(['digisignSysSignature:create', 'digisignSysSignature:edit']);
  const toSign = useSigningRequests('to-sign');
  const mine = useSigningRequests('mine');
  const [deciding, setDeciding] = useState<{ request: DigisignRequestSummary; decision: Decision }>();
  const [raising, setRaising] = useState(false);

  const files = (row: DigisignRequestSummary) => (
    <Space size={4} wrap>
      {row.document ? (
        <FileButton id={row.document.id} name={row.document.name} label={t('digisign.signatures.original')} />
      ) : null}
      {row.signed_document ? (
        <FileButton
          id={row.signed_document.id}
          name={row.signed_document.name}
          label={t('digisign.signatures.signedPdf')}
        />
      ) : null}
    </Space>
  );
  const status = (value: string) => (
    <Tag color={STATUS_COLOURS[value]}>
      {t(`digisign.signatures.statuses.${value}`, { defaultValue: value })}
    </Tag>
  );
  const common = [
    { title: t('digisign.signatures.request'), dataIndex: 'title', key: 'title' },
    { title: t('digisign.signatures.documentType'), dataIndex: 'document_type', key: 'type' },
  ];

  return (
    <section className="atrium-digisign-signatures">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>{t('digisign.signatures.title')}</Typography.Title>
        {has('digisignSysSignature:create') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setRaising(true)}>
            {t('digisign.signatures.newRequest')}
          </Button>
        ) : null}
      </Space>
      <Typography.Paragraph type="secondary">{t('digisign.signatures.intro')}</Typography.Paragraph>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title={t('digisign.signatures.toSign')} data-testid="digisign-to-sign">
          {toSign.error ? <Alert type="error" showIcon title={errorMessage(toSign.error)} /> : null}
          <Table<DigisignRequestSummary>
            rowKey="id"
            size="small"
            loading={toSign.isPending}
            dataSource={toSign.data ?? []}
            pagination={false}
            locale={{ emptyText: t('digisign.signatures.noneToSign') }}
            columns={[
              ...common,
              { title: t('digisign.signatures.requester'), dataIndex: 'requester', key: 'requester' },
              { title: t('digisign.signatures.document'), key: 'files', render: (_, row) => files(row) },
              {
                title: t('digisign.signatures.progress'),
                key: 'progress',
                render: (_, row) => <SigningProgress request={row} />,
              },
              {
                title: t('digisign.signatures.actions'),
                key: 'actions',
                render: (_, row) =>
                  has('digisignSysSignature:edit') && row.my_turn ? (
                    <Space size={4}>
                      <Button
                        type="primary"
                        size="small"
                        onClick={() => setDeciding({ request: row, decision: 'sign' })}
                      >
                        {t('digisign.signatures.sign')}
                      </Button>
                      <Button
                        danger
                        size="small"
                        onClick={() => setDeciding({ request: row, decision: 'decline' })}
                      >
                        {t('digisign.signatures.decline')}
                      </Button>
                    </Space>
                  ) : null,
              },
            ]}
          />
        </Card>
        <Card title={t('digisign.signatures.mine')} data-testid="digisign-mine">
          {mine.error ? <Alert type="error" showIcon title={errorMessage(mine.error)} /> : null}
          <Table<DigisignRequestSummary>
            rowKey="id"
            size="small"
            loading={mine.isPending}
            dataSource={mine.data ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('digisign.signatures.noneMine') }}
            columns={[
              ...common,
              { title: t('digisign.signatures.status'), dataIndex: 'status', key: 'status', render: status },
              {
                title: t('digisign.signatures.progress'),
                key: 'progress',
                render: (_, row) => <SigningProgress request={row} />,
              },
              { title: t('digisign.signatures.document'), key: 'files', render: (_, row) => files(row) },
            ]}
          />
        </Card>
      </Space>
      {deciding ? (
        <DecisionModal
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
        />
      ) : null}
      {raising ? <NewRequestModal onClose={() => setRaising(false)} /> : null}
    </section>
  );
}
