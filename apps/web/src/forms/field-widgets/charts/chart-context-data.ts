import { type Chart, type ChartData, chartDataSchema, chartSchema, recordLabel } from '@atrium/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import { useSession } from '../../../session/useSession';
import { numberOption, stringOption } from '../shared/field-options';
import type { FieldWidgetProps } from '../widget-types';

/** Where a chart widget draws a saved chart in its record's context; undefined for a statistics chart. */
export interface RecordChartContext {
  chart: number;
  object: string;
  /** The saved record's id; undefined while the record is new. */
  id: number | undefined;
  /** Which lookup to the form's object the report follows, when it has several (spec 001 §7.3 contexts). */
  lookup: string | undefined;
  /** The record's label, for the filter a click on the chart opens the list with. */
  label?: string | undefined;
}

const SERIAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A chart widget with a `chart` option (a saved chart's id) loads that chart in the record's context;
 * the form's object and the record's id say which records it counts.
 */
export function chartContextOf(props: FieldWidgetProps): RecordChartContext | undefined {
  const chart = numberOption(props, 'chart');
  if (chart === undefined || !Number.isInteger(chart) || chart <= 0) return undefined;
  const raw = props.record.id;
  const id = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '';
  return {
    chart,
    object: props.definition.name,
    id: SERIAL_ID.test(id) ? Number(id) : undefined,
    lookup: stringOption(props, 'lookup') ?? stringOption(props, 'contexts'),
    label: recordLabel(props.definition, props.record) || undefined,
  };
}

/** The saved chart itself (GET analytics/charts/{chart}): its name, type and style. */
export function useSavedChart(context: RecordChartContext) {
  const { activeOrganization } = useSession();
  return useQuery({
    queryKey: ['chart', activeOrganization, context.chart],
    queryFn: async (): Promise<Chart> =>
      chartSchema.parse(await api.get(`analytics/charts/${context.chart}`)),
    staleTime: 60_000,
  });
}

/**
 * The chart's data for this record (GET analytics/charts/generate-chart/{chart}/{object}/{id}), page 1
 * on mount and, for tables, the next page on scroll until one comes back without rows.
 */
export function useChartInContext(context: RecordChartContext) {
  const { activeOrganization } = useSession();
  const path = `analytics/charts/generate-chart/${context.chart}/${encodeURIComponent(context.object)}/${context.id}`;
  return useInfiniteQuery({
    queryKey: ['chart-data', activeOrganization, context.chart, context.object, context.id, context.lookup],
    enabled: context.id !== undefined,
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<ChartData> =>
      chartDataSchema.parse(
        await api.get(path, {
          query: { page: pageParam, ...(context.lookup ? { lookup: context.lookup } : {}) },
        }),
      ),
    getNextPageParam: (last, _pages, page) =>
      last.kind === 'table' && last.isPaginated && last.rows.length > 0 ? page + 1 : undefined,
  });
}
