import { OBJECT_VERBS, type ObjectAccess, objectAccessSchema } from '@atrium/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api-client';
import { errorMessage } from '../app/api-error';
import { useSession } from '../session/useSession';
import { type AccessGrid, accessChanges, gridOf, toggleVerb } from './access-grid';

type Verb = (typeof OBJECT_VERBS)[number];
type RoleRow = ObjectAccess['roles'][number];

/**
 * Which roles of the active organization may view, create, edit, delete and export an object's records.
 * Saving sends only the roles whose verbs changed; the server keeps every other role as it was.
 */
export function ObjectAccessCard({ object }: { object: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { activeOrganization } = useSession();
  const queryClient = useQueryClient();
  const queryKey = ['object-access', activeOrganization, object];
  const access = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      objectAccessSchema.parse(await api.get(`administration/creator/objects/${object}/access`, { signal })),
  });
  const saved = useMemo(() => gridOf(access.data?.roles ?? []), [access.data]);
  const [grid, setGrid] = useState<AccessGrid>(saved);
  useEffect(() => setGrid(saved), [saved]);
  const changes = accessChanges(saved, grid);

  const save = useMutation({
    mutationFn: async () =>
      objectAccessSchema.parse(
        await api.put(`administration/creator/objects/${object}/access`, { roles: changes }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      // The people holding these roles may now list the object (or no longer may).
      void queryClient.invalidateQueries({ queryKey: ['custom-objects'] });
      void message.success(t('objectAccess.saved'));
    },
  });

  return (
    <Card
      title={t('objectAccess.title')}
      extra={
        <Button
          type="primary"
          disabled={changes.length === 0}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {t('objectAccess.save')}
        </Button>
      }
    >
      {access.error ? <Alert type="error" showIcon title={errorMessage(access.error)} /> : null}
      {save.error ? <Alert type="error" showIcon title={errorMessage(save.error)} /> : null}
      <Table<RoleRow>
        rowKey="id"
        loading={access.isPending}
        dataSource={access.data?.roles ?? []}
        pagination={false}
        aria-label={t('objectAccess.title')}
        locale={{ emptyText: t('objectAccess.noRoles') }}
        columns={[
          { title: t('objectAccess.role'), dataIndex: 'name' },
          ...OBJECT_VERBS.map((verb: Verb) => ({
            key: verb,
            title: t(`objectAccess.verbs.${verb}`),
            render: (_: unknown, role: RoleRow) => (
              <Checkbox
                checked={grid.get(role.id)?.has(verb) ?? false}
                aria-label={t('objectAccess.grant', {
                  role: role.name,
                  verb: t(`objectAccess.verbs.${verb}`),
                })}
                onChange={(event) =>
                  setGrid((current) => toggleVerb(current, role.id, verb, event.target.checked))
                }
              />
            ),
          })),
        ]}
      />
    </Card>
  );
}
