import { barChartProblem } from '@atrium/core';
import { Alert, Card, Empty, Skeleton, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/api-error';
import { stringOption } from '../shared/field-options';
import type { FieldWidget, FieldWidgetProps } from '../widget-types';
import { BarChart } from './BarChart';
import { ChartLoader } from './ChartLoader';
import { chartContextOf } from './chart-context-data';
import { chartObject, useBarStatistics, useBrandCardStatistics } from './chart-data';

/** chartBar without a saved chart: counts per value of a choice field, from statistics/bar/{object}. */
function StatisticsBar(props: FieldWidgetProps) {
  const { t } = useTranslation();
  // The form's own object is known here; another object's chart is checked when the form is published.
  const problem =
    chartObject(props) === props.definition.name ? barChartProblem(props.node, props.definition) : undefined;
  const statistics = useBarStatistics(props, problem === undefined);
  const answer = statistics.data;
  const { labels, values } = useMemo(
    () => ({
      labels: (answer?.data ?? []).map((row) => row.label ?? '—'),
      values: (answer?.data ?? []).map((row) => row.value),
    }),
    [answer],
  );
  const field = props.definition.attributes.find((attribute) => attribute.name === answer?.groupBy);
  const title =
    stringOption(props, 'title') ??
    t('panels.charts.bar', {
      name: props.definition.display_name,
      field: field?.label ?? answer?.groupBy ?? '',
    });
  return (
    <Card size="small" title={title}>
      {problem ? (
        <Alert type="warning" showIcon title={problem} />
      ) : statistics.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('panels.common.loadFailed', { message: errorMessage(statistics.error) })}
        />
      ) : statistics.isLoading ? (
        <Skeleton active />
      ) : labels.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panels.charts.noData')} />
      ) : (
        <BarChart labels={labels} values={values} label={title} />
      )}
    </Card>
  );
}

/** brandCard without a saved chart: the number of records the person may see, from statistics/brand-card/{object}. */
function StatisticsBrandCard(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const statistics = useBrandCardStatistics(props);
  const answer = statistics.data;
  return (
    <Card size="small" style={{ borderTop: '3px solid #20a8d8' }}>
      {statistics.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('panels.common.loadFailed', { message: errorMessage(statistics.error) })}
        />
      ) : (
        <Statistic
          loading={statistics.isLoading}
          title={stringOption(props, 'title') ?? t('panels.charts.brandCard', { name: answer?.title ?? '' })}
          value={answer?.totalCount ?? 0}
        />
      )}
    </Card>
  );
}

/** chartBar: a saved chart (its `chart` option) in the record's context, else the statistics bars. */
function ChartBar(props: FieldWidgetProps) {
  const context = chartContextOf(props);
  if (!context) return <StatisticsBar {...props} />;
  return <ChartLoader context={context} draw="chart" title={stringOption(props, 'title')} />;
}

/** brandCard: a saved chart's totals (its `chart` option) in the record's context, else the count. */
function BrandCard(props: FieldWidgetProps) {
  const context = chartContextOf(props);
  if (!context) return <StatisticsBrandCard {...props} />;
  return <ChartLoader context={context} draw="brandCard" title={stringOption(props, 'title')} />;
}

export const ChartBarWidget: FieldWidget = { Input: ChartBar, Display: ChartBar, labelled: false };
export const BrandCardWidget: FieldWidget = { Input: BrandCard, Display: BrandCard, labelled: false };
