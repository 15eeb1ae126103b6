import type { ChartData, ChartStyle, ChartType, DateBucket } from '@atrium/core';
import { Alert, Button, Empty, Spin } from 'antd';
import { errorMessage } from '../../app/api-error';
import { useReportsTranslation } from '../../i18n/resources/reports';
import { ChartView, isEmptyChart } from './ChartView';

export interface ChartCardBodyProps {
  type: ChartType;
  style: ChartStyle;
  label: string;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  pages: ChartData[];
  onReload: () => void;
  onEndReached?: (() => void) | undefined;
  onCategoryClick?: ((index: number) => void) | undefined;
  /** The bucket of each of the report's groupings that is a date. */
  buckets?: (DateBucket | undefined)[] | undefined;
}

/**
 * What a chart card shows in each state (spec 000 §4, §8): a loader, 'No Data Available', or
 * 'Ops! Something went wrong' with the first 20 characters of the message and a Reload button.
 */
export function ChartCardBody(props: ChartCardBodyProps) {
  const { t } = useReportsTranslation();
  if (props.status === 'pending') {
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
        <div>{t('reports.chart.loading')}</div>
      </div>
    );
  }
  if (props.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={`${t('reports.chart.failed')} ${errorMessage(props.error).slice(0, 20)}`}
        action={
          <Button size="small" onClick={props.onReload}>
            {t('reports.chart.reload')}
          </Button>
        }
      />
    );
  }
  if (isEmptyChart(props.pages)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.chart.noData')} />;
  }
  const truncated = props.pages[0]?.kind === 'series' && props.pages[0].truncated;
  return (
    <>
      <ChartView
        type={props.type}
        style={props.style}
        pages={props.pages}
        label={props.label}
        onEndReached={props.onEndReached}
        onCategoryClick={props.onCategoryClick}
        buckets={props.buckets}
      />
      {truncated && <Alert type="info" title={t('reports.chart.truncated')} />}
    </>
  );
}
