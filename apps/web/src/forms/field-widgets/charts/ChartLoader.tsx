import type { Chart, ChartData, ChartType } from '@atrium/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-error';
import { useReportsTranslation } from '../../../i18n/resources/reports';
import { definitionClient } from '../../../metadata/definition-client';
import { listRouteOf } from '../../../metadata/record-route';
import { ChartCardBody } from '../../../modules/business-intelligence/ChartCardBody';
import { categoryLink } from '../../../modules/business-intelligence/chart-link';
import { savedReportQuery } from '../../../modules/business-intelligence/reports-api';
import { useSession } from '../../../session/useSession';
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
 * A click on a bar or slice: the chart's object's list, filtered to the category clicked and to the
 * records whose lookup is the open record (the opportunities of this account in stage 'Won'). The
 * report's definition (which attribute the categories are) and the object are asked at click time.
 */
function useCategoryClick(
  context: RecordChartContext,
  chart: Chart | undefined,
  first: ChartData | undefined,
) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { activeOrganization } = useSession();
  return useCallback(
    (index: number) => {
      const id = context.id;
      if (!chart || id === undefined || first?.kind !== 'series') return;
      const key = first.data[index]?.key ?? null;
      Promise.all([
        queryClient.fetchQuery({
          ...savedReportQuery(activeOrganization, chart.report_id),
          staleTime: 60_000,
        }),
        definitionClient.get(chart.object),
      ]).then(
        ([report, object]) => {
          const link =
            object &&
            categoryLink(listRouteOf(chart.object), object, report.definition, key, {
              object: context.object,
              id,
              lookup: context.lookup,
              label: context.label,
            });
          if (link) navigate(link);
        },
        (error: unknown) => message.error(errorMessage(error)),
      );
    },
    [context, chart, first, navigate, message, queryClient, activeOrganization],
  );
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
  const onCategoryClick = useCategoryClick(context, saved.data, data.data?.pages[0]);
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
        onCategoryClick={onCategoryClick}
      />
    </Card>
  );
}
