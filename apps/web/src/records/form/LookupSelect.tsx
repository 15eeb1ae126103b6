import type { ListAnswer, RecordData } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api-client';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { useObjectDefinition } from '../definitions/useObjectDefinition';
import { recordLabel } from '../record-fields';

interface LookupSelectProps {
  id?: string;
  parent: string;
  /** The label of the current value (`{name}_display`), shown before the options load. */
  currentLabel: string | undefined;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}

const SEARCH_DEBOUNCE_MS = 300;

/** A lookup field: a searchable select fed by the parent object's list. */
export function LookupSelect({ id, parent, currentLabel, value, onChange, disabled }: LookupSelectProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const definition = useObjectDefinition(parent);
  const options = useQuery({
    queryKey: ['records', parent, 'lookup', search],
    queryFn: ({ signal }) =>
      api.get<ListAnswer>(`records/${parent}`, {
        signal,
        query: { page: 1, pageSize: 20, search: search || undefined },
      }),
    enabled: !disabled && definition.data !== undefined,
  });
  const labelOf = (record: RecordData) =>
    definition.data ? recordLabel(definition.data, record) : String(record.id);
  const items = (options.data?.data ?? []).map((record) => ({ value: record.id, label: labelOf(record) }));
  const missing = value !== null && value !== undefined && !items.some((item) => item.value === value);
  // A value set without its label (a prefilled parent) is named from the parent record itself.
  const chosen = useQuery({
    queryKey: ['records', parent, 'record', String(value)],
    queryFn: ({ signal }) => api.get<RecordData>(`records/${parent}/${value}`, { signal }),
    enabled: missing && currentLabel === undefined && !options.isFetching,
    retry: false,
  });
  if (missing) {
    items.unshift({ value, label: currentLabel ?? (chosen.data ? labelOf(chosen.data) : String(value)) });
  }
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear
      disabled={disabled}
      placeholder={t('records.searchLookup')}
      loading={options.isFetching}
      options={items}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}
