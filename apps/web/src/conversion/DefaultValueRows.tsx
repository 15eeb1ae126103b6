import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { choiceItems, convertibleAttribute, type ObjectDefinition } from '@atrium/core';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useConversionTranslation } from '../i18n/resources/conversion';
import { filterKindOf } from '../records/list/filter-row';

/** A constant of the mapping: a destination attribute every conversion fills with the same value. */
export interface DefaultRow {
  key: number;
  name: string | undefined;
  value: string | number | boolean | undefined;
}

/** The rows that name an attribute and hold a value, as the mapping's `defaults`. */
export function defaultsOf(rows: readonly DefaultRow[]): Record<string, string | number | boolean> {
  return Object.fromEntries(
    rows.flatMap(({ name, value }) => (name && value !== undefined && value !== '' ? [[name, value]] : [])),
  );
}

/** The input for a constant, by what the attribute holds: its choices, yes or no, a number, or text. */
function ValueInput({
  destination,
  row,
  label,
  onChange,
}: {
  destination: ObjectDefinition;
  row: DefaultRow;
  label: string;
  onChange: (value: DefaultRow['value']) => void;
}) {
  const { t } = useConversionTranslation();
  const attribute = row.name ? destination.attributes.find((a) => a.name === row.name) : undefined;
  if (!attribute) return <Input aria-label={label} disabled style={{ width: 220 }} />;
  switch (filterKindOf(attribute)) {
    case 'choice':
      return (
        <Select
          aria-label={label}
          style={{ minWidth: 220 }}
          value={row.value}
          onChange={onChange}
          options={choiceItems(attribute).map(({ value, label: name }) => ({ value, label: name }))}
        />
      );
    case 'boolean':
      return (
        <Select
          aria-label={label}
          style={{ minWidth: 120 }}
          value={row.value}
          onChange={onChange}
          options={[
            { value: '1', label: t('conversion.mapping.yes') },
            { value: '0', label: t('conversion.mapping.no') },
          ]}
        />
      );
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          style={{ width: 220 }}
          value={typeof row.value === 'number' ? row.value : null}
          onChange={(value) => onChange(value ?? undefined)}
        />
      );
    default:
      return (
        <Input
          aria-label={label}
          style={{ width: 220 }}
          value={typeof row.value === 'string' ? row.value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/**
 * Edits the mapping's constants. An attribute already filled from the source or by a lookup is not
 * offered; the server judges each value as a write of it would be and names a wrong one.
 */
export function DefaultValueRows({
  destination,
  rows,
  taken,
  newKey,
  onChange,
}: {
  destination: ObjectDefinition;
  rows: DefaultRow[];
  /** Attributes the mapping's pairs and lookups fill. */
  taken: ReadonlySet<string>;
  newKey: () => number;
  onChange: (rows: DefaultRow[]) => void;
}) {
  const { t } = useConversionTranslation();
  const named = new Set(rows.flatMap((row) => (row.name ? [row.name] : [])));
  const fillable = destination.attributes.filter(
    (a) => convertibleAttribute(destination, a.name) && !taken.has(a.name),
  );
  const set = (index: number, patch: Partial<DefaultRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <>
      <Typography.Title level={5}>{t('conversion.mapping.defaults')}</Typography.Title>
      {rows.map((row, index) => (
        <Space key={row.key} align="start" wrap>
          <Select
            aria-label={`${t('conversion.mapping.defaultAttribute')} ${index + 1}`}
            placeholder={t('conversion.mapping.defaultAttribute')}
            value={row.name}
            style={{ minWidth: 220 }}
            onChange={(name: string) => set(index, { name, value: undefined })}
            options={fillable
              .filter((a) => a.name === row.name || !named.has(a.name))
              .map((a) => ({ value: a.name, label: `${a.label} (${a.type})` }))}
          />
          <ValueInput
            destination={destination}
            row={row}
            label={`${t('conversion.mapping.defaultValue')} ${index + 1}`}
            onChange={(value) => set(index, { value })}
          />
          <Button
            aria-label={t('conversion.mapping.remove')}
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => onChange([...rows, { key: newKey(), name: undefined, value: undefined }])}
      >
        {t('conversion.mapping.addDefault')}
      </Button>
    </>
  );
}
