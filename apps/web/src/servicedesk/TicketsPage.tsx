import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { CLOSED_TICKET_STATUSES, type FilterEntry, type RecordData } from '@atrium/core';
import { Alert, Button, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../app/api-error';
import { useServiceDeskTranslation } from '../i18n/resources/servicedesk';
import { usePermissions } from '../session/permissions/usePermissions';
import { useSession } from '../session/useSession';
import { ticketPath, useTeams, useTickets } from './servicedesk-api';
import { SLA_COLORS, slaStateOf } from './sla-state';

const PRIORITIES = ['P1', 'P2', 'P3', 'P4'];
const STATUSES = ['New', 'Assigned', 'Pending', ...CLOSED_TICKET_STATUSES];
const PAGE_SIZE = 20;
const RAISE_PERMISSION = ['serviceTicket:create'];

function DueCell({ value, language }: { value: unknown; language: string }) {
  if (typeof value !== 'string' || value === '') return null;
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
  return <span dir="ltr">{text}</span>;
}

/**
 * The requester's tickets (`/servicedesk/my-tickets`) or every ticket the person may read, filtered
 * by status, priority and team (`/servicedesk/all-tickets`): each with its SLA due times and state.
 */
function TicketsPage({ scope }: { scope: 'mine' | 'all' }) {
  const { t, i18n } = useServiceDeskTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | undefined>();
  const [priority, setPriority] = useState<string | undefined>();
  const [team, setTeam] = useState<number | undefined>();
  const { has } = usePermissions(RAISE_PERMISSION);
  const teams = useTeams();
  const filter = useMemo(() => {
    const entries: FilterEntry[] = [];
    if (scope === 'mine')
      entries.push({ columnName: 'requester', operation: 'equals', value: profile?.email ?? '' });
    if (status) entries.push({ columnName: 'status', operation: 'equals', value: status });
    if (priority) entries.push({ columnName: 'priority', operation: 'equals', value: priority });
    if (team !== undefined) entries.push({ columnName: 'team_id', operation: 'equals', value: team });
    return entries;
  }, [scope, profile?.email, status, priority, team]);
  const tickets = useTickets(filter, page, PAGE_SIZE);

  const columns: ColumnsType<RecordData> = [
    {
      key: 'number',
      title: t('servicedesk.columns.number'),
      render: (_, row) => <Link to={ticketPath(row.id)}>{String(row.number ?? row.id)}</Link>,
    },
    { key: 'title', title: t('servicedesk.columns.title'), render: (_, row) => String(row.title ?? '') },
    {
      key: 'priority',
      title: t('servicedesk.columns.priority'),
      render: (_, row) => String(row.priority ?? ''),
    },
    { key: 'status', title: t('servicedesk.columns.status'), render: (_, row) => String(row.status ?? '') },
    ...(scope === 'all'
      ? [
          {
            key: 'team',
            title: t('servicedesk.columns.team'),
            render: (_: unknown, row: RecordData) => String(row.team_id_display ?? ''),
          },
          {
            key: 'requester',
            title: t('servicedesk.columns.requester'),
            render: (_: unknown, row: RecordData) => <span dir="ltr">{String(row.requester ?? '')}</span>,
          },
        ]
      : []),
    {
      key: 'assignee',
      title: t('servicedesk.columns.assignee'),
      render: (_, row) => <span dir="ltr">{String(row.assignee ?? '')}</span>,
    },
    {
      key: 'responseDue',
      title: t('servicedesk.columns.responseDue'),
      render: (_, row) => <DueCell value={row.response_due} language={i18n.language} />,
    },
    {
      key: 'resolutionDue',
      title: t('servicedesk.columns.resolutionDue'),
      render: (_, row) => <DueCell value={row.resolution_due} language={i18n.language} />,
    },
    {
      key: 'sla',
      title: t('servicedesk.columns.sla'),
      render: (_, row) => {
        const state = slaStateOf(row);
        return (
          <Tag color={SLA_COLORS[state]} data-testid="sla-state">
            {t(`servicedesk.sla.${state}`)}
          </Tag>
        );
      },
    },
  ];

  const clear = (set: (value: undefined) => void) => () => {
    set(undefined);
    setPage(1);
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {scope === 'mine' ? t('servicedesk.myTickets') : t('servicedesk.allTickets')}
        </Typography.Title>
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void tickets.refetch()}
            aria-label={t('common.retry')}
          />
          {has('serviceTicket:create') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ticketPath('new'))}>
              {t('servicedesk.raise')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {scope === 'all' ? (
        <Space wrap>
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('servicedesk.filters.status')}
            aria-label={t('servicedesk.filters.status')}
            value={status}
            options={STATUSES.map((value) => ({ value, label: value }))}
            onChange={(value?: string) => {
              setStatus(value);
              setPage(1);
            }}
            onClear={clear(setStatus)}
          />
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('servicedesk.filters.priority')}
            aria-label={t('servicedesk.filters.priority')}
            value={priority}
            options={PRIORITIES.map((value) => ({ value, label: value }))}
            onChange={(value?: string) => {
              setPriority(value);
              setPage(1);
            }}
            onClear={clear(setPriority)}
          />
          <Select
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('servicedesk.filters.team')}
            aria-label={t('servicedesk.filters.team')}
            value={team}
            loading={teams.isPending}
            options={(teams.data ?? []).map((row) => ({ value: row.id, label: String(row.name ?? row.id) }))}
            onChange={(value?: number) => {
              setTeam(value);
              setPage(1);
            }}
            onClear={clear(setTeam)}
          />
        </Space>
      ) : null}
      {tickets.error ? <Alert type="error" showIcon title={errorMessage(tickets.error)} /> : null}
      <Table<RecordData>
        rowKey="id"
        size="middle"
        loading={tickets.isFetching}
        columns={columns}
        dataSource={tickets.data?.data ?? []}
        locale={{ emptyText: t('servicedesk.noTickets') }}
        scroll={{ x: true }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: tickets.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Space>
  );
}

export const MyTicketsPage = () => <TicketsPage scope="mine" />;
export const AllTicketsPage = () => <TicketsPage scope="all" />;
