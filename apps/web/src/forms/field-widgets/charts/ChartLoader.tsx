import type { ChartType } from '@atrium/core';
import { Alert, Card } from 'antd';
import { useCallback } from 'react';
import { useReportsTranslation } from '../../../i18n/resources/reports';
import { ChartCardBody } from '../../../modules/business-intelligence/ChartCardBody';
import { type RecordChartContext, useChartInContext, useSavedChart } from './chart-context-data';

interface ChartLoaderProps {
  context: RecordChartContext;
  /** The widget's own kind of drawing: a brand card's number, or the saved chart's type for bars. */
  draw: 'brandCard' | 'chart';
  title: string | undefined;
}

/** The type a widget draws a saved chart as: a brand card always as one, a bar chart as the chart is. */
function typeOf(draw: ChartLoaderProps['draw'], saved: ChartType | undefined): ChartType {
  if (draw === 'brandCard') return 'BRAND_CARD';
  return saved === undefined || saved === 'BRAND_CARD' ? 'BAR' : saved;
}

/**
 * The chart loader (spec 001 §2.4): a saved chart drawn for the record the form shows, with the
 * chart states of spec 000 §8 (loading, 'No Data Available', the failure with Reload).
 */
export function ChartLoader({ context, draw, title }: ChartLoaderProps) {
  const { t } = useReportsTranslation();
  const saved = useSavedChart(context);
  const data = useChartInContext(context);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = data;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const name = title ?? saved.data?.name ?? '';
  if (context.id === undefined) {
    return (
      <Card size="small" title={name || undefined}>
        <Alert type="info" showIcon title={t('reports.chart.saveFirst')} />
      </Card>
    );
  }
  // The chart's own description failing is a failure of the widget, shown the same way.
  const status = saved.status === 'error' ? 'error' : saved.status === 'pending' ? 'pending' : data.status;
  return (
    <Card size="small" title={name || undefined}>
      <ChartCardBody
        type={typeOf(draw, saved.data?.type)}
        style={saved.data?.style ?? {}}
        label={name}
        status={status}
        error={saved.error ?? data.error}
        pages={data.data?.pages ?? []}
        onReload={() => {
          if (saved.isError) void saved.refetch();
          void data.refetch();
        }}
        onEndReached={onEndReached}
      />
    </Card>
  );
}
