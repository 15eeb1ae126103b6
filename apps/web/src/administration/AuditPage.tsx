import { DownloadOutlined } from '@ant-design/icons';
import {
  AUDIT_KINDS,
  type AuditEntry,
  type AuditKind,
  adminUserListSchema,
  auditListSchema,
} from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { api, apiDownload } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useDebouncedValue } from '../app/useDebouncedValue';
import { useAdministrationTranslation } from '../i18n/resources/administration';

const PAGE_SIZE = 50;
const DAY = 'YYYY-MM-DD';

/** Which list: every line (super admins), or the organization the administrator acts in. */
export type AuditScope = 'superadmin' | 'administration';

/**
 * The administrators' audit list (issue 17 item 6): sign-ins, user, membership, role, policy and
 * organization changes, login-as-user calls, exports and prints, filterable by kind, person and dates.
 * At /superadmin/audit every line; at /administration/audit the server answers only the lines of the
 * organization the administrator acts in.
 */
export function AuditPage({ scope = 'superadmin' }: { scope?: AuditScope }) {
  const { t } = useAdministrationTranslation();
  const [kind, setKind] = useState<AuditKind | undefined>();
  const [person, setPerson] = useState<number | undefined>();
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [lookup, setLookup] = useState('');
  const term = useDebouncedValue(lookup.trim(), 300);
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const filterQuery = () => {
    const query = new URLSearchParams();
    if (kind) query.set('kind', kind);
    if (person !== undefined) query.set('user_id', String(person));
    if (dates?.[0]) query.set('from', dates[0].format(DAY));
    if (dates?.[1]) query.set('to', dates[1].format(DAY));
    return query;
  };

  /** Saves the filtered list (every page, up to the server's limit) as a CSV file. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await apiDownload(`auth/${scope}/audit/export?${filterQuery()}`);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename || 'audit.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const entries = useQuery({
    queryKey: [
      'administration',
      'audit',
      scope,
      kind,
      person,
      dates?.[0]?.format(DAY),
      dates?.[1]?.format(DAY),
      page,
    ],
    queryFn: async () => {
      const query = filterQuery();
      query.set('page', String(page));
      query.set('pageSize', String(PAGE_SIZE));
      return auditListSchema.parse(await api.get(`auth/${scope}/audit?${query}`));
    },
  });
  const people = useQuery({
    queryKey: ['administration', 'audit-people', term],
    queryFn: async () => {
      const query = new URLSearchParams({ pageSize: '20', status: 'all' });
      if (term) query.set('search', term);
      return adminUserListSchema.parse(await api.get(`auth/administration/users?${query}`)).data;
    },
  });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('administration.audit.title')}</Typography.Title>
      <Space wrap>
        <Select
          allowClear
          aria-label={t('administration.audit.kind')}
          placeholder={t('administration.audit.allKinds')}
          value={kind}
          onChange={filtered(setKind)}
          options={AUDIT_KINDS.map((k) => ({ value: k, label: t(`administration.audit.kinds.${k}`) }))}
          style={{ minWidth: 200 }}
        />
        <Select
          showSearch
          allowClear
          aria-label={t('administration.audit.person')}
          placeholder={t('administration.audit.anyone')}
          filterOption={false}
          onSearch={setLookup}
          value={person}
          onChange={filtered(setPerson)}
          options={(people.data ?? []).map((u) => ({ value: u.id, label: `${u.name} <${u.email}>` }))}
          style={{ minWidth: 260 }}
        />
        <DatePicker.RangePicker
          aria-label={t('administration.audit.dates')}
          value={dates}
          onChange={filtered(setDates)}
          allowEmpty={[true, true]}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('administration.audit.export')}
        </Button>
      </Space>
      {entries.isError ? <Alert type="error" showIcon message={errorMessage(entries.error)} /> : null}
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={entries.isLoading}
        dataSource={entries.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: entries.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('administration.audit.at'),
            render: (_, entry) => new Date(entry.at).toLocaleString(),
          },
          {
            title: t('administration.audit.kind'),
            render: (_, entry) => <Tag>{t(`administration.audit.kinds.${entry.kind}`)}</Tag>,
          },
          { title: t('administration.audit.action'), dataIndex: 'action' },
          { title: t('administration.audit.actor'), render: (_, entry) => entry.actor?.name ?? '' },
          { title: t('administration.audit.user'), render: (_, entry) => entry.user?.name ?? '' },
          { title: t('administration.audit.summary'), dataIndex: 'summary' },
        ]}
      />
    </Space>
  );
}

/** /administration/audit: an organization administrator's view of their organization's lines. */
export function OrganizationAuditPage() {
  return <AuditPage scope="administration" />;
}
