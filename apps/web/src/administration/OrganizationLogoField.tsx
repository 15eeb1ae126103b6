import { UploadOutlined } from '@ant-design/icons';
import { type AdminOrganization, adminOrganizationSchema } from '@atrium/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Avatar, Button, Space, Typography, Upload } from 'antd';
import { api, apiMultipart } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useAdministrationTranslation } from '../i18n/resources/administration';

/** Uploads or removes an organization's logo; the server checks the file's real type and size. */
export function OrganizationLogoField({ org }: { org: AdminOrganization }) {
  const { t } = useAdministrationTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const path = `auth/administration/organizations/${org.id}/logo`;
  // An uploaded logo's address carries its version; the drawn badge's does not.
  const uploaded = org.avatar?.includes('?v=') ?? false;

  const change = useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return adminOrganizationSchema.parse(await api.delete(path));
      const form = new FormData();
      form.append('file', file);
      return adminOrganizationSchema.parse(await apiMultipart(path, form));
    },
    onSuccess: (saved) => {
      void message.success(t('administration.organizations.logoSaved', { code: saved.code }));
      void queryClient.invalidateQueries({ queryKey: ['administration', 'organizations'] });
    },
  });

  return (
    <Space direction="vertical">
      <Space>
        {org.avatar ? <Avatar shape="square" size={48} src={org.avatar} alt={org.code} /> : null}
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
          showUploadList={false}
          beforeUpload={(file) => {
            change.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={change.isPending}>
            {t('administration.organizations.uploadLogo')}
          </Button>
        </Upload>
        {uploaded ? (
          <Button danger disabled={change.isPending} onClick={() => change.mutate(null)}>
            {t('administration.organizations.removeLogo')}
          </Button>
        ) : null}
      </Space>
      <Typography.Text type="secondary">{t('administration.organizations.logoHint')}</Typography.Text>
      {change.isError ? <Alert type="error" showIcon message={errorMessage(change.error)} /> : null}
    </Space>
  );
}
