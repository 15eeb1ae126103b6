import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FILTER_OPERATION_NAMES } from '@atrium/core';
import { Button, Checkbox, Input, Select, Space } from 'antd';
import { useCreatorTranslation } from '../i18n/resources/creator';

/** One lookup filter (spec 001 §3.2 options.filters): a target attribute matched to a fixed value or a path. */
export interface LookupFilter {
  attribute: string;
  operator?: string;
  static?: string;
  accessor?: string;
  transparent?: boolean;
}

function filtersOf(value: unknown): LookupFilter[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): LookupFilter[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const filter = entry as Partial<LookupFilter>;
    return [{ ...filter, attribute: filter.attribute ?? '' }];
  });
}

interface LookupFiltersEditorProps {
  value?: unknown;
  onChange?: (next: LookupFilter[]) => void;
  /** The looked-up object's attribute names, when known. */
  targetAttributes: readonly { name: string; label: string }[];
}

/** Rows of filters narrowing what a lookup offers. */
export function LookupFiltersEditor({ value, onChange, targetAttributes }: LookupFiltersEditorProps) {
  const { t } = useCreatorTranslation();
  const rows = filtersOf(value);
  const set = (next: LookupFilter[]) => onChange?.(next);
  const edit = (index: number, change: Partial<LookupFilter>) =>
    set(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const operators = FILTER_OPERATION_NAMES.map((name) => ({
    value: name,
    label: t(`creator.operators.${name}`),
  }));

  return (
    <fieldset aria-label={t('creator.options.filters')} className="atrium-creator__pairs">
      {rows.map((row, index) => {
        const label = (field: string) => t('creator.pairs.rowField', { field, row: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are known only by their place.
          <Space key={index} wrap className="atrium-creator__filter">
            <Select
              aria-label={label(t('creator.filters.attribute'))}
              className="atrium-creator__filter-attribute"
              showSearch
              value={row.attribute || undefined}
              placeholder={t('creator.filters.attribute')}
              options={targetAttributes.map((attribute) => ({
                value: attribute.name,
                label: `${attribute.label} (${attribute.name})`,
              }))}
              onChange={(attribute: string) => edit(index, { attribute })}
            />
            <Select
              aria-label={label(t('creator.filters.operator'))}
              className="atrium-creator__filter-operator"
              value={row.operator ?? 'equals'}
              options={operators}
              onChange={(operator: string) => edit(index, { operator })}
            />
            <Input
              aria-label={label(t('creator.filters.static'))}
              placeholder={t('creator.filters.static')}
              value={row.static ?? ''}
              onChange={(event) => edit(index, { static: event.target.value })}
            />
            <Input
              aria-label={label(t('creator.filters.accessor'))}
              placeholder={t('creator.filters.accessor')}
              value={row.accessor ?? ''}
              onChange={(event) => edit(index, { accessor: event.target.value })}
            />
            <Checkbox
              checked={row.transparent === true}
              onChange={(event) => edit(index, { transparent: event.target.checked })}
            >
              {t('creator.filters.transparent')}
            </Checkbox>
            <Button
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('creator.pairs.remove', { row: index + 1 })}
              onClick={() => set(rows.filter((_row, at) => at !== index))}
            />
          </Space>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => set([...rows, { attribute: '' }])}
      >
        {t('creator.filters.add')}
      </Button>
    </fieldset>
  );
}
