import { CloseOutlined } from '@ant-design/icons';
import { type Attribute, choiceItems } from '@atrium/core';
import { DatePicker, Input, InputNumber, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY } from '../../forms/field-widgets/shared/cell-format';
import { type FilterInput, filterKindOf } from './filter-row';

interface FilterCellProps {
  attribute: Attribute;
  value: FilterInput | undefined;
  onChange: (value: FilterInput | undefined) => void;
}

const DAY = 'YYYY-MM-DD';
const numberOrUndefined = (value: number | string | null) =>
  value === null || value === '' ? undefined : Number(value);

/** One cell of the filter row, typed by the field's storage (spec 001 §2.6). */
export function FilterCell({ attribute, value, onChange }: FilterCellProps) {
  const { t } = useTranslation();
  const label = t('records.filterLabel', { label: attribute.label });
  if (value?.kind === 'lookup') {
    // Brought by an address (a chart on a record's form): shown as the record it names, and removable.
    return (
      <Tag
        closable
        aria-label={label}
        closeIcon={<CloseOutlined aria-label={t('records.removeFilter', { label: attribute.label })} />}
        onClose={(event) => {
          event.preventDefault();
          onChange(undefined);
        }}
      >
        {value.label || `#${value.id}`}
      </Tag>
    );
  }
  const kind = filterKindOf(attribute);
  switch (kind) {
    case 'text':
      return (
        <Input
          size="small"
          allowClear
          aria-label={label}
          placeholder={t('records.contains')}
          value={value?.kind === 'text' ? value.value : ''}
          onChange={(event) =>
            onChange(event.target.value ? { kind: 'text', value: event.target.value } : undefined)
          }
        />
      );
    case 'number': {
      const current = value?.kind === 'number' ? value : { kind: 'number' as const };
      const set = (next: { from?: number | undefined; to?: number | undefined }) =>
        onChange(next.from === undefined && next.to === undefined ? undefined : { kind: 'number', ...next });
      return (
        <Space.Compact size="small" block>
          <InputNumber
            aria-label={`${label} ${t('records.from')}`}
            placeholder={t('records.from')}
            value={current.from ?? null}
            onChange={(from) => set({ from: numberOrUndefined(from), to: current.to })}
          />
          <InputNumber
            aria-label={`${label} ${t('records.to')}`}
            placeholder={t('records.to')}
            value={current.to ?? null}
            onChange={(to) => set({ from: current.from, to: numberOrUndefined(to) })}
          />
        </Space.Compact>
      );
    }
    case 'date':
    case 'datetime': {
      const current = value?.kind === kind ? value : undefined;
      return (
        <DatePicker.RangePicker
          size="small"
          aria-label={label}
          format={DATE_DISPLAY}
          allowEmpty={[true, true]}
          placeholder={[t('records.from'), t('records.to')]}
          value={[current?.from ? dayjs(current.from) : null, current?.to ? dayjs(current.to) : null]}
          onChange={(dates) => {
            const from = dates?.[0]?.format(DAY);
            const to = dates?.[1]?.format(DAY);
            onChange(from || to ? { kind, from, to } : undefined);
          }}
        />
      );
    }
    case 'choice':
      return (
        <Select
          size="small"
          mode="multiple"
          allowClear
          aria-label={label}
          placeholder={t('records.any')}
          style={{ width: '100%' }}
          options={choiceItems(attribute)}
          value={value?.kind === 'choice' ? value.values : []}
          onChange={(values: string[]) => onChange(values.length ? { kind: 'choice', values } : undefined)}
        />
      );
    case 'boolean':
      return (
        <Select
          size="small"
          allowClear
          aria-label={label}
          placeholder={t('records.any')}
          style={{ width: '100%' }}
          options={[
            { value: '1', label: t('records.yes') },
            { value: '0', label: t('records.no') },
          ]}
          value={value?.kind === 'boolean' ? value.value : undefined}
          onChange={(next: '1' | '0' | undefined) =>
            onChange(next ? { kind: 'boolean', value: next } : undefined)
          }
        />
      );
    case 'none':
      return null;
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}
