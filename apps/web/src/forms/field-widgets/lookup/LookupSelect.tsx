import { type FilterEntry, type RecordData, recordLabel } from '@atrium/core';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api-client';
import { useDebouncedValue } from '../../../app/useDebouncedValue';
import { useObjectDefinition } from '../../../metadata/useObjectDefinition';
import type { InputA11y } from '../shared/input-a11y';
import { useLookupRecords } from './useLookupRecords';

const SEARCH_DEBOUNCE_MS = 300;

interface LookupSelectProps {
  a11y: InputA11y;
  target: string;
  value: number | null;
  /** The stored label of the value (`{name}_display`), shown before the options load. */
  label: string | undefined;
  filters: readonly FilterEntry[];
  nopaging: boolean;
  disabled: boolean;
  /** A chosen record with its label, or null when cleared. */
  onPick: (record: RecordData | null, label: string) => void;
  /** Shown under the options (the 'Add new' entry). */
  footer?: ReactNode;
}

/** A searchable select over the looked-up object's list, with the lookup's filters applied. */
export function LookupSelect(props: LookupSelectProps) {
  const { target, value, label, disabled } = props;
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  // The list is asked for once the field is opened, so a form with many lookups loads none up front.
  const [opened, setOpened] = useState(false);
  const search = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const definition = useObjectDefinition(target);
  const records = useLookupRecords({
    target,
    endpoint: definition.data?.api_endpoint,
    search,
    filters: props.filters,
    nopaging: props.nopaging,
    enabled: opened && !disabled && definition.data !== undefined,
  });
  const labelOf = useMemo(() => {
    const loaded = definition.data;
    return (record: RecordData) => (loaded ? recordLabel(loaded, record) : String(record.id));
  }, [definition.data]);
  const options = useMemo(
    () => (records.data?.data ?? []).map((record) => ({ value: record.id, label: labelOf(record), record })),
    [records.data, labelOf],
  );
  const missing = value !== null && !options.some((option) => option.value === value);
  // A value stored without its label (a prefilled parent) is named from the record itself.
  const chosen = useQuery({
    queryKey: ['records', target, 'record', String(value)],
    queryFn: ({ signal }) =>
      api.get<RecordData>(`${definition.data?.api_endpoint ?? `records/${target}`}/${value}`, { signal }),
    enabled: missing && label === undefined && definition.data !== undefined,
    retry: false,
  });
  const shown =
    missing && value !== null
      ? [
          {
            value,
            label: label ?? (chosen.data ? labelOf(chosen.data) : String(value)),
            record: chosen.data,
          },
          ...options,
        ]
      : options;
  return (
    <Select<number, (typeof shown)[number]>
      {...props.a11y}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      allowClear
      disabled={disabled}
      placeholder={t('widgets.lookup.search')}
      loading={records.isFetching}
      options={shown}
      value={value ?? undefined}
      style={{ width: '100%' }}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {props.footer}
        </>
      )}
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        if (next === undefined || next === null || picked?.record === undefined) props.onPick(null, '');
        else props.onPick(picked.record, picked.label);
      }}
    />
  );
}
