import { PlusOutlined } from '@ant-design/icons';
import { type MyHrRequestsResponse, myHrRequestsResponseSchema } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useSession } from '../../session/useSession';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useHcmTranslation } from './hcm-text';

type Request = MyHrRequestsResponse['requests'][number];

const STATUS_COLOURS: Record<string, string> = { Done: 'green', Rejected: 'red', Submitted: 'gold' };

/** `/hcm/my-requests`: the HR requests I made (letters, certificates, changes of details). */
export function MyRequestsPage() {
  const { t } = useHcmTranslation();
  const navigate = useNavigate();
  const { activeOrganization } = useSession();
  const { has } = usePermissions(['hcmRequest:create']);
  const requests = useQuery({
    queryKey: ['hcm', 'my-requests', activeOrganization],
    queryFn: async () => myHrRequestsResponseSchema.parse(await api.get('hcm/my-requests')),
  });
  if (requests.isPending) return <LoadingBlock />;
  if (requests.error)
    return <LoadFailed title={errorMessage(requests.error)} onRetry={() => void requests.refetch()} />;
  const columns = [
    {
      title: t('hcm.myRequests.subject'),
      dataIndex: 'subject',
      render: (subject: string, row: Request) => <Link to={`/hcm/requests/${row.id}`}>{subject}</Link>,
    },
    { title: t('hcm.myRequests.kind'), dataIndex: 'kind' },
    { title: t('hcm.myRequests.created'), dataIndex: 'created' },
    {
      title: t('hcm.myRequests.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
    },
  ];
  return (
    <section className="atrium-hcm-my-requests">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>{t('hcm.myRequests.title')}</Typography.Title>
        {has('hcmRequest:create') && requests.data.employee ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/hcm/requests/new')}>
            {t('hcm.myRequests.newRequest')}
          </Button>
        ) : null}
      </Space>
      <Typography.Paragraph type="secondary">{t('hcm.myRequests.intro')}</Typography.Paragraph>
      {requests.data.employee === null ? (
        <Alert type="info" showIcon title={t('hcm.myLeaves.noEmployee')} />
      ) : (
        <Table<Request>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={requests.data.requests}
          pagination={false}
          locale={{ emptyText: t('hcm.myRequests.empty') }}
        />
      )}
    </section>
  );
}
