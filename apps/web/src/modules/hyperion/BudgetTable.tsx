import type { BudgetReport } from '@atrium/core';
import { Table, Typography } from 'antd';
import { useHyperionTranslation } from './hyperion-text';
import { useMoneyFormat, usePercentFormat } from './useMoneyFormat';

/** Budgets against actuals, line by line, with the variance (red when overspent) and the totals. */
export function BudgetTable(props: { report: BudgetReport; testId: string; totalLabel?: string }) {
  const { report, testId } = props;
  const { t } = useHyperionTranslation();
  const money = useMoneyFormat();
  const percent = usePercentFormat();
  const variance = (value: number) => (
    <Typography.Text type={value < 0 ? 'danger' : undefined}>{money(value)}</Typography.Text>
  );
  return (
    <Table
      data-testid={testId}
      size="small"
      rowKey={(line) => `${line.costCentre} ${line.account}`}
      pagination={false}
      dataSource={report.lines}
      columns={[
        { title: t('hyperion.budget.costCentre'), dataIndex: 'costCentre' },
        { title: t('hyperion.budget.account'), dataIndex: 'account' },
        { title: t('hyperion.budget.budget'), dataIndex: 'budget', align: 'end', render: money },
        { title: t('hyperion.budget.actual'), dataIndex: 'actual', align: 'end', render: money },
        { title: t('hyperion.budget.variance'), dataIndex: 'variance', align: 'end', render: variance },
        {
          title: t('hyperion.budget.used'),
          dataIndex: 'used',
          align: 'end',
          render: (used: number | null) => (used === null ? '—' : percent(used)),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{props.totalLabel ?? t('hyperion.budget.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="end">
            {money(report.budget)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="end">
            {money(report.actual)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="end">
            {variance(report.variance)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} />
        </Table.Summary.Row>
      )}
    />
  );
}
