import {
  type Attribute,
  choiceItems,
  FIELD_TYPE_SPECS,
  type ListAnswer,
  type ObjectDefinition,
} from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { api } from '../app/api-client';
import { useDebouncedValue } from '../app/useDebouncedValue';
import { attributeLabel } from '../i18n/metadata-labels';

/** An input for a required value of a new destination that the mapping does not fill. */
export function NeededValueInput({
  attribute,
  value,
  onChange,
  id,
  locale,
}: {
  attribute: Attribute;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  locale: string;
}) {
  const label = attributeLabel(attribute, locale);
  const items = choiceItems(attribute, locale);
  if (items.length > 0)
    return (
      <Select
        id={id}
        aria-label={label}
        value={value ?? undefined}
        onChange={onChange}
        options={items.map((item) => ({ value: item.value, label: item.label }))}
        style={{ minWidth: 200 }}
      />
    );
  const storage = FIELD_TYPE_SPECS[attribute.type].storage;
  if (storage === 'integer' || storage === 'decimal')
    return <InputNumber id={id} aria-label={label} value={value as number | null} onChange={onChange} />;
  const type =
    storage === 'date'
      ? 'date'
      : storage === 'datetime'
        ? 'datetime-local'
        : storage === 'time'
          ? 'time'
          : 'text';
  return (
    <Input
      id={id}
      aria-label={label}
      type={type}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      style={{ maxWidth: 280 }}
    />
  );
}

const labelOf = (definition: ObjectDefinition, record: Record<string, unknown>) => {
  const value = definition.label_attribute ? record[definition.label_attribute] : undefined;
  return typeof value === 'string' && value !== '' ? value : `#${String(record.id)}`;
};

/** Picks an existing record of the destination to link, searching as the person types. */
export function LinkRecordPicker({
  definition,
  value,
  onChange,
  label,
}: {
  definition: ObjectDefinition;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  label: string;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const records = useQuery({
    queryKey: ['records', definition.name, 'conversion-link', term],
    queryFn: ({ signal }) =>
      api.get<ListAnswer>(`records/${definition.name}`, {
        signal,
        query: { page: 1, pageSize: 20, search: term || undefined },
      }),
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      aria-label={label}
      placeholder={label}
      loading={records.isFetching}
      value={value}
      onChange={(id) => onChange(id === undefined ? undefined : Number(id))}
      allowClear
      options={(records.data?.data ?? []).map((record) => ({
        value: Number(record.id),
        label: labelOf(definition, record),
      }))}
      style={{ minWidth: 260 }}
    />
  );
}
