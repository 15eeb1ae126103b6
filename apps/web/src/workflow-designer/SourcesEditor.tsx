import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApproverSource, Recipient } from '@atrium/core';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RolePicker, UserPicker } from './ApproverPickers';

type Source = ApproverSource | Recipient;

interface SourcesEditorProps<S extends Source> {
  sources: readonly S[];
  /** The kinds offered: `starter` only for a notification's recipients. */
  kinds: readonly S['kind'][];
  fields: readonly { value: string; label: string }[];
  onChange: (sources: S[]) => void;
  testId: string;
}

function blankSource(kind: Source['kind'], fields: readonly { value: string }[]): Source {
  switch (kind) {
    case 'users':
      return { kind, userIds: [] };
    case 'role':
      return { kind, role: '' };
    case 'field':
      return { kind, field: fields[0]?.value ?? '' };
    case 'starter':
      return { kind };
  }
}

/** Approvers or recipients: named users and a role (picked in the organization), a user field, the starter. */
export function SourcesEditor<S extends Source>({
  sources,
  kinds,
  fields,
  onChange,
  testId,
}: SourcesEditorProps<S>) {
  const { t } = useTranslation();
  const replace = (index: number, next: Source) =>
    onChange(sources.map((source, at) => (at === index ? (next as S) : source)));
  return (
    <Space orientation="vertical" size={6} style={{ inlineSize: '100%' }} data-testid={testId}>
      {sources.map((source, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sources have no identity of their own
        <Space.Compact key={index} style={{ inlineSize: '100%' }}>
          <Select
            aria-label={t('workflowDesigner.sources.kind')}
            style={{ inlineSize: 130 }}
            value={source.kind}
            options={kinds.map((kind) => ({ value: kind, label: t(`workflowDesigner.sources.${kind}`) }))}
            onChange={(kind) => replace(index, blankSource(kind, fields))}
          />
          {source.kind === 'users' ? (
            <UserPicker
              userIds={source.userIds}
              testId={`${testId}-users-${index}`}
              onChange={(userIds) => replace(index, { kind: 'users', userIds })}
            />
          ) : source.kind === 'role' ? (
            <RolePicker
              role={source.role}
              testId={`${testId}-role-${index}`}
              onChange={(role) => replace(index, { kind: 'role', role })}
            />
          ) : source.kind === 'field' ? (
            <Select
              aria-label={t('workflowDesigner.sources.field')}
              style={{ flex: 1 }}
              value={source.field}
              options={[...fields]}
              showSearch
              onChange={(field) => replace(index, { kind: 'field', field })}
            />
          ) : (
            <Input disabled value={t('workflowDesigner.sources.starter')} />
          )}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('workflowDesigner.actions.remove')}
            onClick={() => onChange(sources.filter((_, at) => at !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        data-testid={`${testId}-add`}
        onClick={() => onChange([...sources, blankSource(kinds[0] ?? 'role', fields) as S])}
      >
        {t('workflowDesigner.actions.add')}
      </Button>
    </Space>
  );
}
