import type { WorkflowPersonAnswer, WorkflowRoleAnswer } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api-client';

const personLabel = (person: WorkflowPersonAnswer) => `${person.name} (${person.email})`;

/**
 * Named approvers or recipients, picked among the members of the organization the designer works in
 * (`GET workflow/people`, searched on the server); the people already chosen are named by their ids.
 */
export function UserPicker({
  userIds,
  onChange,
  testId,
}: {
  userIds: readonly number[];
  onChange: (userIds: number[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['workflow-people', 'search', search],
    queryFn: () =>
      api.get<{ data: WorkflowPersonAnswer[] }>('workflow/people', {
        query: search ? { search } : undefined,
      }),
  });
  const chosenKey = [...userIds].sort((a, b) => a - b).join(',');
  const chosen = useQuery({
    queryKey: ['workflow-people', 'ids', chosenKey],
    queryFn: () =>
      api.get<{ data: WorkflowPersonAnswer[] }>('workflow/people', { query: { ids: chosenKey } }),
    enabled: chosenKey !== '',
  });
  const people = new Map<number, WorkflowPersonAnswer>();
  for (const person of [...(chosen.data?.data ?? []), ...(found.data?.data ?? [])])
    people.set(person.id, person);
  const options = [...people.values()].map((person) => ({ value: person.id, label: personLabel(person) }));
  return (
    <Select
      mode="multiple"
      aria-label={t('workflowDesigner.sources.users')}
      placeholder={t('workflowDesigner.sources.usersHint')}
      style={{ flex: 1, minInlineSize: 0 }}
      data-testid={testId}
      value={[...userIds]}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? null : t('workflowDesigner.sources.noPeople')}
      onChange={(ids: number[]) => {
        setSearch('');
        onChange(ids);
      }}
    />
  );
}

/** A role of the organization the designer works in (`GET workflow/roles`), chosen by its name. */
export function RolePicker({
  role,
  onChange,
  testId,
}: {
  role: string;
  onChange: (role: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const roles = useQuery({
    queryKey: ['workflow-roles'],
    queryFn: () => api.get<{ data: WorkflowRoleAnswer[] }>('workflow/roles'),
  });
  const names = (roles.data?.data ?? []).map((entry) => entry.name);
  // A definition may name a role this organization does not have: it stays shown as it is.
  if (role && !names.includes(role)) names.unshift(role);
  return (
    <Select
      aria-label={t('workflowDesigner.sources.role')}
      style={{ flex: 1, minInlineSize: 0 }}
      data-testid={testId}
      value={role || undefined}
      options={names.map((name) => ({ value: name, label: name }))}
      showSearch
      loading={roles.isFetching}
      onChange={onChange}
    />
  );
}
