import type { Chart, ReportDefinition } from '@atrium/core';
import { App, Card } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/api-error';
import { definitionClient } from '../../metadata/definition-client';
import { listRouteOf } from '../../metadata/record-route';
import { ChartCardBody } from './ChartCardBody';
import { categoryLink } from './chart-link';
import { useChartData } from './reports-api';

/** A saved chart on a dashboard: its data generated on mount, tables scrolled for more. */
export function ChartCard({ chart, definition }: { chart: Chart; definition: ReportDefinition }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const data = useChartData(chart.id);
  const pages = data.data?.pages ?? [];
  const first = pages[0];
  const onCategoryClick = useCallback(
    (index: number) => {
      if (first?.kind !== 'series') return;
      const key = first.data[index]?.key ?? null;
      // Asked at click time: a click made while the object's definition is still loading waits for it
      // rather than doing nothing.
      definitionClient.get(definition.object).then(
        (object) => {
          const link = object && categoryLink(listRouteOf(definition.object), object, definition, key);
          if (link) navigate(link);
        },
        (error: unknown) => message.error(errorMessage(error)),
      );
    },
    [first, definition, navigate, message],
  );
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = data;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <Card
      size="small"
      title={chart.name}
      extra={chart.report_name !== chart.name ? chart.report_name : undefined}
    >
      <ChartCardBody
        type={chart.type}
        style={chart.style}
        label={chart.name}
        status={data.status}
        error={data.error}
        pages={pages}
        onReload={() => void data.refetch()}
        onEndReached={onEndReached}
        onCategoryClick={onCategoryClick}
        buckets={definition.dimensions.map((dimension) => dimension.bucket)}
      />
    </Card>
  );
}
