import { type BiGroup, biGroupSchema } from '@atrium/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api-client';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoadFailed } from '../../ui/LoadFailed';
import { useBiGroups } from './useBiGroups';

/** Creates, renames (with an id) or deletes (with `remove`) a report group; the groups list follows. */
function useGroupChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: {
      id?: number;
      name?: string;
      remove?: boolean;
    }): Promise<BiGroup | undefined> => {
      if (change.remove && change.id !== undefined) {
        await api.delete(`bi/groups/${change.id}`);
        return undefined;
      }
      const body = { name: change.name ?? '' };
      return biGroupSchema.parse(
        change.id === undefined
          ? await api.post('bi/groups', body)
          : await api.put(`bi/groups/${change.id}`, body),
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bi', 'groups'] }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]),
  });
}

function GroupRow({ group }: { group: BiGroup }) {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  const change = useGroupChange();
  const [name, setName] = useState<string>();
  const run = async (what: { name?: string; remove?: boolean }) => {
    try {
      await change.mutateAsync({ id: group.id, ...what });
      setName(undefined);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  return (
    <List.Item
      actions={[
        name === undefined ? (
          <Button key="rename" size="small" onClick={() => setName(group.name)}>
            {t('reports.workspaces.rename')}
          </Button>
        ) : (
          <Button
            key="save"
            size="small"
            type="primary"
            loading={change.isPending}
            onClick={() => void run({ name })}
          >
            {t('reports.workspaces.saveName')}
          </Button>
        ),
        <Popconfirm
          key="delete"
          title={t('reports.configuration.deleteConfirm', { name: group.name })}
          okText={t('reports.actions.delete')}
          cancelText={t('reports.workspaces.cancel')}
          onConfirm={() => run({ remove: true })}
        >
          <Button size="small" danger aria-label={t('reports.actions.deleteNamed', { name: group.name })}>
            {t('reports.actions.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      {name === undefined ? (
        group.name
      ) : (
        <Input
          aria-label={t('reports.configuration.groupName')}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void run({ name })}
        />
      )}
    </List.Item>
  );
}

/** /business-intelligence/configuration: the organization's report groups, each a navigation entry. */
export function BiConfigurationPage() {
  const { t } = useReportsTranslation();
  const { message } = App.useApp();
  usePageTitle(t('reports.configuration.title'));
  const groups = useBiGroups(true);
  const change = useGroupChange();
  const [name, setName] = useState('');
  const add = async () => {
    try {
      await change.mutateAsync({ name: name.trim() });
      setName('');
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  return (
    <section className="atrium-page">
      <Typography.Title level={1}>{t('reports.configuration.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reports.configuration.intro')}</Typography.Paragraph>
      <Space.Compact style={{ maxWidth: 480, width: '100%', marginBottom: 16 }}>
        <Input
          aria-label={t('reports.configuration.groupName')}
          placeholder={t('reports.configuration.groupName')}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void add()}
        />
        <Button
          type="primary"
          disabled={name.trim() === ''}
          loading={change.isPending}
          onClick={() => void add()}
        >
          {t('reports.configuration.addGroup')}
        </Button>
      </Space.Compact>
      {groups.error && (
        <LoadFailed title={errorMessage(groups.error)} onRetry={() => void groups.refetch()} />
      )}
      <List
        bordered
        loading={groups.isPending}
        dataSource={groups.data ?? []}
        locale={{ emptyText: t('reports.configuration.noGroups') }}
        renderItem={(group) => <GroupRow key={group.id} group={group} />}
      />
    </section>
  );
}
