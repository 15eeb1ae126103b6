import { DATE_BUCKETS, type MeasureKind, type ObjectDefinition, type RelatedObjects } from '@atrium/core';
import { Button, Form, Select, Space } from 'antd';
import { useReportsTranslation } from '../../i18n/resources/reports';
import {
  addDimension,
  type BuilderState,
  dimensionOptions,
  filterOptions,
  measureAttributeOptions,
  measureKinds,
} from './report-builder';

interface FieldsProps {
  state: BuilderState;
  object: ObjectDefinition;
  /** The objects the object's lookups lead to, as far as they are loaded. */
  related?: RelatedObjects | undefined;
  onChange: (next: BuilderState) => void;
}

/** Up to two groupings; a date is grouped by a period. */
export function DimensionFields({ state, object, related, onChange }: FieldsProps) {
  const { t } = useReportsTranslation();
  const options = dimensionOptions(object, related);
  const set = (index: number, patch: Partial<BuilderState['dimensions'][number]>) =>
    onChange({
      ...state,
      dimensions: state.dimensions.map((d, i) => (i === index ? { ...d, ...patch } : d)),
    });
  return (
    <Form.Item label={t('reports.builder.dimensions')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {state.dimensions.map((dimension, index) => {
          const option = options.find((candidate) => candidate.value === dimension.attribute);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a grouping is its position (d0, d1) in the report.
            <Space key={index} wrap>
              <Select
                aria-label={`${t('reports.builder.dimensions')} ${index + 1}`}
                style={{ minWidth: 200 }}
                value={dimension.attribute}
                options={options.map(({ value, label }) => ({ value, label }))}
                onChange={(attribute: string) => {
                  const next = options.find((candidate) => candidate.value === attribute);
                  set(index, { attribute, bucket: next?.dated ? (dimension.bucket ?? 'month') : undefined });
                }}
              />
              {option?.dated && (
                <Select
                  aria-label={t('reports.builder.bucket')}
                  style={{ minWidth: 120 }}
                  value={dimension.bucket ?? 'day'}
                  options={DATE_BUCKETS.map((bucket) => ({
                    value: bucket,
                    label: t(`reports.buckets.${bucket}`),
                  }))}
                  onChange={(bucket) => set(index, { bucket })}
                />
              )}
              <Button
                onClick={() =>
                  onChange({ ...state, dimensions: state.dimensions.filter((_, i) => i !== index) })
                }
              >
                {t('reports.builder.remove')}
              </Button>
            </Space>
          );
        })}
        {state.dimensions.length < 2 && (
          <Select
            aria-label={t('reports.builder.addDimension')}
            placeholder={t('reports.builder.addDimension')}
            style={{ minWidth: 200 }}
            value={null}
            options={options.map(({ value, label }) => ({ value, label }))}
            onChange={(attribute: string) => {
              const option = options.find((candidate) => candidate.value === attribute);
              if (option) onChange(addDimension(state, option));
            }}
          />
        )}
      </Space>
    </Form.Item>
  );
}

/** One to five measures: a count, or a kind over an attribute it fits. */
export function MeasureFields({ state, object, onChange }: FieldsProps) {
  const { t } = useReportsTranslation();
  const kinds = measureKinds(object);
  const set = (index: number, patch: Partial<BuilderState['measures'][number]>) =>
    onChange({ ...state, measures: state.measures.map((m, i) => (i === index ? { ...m, ...patch } : m)) });
  return (
    <Form.Item label={t('reports.builder.measures')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {state.measures.map((measure, index) => {
          const attributes = measureAttributeOptions(object, measure.kind);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a measure is its position (m0…m4) in the report.
            <Space key={index} wrap>
              <Select
                aria-label={`${t('reports.builder.measures')} ${index + 1}`}
                style={{ minWidth: 160 }}
                value={measure.kind}
                options={kinds.map((kind) => ({ value: kind, label: t(`reports.measuresKinds.${kind}`) }))}
                onChange={(kind: MeasureKind) =>
                  set(index, {
                    kind,
                    attribute: kind === 'count' ? undefined : measureAttributeOptions(object, kind)[0]?.value,
                  })
                }
              />
              {measure.kind !== 'count' && (
                <Select
                  aria-label={t('reports.builder.attribute')}
                  style={{ minWidth: 180 }}
                  value={measure.attribute}
                  options={attributes.map(({ value, label }) => ({ value, label }))}
                  onChange={(attribute: string) => set(index, { attribute })}
                />
              )}
              {state.measures.length > 1 && (
                <Button
                  onClick={() =>
                    onChange({ ...state, measures: state.measures.filter((_, i) => i !== index) })
                  }
                >
                  {t('reports.builder.remove')}
                </Button>
              )}
            </Space>
          );
        })}
        {state.measures.length < 5 && (
          <Button onClick={() => onChange({ ...state, measures: [...state.measures, { kind: 'count' }] })}>
            {t('reports.builder.addMeasure')}
          </Button>
        )}
      </Space>
    </Form.Item>
  );
}

/** Up to three quick filters: an attribute with fixed values equal to one of them. */
export function FilterFields({ state, object, related, onChange }: FieldsProps) {
  const { t } = useReportsTranslation();
  const options = filterOptions(object, { yes: t('common.yes'), no: t('common.no') }, related);
  if (options.length === 0) return null;
  const set = (index: number, patch: Partial<BuilderState['filters'][number]>) =>
    onChange({ ...state, filters: state.filters.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  return (
    <Form.Item label={t('reports.builder.filters')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {state.filters.map((filter, index) => {
          const option = options.find((candidate) => candidate.value === filter.attribute);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: filters are edited in place by position.
            <Space key={index} wrap>
              <Select
                aria-label={`${t('reports.builder.filters')} ${index + 1}`}
                style={{ minWidth: 180 }}
                value={filter.attribute}
                options={options.map(({ value, label }) => ({ value, label }))}
                onChange={(attribute: string) => set(index, { attribute, value: undefined })}
              />
              <Select
                aria-label={t('reports.builder.filterValue')}
                style={{ minWidth: 160 }}
                value={filter.value}
                placeholder={t('reports.builder.filterValue')}
                options={option?.choices ?? []}
                onChange={(value: string) => set(index, { value })}
              />
              <Button
                onClick={() => onChange({ ...state, filters: state.filters.filter((_, i) => i !== index) })}
              >
                {t('reports.builder.remove')}
              </Button>
            </Space>
          );
        })}
        {state.filters.length < 3 && (
          <Select
            aria-label={t('reports.builder.addFilter')}
            placeholder={t('reports.builder.addFilter')}
            style={{ minWidth: 200 }}
            value={null}
            options={options.map(({ value, label }) => ({ value, label }))}
            onChange={(attribute: string) =>
              onChange({ ...state, filters: [...state.filters, { attribute }] })
            }
          />
        )}
      </Space>
    </Form.Item>
  );
}
