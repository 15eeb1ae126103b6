import { PlusOutlined } from '@ant-design/icons';
import type { Workspace } from '@atrium/core';
import {
  App,
  Button,
  Empty,
  Input,
  Modal,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../app/api-error';
import { useReportsTranslation } from '../../../i18n/resources/reports';
import { usePageTitle } from '../../../shell/usePageTitle';
import { LoadFailed } from '../../../ui/LoadFailed';
import { chartsOf } from '../ReportCards';
import { useSavedReports } from '../reports-api';
import { WorkspaceBoard } from './WorkspaceBoard';
import { placeChart } from './workspace-layout';
import { useCreateWorkspace, useDeleteWorkspace, useSaveWorkspace, useWorkspaces } from './workspaces-api';

/** Asks for a workspace's name: to create one, or to rename it. */
function NameDialog({
  open,
  initial,
  title,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  initial: string;
  title: string;
  onCancel: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const { t } = useReportsTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('reports.workspaces.saveName')}
      cancelText={t('reports.workspaces.cancel')}
      okButtonProps={{ disabled: name.trim() === '', loading: busy }}
      onCancel={onCancel}
      afterOpenChange={(visible) => visible && setName(initial)}
      onOk={async () => {
        setBusy(true);
        try {
          await onSubmit(name.trim());
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <label htmlFor="workspace-name">{t('reports.workspaces.name')}</label>
      <Input
        id="workspace-name"
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
    </Modal>
  );
}

function WorkspaceTools({
  workspace,
  charts,
}: {
  workspace: Workspace;
  charts: ReturnType<typeof chartsOf>;
}) {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const save = useSaveWorkspace();
  const remove = useDeleteWorkspace();
  const [renaming, setRenaming] = useState(false);
  const placed = new Set(workspace.layout.map((card) => card.chart));
  const addable = charts.filter(({ chart }) => !placed.has(chart.id));
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('reports.workspaces.addChart')}
        placeholder={t('reports.workspaces.addChart')}
        style={{ minWidth: 260 }}
        value={null}
        showSearch
        optionFilterProp="label"
        options={addable.map(({ chart, report }) => ({
          value: chart.id,
          label: chart.name === report.name ? chart.name : `${report.name} · ${chart.name}`,
        }))}
        notFoundContent={t('reports.workspaces.noMoreCharts')}
        onChange={(id: number) => {
          const found = charts.find(({ chart }) => chart.id === id);
          if (!found) return;
          void run(() =>
            save.mutateAsync({
              id: workspace.id,
              name: workspace.name,
              layout: placeChart(workspace.layout, found.chart),
            }),
          );
        }}
      />
      <Button onClick={() => setRenaming(true)}>{t('reports.workspaces.rename')}</Button>
      <Popconfirm
        title={t('reports.workspaces.deleteConfirm', { name: workspace.name })}
        okText={t('reports.workspaces.delete')}
        cancelText={t('reports.workspaces.cancel')}
        onConfirm={() => run(() => remove.mutateAsync(workspace.id))}
      >
        <Button danger>{t('reports.workspaces.delete')}</Button>
      </Popconfirm>
      <NameDialog
        open={renaming}
        initial={workspace.name}
        title={t('reports.workspaces.rename')}
        onCancel={() => setRenaming(false)}
        onSubmit={(name) =>
          run(async () => {
            await save.mutateAsync({ id: workspace.id, name, layout: workspace.layout });
            setRenaming(false);
          })
        }
      />
    </Space>
  );
}

/** /business-intelligence/my-bi-workspace: the person's workspaces, one tab each, arranged as they like. */
export function WorkspacesPage() {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const heading = t('reports.myWorkspace');
  usePageTitle(heading);
  const [params, setParams] = useSearchParams();
  const workspaces = useWorkspaces();
  const reports = useSavedReports('visible');
  const create = useCreateWorkspace();
  const [creating, setCreating] = useState(false);
  const charts = useMemo(() => chartsOf(reports.data ?? []), [reports.data]);
  const byId = useMemo(() => new Map(charts.map((entry) => [entry.chart.id, entry])), [charts]);
  const list = workspaces.data ?? [];
  const asked = Number(params.get('workspace'));
  const active = list.find((workspace) => workspace.id === asked) ?? list[0];

  let body: React.ReactNode;
  if (workspaces.isPending || reports.isPending) body = <Skeleton active />;
  else if (workspaces.error || reports.error)
    body = (
      <LoadFailed
        title={errorMessage(workspaces.error ?? reports.error)}
        onRetry={() => {
          void workspaces.refetch();
          void reports.refetch();
        }}
      />
    );
  else if (!active) body = <Empty description={t('reports.workspaces.none')} />;
  else
    body = (
      <>
        <Tabs
          activeKey={String(active.id)}
          onChange={(key) => setParams({ workspace: key }, { replace: true })}
          items={list.map((workspace) => ({ key: String(workspace.id), label: workspace.name }))}
        />
        <WorkspaceTools workspace={active} charts={charts} />
        <WorkspaceBoard key={active.id} workspace={active} charts={byId} />
      </>
    );

  return (
    <section className="atrium-page">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={1}>{heading}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('reports.workspaces.create')}
        </Button>
      </Space>
      {body}
      <NameDialog
        open={creating}
        initial=""
        title={t('reports.workspaces.create')}
        onCancel={() => setCreating(false)}
        onSubmit={async (name) => {
          try {
            const made = await create.mutateAsync({ name, layout: [] });
            setCreating(false);
            setParams({ workspace: String(made.id) }, { replace: true });
          } catch (error) {
            message.error(errorMessage(error));
          }
        }}
      />
    </section>
  );
}
