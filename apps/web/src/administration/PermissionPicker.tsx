import type { PermissionModules } from '@atrium/core';
import { Checkbox, Collapse, Empty, Input, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useAdministrationTranslation } from '../i18n/resources/administration';

interface PermissionPickerProps {
  groups: PermissionModules['data'];
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * Chooses permission strings from those the modules declare, grouped by module and searchable
 * (an antd form control). Chosen permissions hidden by the search stay chosen.
 */
export function PermissionPicker({ groups, value = [], onChange }: PermissionPickerProps) {
  const { t } = useAdministrationTranslation();
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      groups
        .map((group) => ({
          module: group.module,
          permissions: group.permissions.filter(
            (p) => !term || p.toLowerCase().includes(term) || group.module.toLowerCase().includes(term),
          ),
        }))
        .filter((group) => group.permissions.length > 0),
    [groups, term],
  );
  const chosen = new Set(value);
  const setGroup = (permissions: string[], all: string[]) => {
    const next = new Set(value.filter((p) => !all.includes(p)));
    for (const p of permissions) next.add(p);
    onChange?.([...next].sort());
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        aria-label={t('administration.roles.searchPermissions')}
        placeholder={t('administration.roles.searchPermissions')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <Empty description={t('administration.roles.noPermissions')} />
      ) : (
        <Collapse
          size="small"
          {...(term ? { activeKey: shown.map((g) => g.module) } : {})}
          items={shown.map((group) => {
            const count = group.permissions.filter((p) => chosen.has(p)).length;
            return {
              key: group.module,
              label: (
                <Space>
                  <span>{group.module}</span>
                  {count > 0 ? <Tag color="blue">{t('administration.roles.chosen', { count })}</Tag> : null}
                </Space>
              ),
              children: (
                <Checkbox.Group
                  value={group.permissions.filter((p) => chosen.has(p))}
                  onChange={(next) => setGroup(next as string[], group.permissions)}
                  options={group.permissions.map((p) => ({ value: p, label: p }))}
                  style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                />
              ),
            };
          })}
        />
      )}
    </Space>
  );
}
