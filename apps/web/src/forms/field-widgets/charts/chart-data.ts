import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import { stringOption } from '../shared/field-options';
import type { FieldWidgetProps } from '../widget-types';

export interface BarAnswer {
  groupBy: string;
  data: { label: string | null; value: number }[];
}

export interface BrandCardAnswer {
  title: string;
  totalCount: number;
}

/** The object a chart counts: its `object` option, else the form's own object. */
export function chartObject(props: FieldWidgetProps): string {
  return stringOption(props, 'object') ?? props.definition.name;
}

/** A custom path (spec 001 §7.3) may name {object} and {id}; the default is statistics/{kind}/{object}. */
function statisticsPath(props: FieldWidgetProps, kind: 'bar' | 'brand-card'): string {
  const object = encodeURIComponent(chartObject(props));
  const custom = stringOption(props, 'customServicePath');
  if (custom) return custom.replaceAll('{object}', object).replaceAll('{id}', String(props.record.id ?? ''));
  return `statistics/${kind}/${object}`;
}

/** Not asked while `enabled` is false: settings the chart cannot draw with are shown, not sent. */
export function useBarStatistics(props: FieldWidgetProps, enabled: boolean) {
  const groupBy = stringOption(props, 'groupBy') ?? stringOption(props, 'key');
  const path = statisticsPath(props, 'bar');
  return useQuery({
    enabled,
    queryKey: ['statistics', path, groupBy],
    queryFn: () => api.get<BarAnswer>(path, { query: { groupBy } }),
  });
}

export function useBrandCardStatistics(props: FieldWidgetProps) {
  const path = statisticsPath(props, 'brand-card');
  return useQuery({ queryKey: ['statistics', path], queryFn: () => api.get<BrandCardAnswer>(path) });
}
