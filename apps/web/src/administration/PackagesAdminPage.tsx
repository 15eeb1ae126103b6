import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type AvailablePackage,
  compareSemver,
  type InstalledPackage,
  type PackageInstallAnswer,
} from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../app/api-error';
import { usePackagesTranslation } from '../i18n/resources/packages';
import { packagesApi } from './packages-api';
import { useAdministeredOrganizations } from './useAdministeredOrganizations';

/** A refusal's reasons as lines: each validation error with where it is, or the one message. */
export function refusalLines(error: unknown): string[] {
  if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0)
    return Object.entries(error.errors).flatMap(([path, messages]) =>
      messages.map((message) => (path === 'package' ? message : `${path}: ${message}`)),
    );
  return [errorMessage(error)];
}

/** A file's text, read with FileReader (every browser, and the unit tests' jsdom). */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Reads a chosen file as a package: JSON, or undefined when it is not. */
async function readPackageFile(file: Blob): Promise<unknown> {
  try {
    return JSON.parse(await textOf(file)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The administrators' module packages screen (issue 19 item 1; /superadmin/packages and
 * /administration/packages): what is installed in an organization and at which version, the packages
 * Atrium ships (install, upgrade), the export of an organization's customised package to a file, and
 * the import of one, with every validation error listed when it is refused.
 */
export function PackagesAdminPage() {
  const { t } = usePackagesTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const organizations = useAdministeredOrganizations();
  const [orgId, setOrgId] = useState<number | undefined>();
  const [demo, setDemo] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);

  useEffect(() => {
    if (orgId === undefined && organizations.data?.[0]) setOrgId(organizations.data[0].id);
  }, [orgId, organizations.data]);

  const packages = useQuery({
    queryKey: ['administration', 'packages', orgId],
    queryFn: () => packagesApi.list(orgId as number),
    enabled: orgId !== undefined,
  });

  const done = (answer: PackageInstallAnswer) => {
    setRefusal(null);
    void message.success(
      t(`packages.outcome.${answer.outcome}`, {
        name: answer.name,
        version: answer.version,
        from: answer.from ?? '',
        ms: answer.duration_ms,
      }),
    );
    void queryClient.invalidateQueries({ queryKey: ['administration', 'packages'] });
  };
  const install = useMutation({
    mutationFn: (name: string) => packagesApi.install(orgId as number, name, demo),
    onSuccess: done,
    onError: (error) => setRefusal(refusalLines(error)),
  });
  const importFile = useMutation({
    mutationFn: (pkg: unknown) => packagesApi.import(orgId as number, pkg, demo),
    onSuccess: done,
    onError: (error) => setRefusal(refusalLines(error)),
  });

  const chooseFile = async (file: File) => {
    const pkg = await readPackageFile(file);
    if (pkg === undefined) setRefusal([t('packages.notJson', { name: file.name })]);
    else importFile.mutate(pkg);
    return false;
  };

  const exportPackage = async (name: string) => {
    if (orgId === undefined) return;
    setExporting(name);
    try {
      const file = await packagesApi.export(orgId, name);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.filename || `${name}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setExporting(null);
    }
  };

  const installed = packages.data?.installed ?? [];
  const versionHere = (name: string) => installed.find((pkg) => pkg.name === name)?.version;
  const busy = install.isPending || importFile.isPending;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space align="baseline" wrap>
        <Typography.Title level={3}>{t('packages.title')}</Typography.Title>
        {packages.data ? (
          <Tag>{t('packages.atriumVersion', { version: packages.data.atrium_version })}</Tag>
        ) : null}
      </Space>
      <Space wrap>
        <Select
          aria-label={t('packages.organization')}
          value={orgId}
          onChange={(value: number) => {
            setOrgId(value);
            setRefusal(null);
          }}
          options={(organizations.data ?? []).map((org) => ({
            value: org.id,
            label: `${org.name} (${org.code})`,
          }))}
          style={{ minWidth: 260 }}
        />
        <Checkbox checked={demo} onChange={(event) => setDemo(event.target.checked)}>
          {t('packages.demo')}
        </Checkbox>
      </Space>
      {packages.isError ? <Alert type="error" showIcon message={errorMessage(packages.error)} /> : null}
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          message={t('packages.refused')}
          description={
            <ul data-testid="package-refusal" style={{ margin: 0, paddingInlineStart: 20 }}>
              {refusal.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Card title={t('packages.installed')} size="small">
        <Table<InstalledPackage>
          rowKey="name"
          size="small"
          loading={packages.isLoading}
          dataSource={installed}
          pagination={false}
          locale={{ emptyText: t('packages.noneInstalled') }}
          columns={[
            { title: t('packages.name'), render: (_, pkg) => `${pkg.title} (${pkg.name})` },
            { title: t('packages.version'), dataIndex: 'version' },
            { title: t('packages.objects'), render: (_, pkg) => pkg.objects.length },
            {
              title: t('packages.installedAt'),
              render: (_, pkg) => new Date(pkg.installed_at).toLocaleString(),
            },
            { title: t('packages.updatedAt'), render: (_, pkg) => new Date(pkg.updated_at).toLocaleString() },
            {
              title: '',
              render: (_, pkg) => (
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting === pkg.name}
                  onClick={() => void exportPackage(pkg.name)}
                >
                  {t('packages.export')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('packages.available')} size="small">
        <Table<AvailablePackage>
          rowKey="name"
          size="small"
          loading={packages.isLoading}
          dataSource={packages.data?.available ?? []}
          pagination={false}
          columns={[
            { title: t('packages.name'), render: (_, pkg) => `${pkg.title} (${pkg.name})` },
            { title: t('packages.version'), dataIndex: 'version' },
            {
              title: t('packages.installedVersion'),
              render: (_, pkg) => versionHere(pkg.name) ?? t('packages.notInstalled'),
            },
            { title: t('packages.description'), dataIndex: 'description' },
            {
              title: '',
              render: (_, pkg) => {
                const here = versionHere(pkg.name);
                if (here !== undefined && compareSemver(here, pkg.version) >= 0)
                  return <Tag color="green">{t('packages.upToDate')}</Tag>;
                return (
                  <Button
                    type="primary"
                    disabled={busy || orgId === undefined}
                    loading={install.isPending && install.variables === pkg.name}
                    onClick={() => install.mutate(pkg.name)}
                  >
                    {here === undefined ? t('packages.install') : t('packages.upgrade')}
                  </Button>
                );
              },
            },
          ]}
        />
      </Card>
      <Card title={t('packages.importTitle')} size="small">
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('packages.importHint')}</Typography.Text>
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            beforeUpload={chooseFile}
            maxCount={1}
          >
            <Button
              icon={<UploadOutlined />}
              loading={importFile.isPending}
              disabled={busy || orgId === undefined}
            >
              {t('packages.chooseFile')}
            </Button>
          </Upload>
        </Space>
      </Card>
    </Space>
  );
}
