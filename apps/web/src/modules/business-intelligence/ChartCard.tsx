import type { Chart, ReportDefinition } from '@atrium/core';
import { Card } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { listRouteOf } from '../../metadata/record-route';
import { useObjectDefinition } from '../../metadata/useObjectDefinition';
import { ChartCardBody } from './ChartCardBody';
import { categoryLink } from './chart-link';
import { useChartData } from './reports-api';

/** A saved chart on a dashboard: its data generated on mount, tables scrolled for more. */
export function ChartCard({ chart, definition }: { chart: Chart; definition: ReportDefinition }) {
  const navigate = useNavigate();
  const data = useChartData(chart.id);
  const object = useObjectDefinition(definition.object).data ?? undefined;
  const pages = data.data?.pages ?? [];
  const first = pages[0];
  const onCategoryClick = useCallback(
    (index: number) => {
      if (!object || first?.kind !== 'series') return;
      const link = categoryLink(
        listRouteOf(definition.object),
        object,
        definition,
        first.data[index]?.key ?? null,
      );
      if (link) navigate(link);
    },
    [object, first, definition, navigate],
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
      />
    </Card>
  );
}
