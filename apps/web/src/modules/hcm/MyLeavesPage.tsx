import { PlusOutlined } from '@ant-design/icons';
import { type MyLeavesResponse, myLeavesResponseSchema } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { usePermissions } from '../../session/permissions/usePermissions';
import { useSession } from '../../session/useSession';
import { LoadFailed } from '../../ui/LoadFailed';
import { LoadingBlock } from '../../ui/LoadingBlock';
import { useHcmTranslation } from './hcm-text';
import { TeamCalendar } from './TeamCalendar';

type Request = MyLeavesResponse['requests'][number];

const STATUS_COLOURS: Record<string, string> = { Approved: 'green', Rejected: 'red', Submitted: 'gold' };

/** `/hcm/my-leaves`: my balance left per leave type, my requests, and my team's month. */
export function MyLeavesPage() {
  const { t } = useHcmTranslation();
  const navigate = useNavigate();
  const { activeOrganization } = useSession();
  // `?month=2027-04` opens that month (and its year's balances); the arrows keep it in the address.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : new Date().toISOString().slice(0, 7);
  const setMonth = (next: string) => setSearch({ month: next }, { replace: true });
  const { has } = usePermissions(['hcmLeave:create']);
  const leaves = useQuery({
    queryKey: ['hcm', 'my-leaves', activeOrganization, month],
    queryFn: async () => myLeavesResponseSchema.parse(await api.get('hcm/my-leaves', { query: { month } })),
    placeholderData: (previous) => previous,
  });
  if (leaves.isPending) return <LoadingBlock />;
  if (leaves.error)
    return <LoadFailed title={errorMessage(leaves.error)} onRetry={() => void leaves.refetch()} />;
  const data = leaves.data;
  const columns = [
    {
      title: t('hcm.myLeaves.reason'),
      dataIndex: 'reason',
      render: (reason: string, row: Request) => <Link to={`/hcm/leaves/${row.id}`}>{reason}</Link>,
    },
    { title: t('hcm.myLeaves.type'), dataIndex: 'leaveType' },
    { title: t('hcm.myLeaves.from'), dataIndex: 'from' },
    { title: t('hcm.myLeaves.to'), dataIndex: 'to' },
    { title: t('hcm.myLeaves.days'), dataIndex: 'days' },
    {
      title: t('hcm.myLeaves.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
    },
  ];
  return (
    <section className="atrium-hcm-my-leaves">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>{t('hcm.myLeaves.title')}</Typography.Title>
        {has('hcmLeave:create') && data.employee ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/hcm/leaves/new')}>
            {t('hcm.myLeaves.newRequest')}
          </Button>
        ) : null}
      </Space>
      <Typography.Paragraph type="secondary">{t('hcm.myLeaves.intro')}</Typography.Paragraph>
      {data.employee === null ? (
        <Alert type="info" showIcon title={t('hcm.myLeaves.noEmployee')} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            {data.balances.map((balance) => (
              <Col key={balance.leaveTypeId} xs={24} sm={12} lg={8}>
                <Card size="small" title={`${balance.leaveType} ${balance.year}`} data-testid="leave-balance">
                  <Statistic
                    title={t('hcm.myLeaves.left')}
                    value={balance.left}
                    suffix={`/ ${balance.entitled}`}
                  />
                  <Typography.Text type="secondary">
                    {t('hcm.myLeaves.taken')}: {balance.taken} · {t('hcm.myLeaves.pending')}:{' '}
                    {balance.pending}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
          <div>
            <Typography.Title level={4}>{t('hcm.myLeaves.requests')}</Typography.Title>
            <Table<Request>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={data.requests}
              pagination={false}
              locale={{ emptyText: t('hcm.myLeaves.noRequests') }}
            />
          </div>
          <TeamCalendar month={month} absences={data.team} onMonth={setMonth} />
        </Space>
      )}
    </section>
  );
}
